import { jpegHeaderSegments } from "./jpeg-markers.ts";
import { ascii, readIfd, TAG, tiffHeader } from "./tiff-structure.ts";

/** EXIF orientation (1–8) of a TIFF's first IFD; 1 when it has none or an invalid one. */
export function tiffOrientation(bytes: Uint8Array): number {
  const header = tiffHeader(bytes);
  const value = header ? readIfd(bytes, header, header.firstIfd)?.number(TAG.orientation) : null;
  return value && value >= 1 && value <= 8 ? value : 1;
}

/**
 * The canvas transform that draws a `width` × `height` image stored with EXIF orientation `orientation`
 * upright: [a, b, c, d, e, f] for `setTransform`, and the upright size. Orientations 5–8 swap the sides.
 */
export function orientationTransform(
  orientation: number,
  width: number,
  height: number,
): { matrix: [number, number, number, number, number, number]; width: number; height: number } {
  switch (orientation) {
    case 2:
      return { matrix: [-1, 0, 0, 1, width, 0], width, height };
    case 3:
      return { matrix: [-1, 0, 0, -1, width, height], width, height };
    case 4:
      return { matrix: [1, 0, 0, -1, 0, height], width, height };
    case 5:
      return { matrix: [0, 1, 1, 0, 0, 0], width: height, height: width };
    case 6:
      return { matrix: [0, 1, -1, 0, height, 0], width: height, height: width };
    case 7:
      return { matrix: [0, -1, -1, 0, height, width], width: height, height: width };
    case 8:
      return { matrix: [0, -1, 1, 0, 0, width], width: height, height: width };
    default:
      return { matrix: [1, 0, 0, 1, 0, 0], width, height };
  }
}

/** The EXIF orientation a JPEG carries itself (APP1 "Exif"), or null when it has none. */
export function jpegOrientation(bytes: Uint8Array): number | null {
  for (const { marker, start, end } of jpegHeaderSegments(bytes)) {
    if (marker !== 0xe1 || ascii(bytes, start, 4) !== "Exif") continue;
    const tiff = bytes.subarray(start + 6, end);
    const header = tiffHeader(tiff);
    const value = header ? readIfd(tiff, header, header.firstIfd)?.number(TAG.orientation) : null;
    return value && value >= 1 && value <= 8 ? value : null;
  }
  return null;
}
