import type { Sharp } from "sharp";

/**
 * Turns pixels that carry no EXIF of their own upright by EXIF `orientation` (1–8). sharp mirrors before it
 * rotates, so the transposing orientations mirror and then turn the other way.
 */
export function orient(image: Sharp, orientation: number): Sharp {
  switch (orientation) {
    case 2:
      return image.flop();
    case 3:
      return image.rotate(180);
    case 4:
      return image.flip();
    case 5:
      return image.flop().rotate(270);
    case 6:
      return image.rotate(90);
    case 7:
      return image.flop().rotate(90);
    case 8:
      return image.rotate(270);
    default:
      return image;
  }
}
