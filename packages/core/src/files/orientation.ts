import { readIfd, TAG, tiffHeader } from "./tiff-structure.ts";

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
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] as number;
    if (marker === 0xda || marker === 0xd9) return null;
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (length < 2) return null;
    const exif = offset + 4;
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(exif, exif + 4)) === "Exif") {
      const tiff = bytes.subarray(exif + 6, offset + 2 + length);
      const header = tiffHeader(tiff);
      const value = header ? readIfd(tiff, header, header.firstIfd)?.number(TAG.orientation) : null;
      return value && value >= 1 && value <= 8 ? value : null;
    }
    offset += 2 + length;
  }
  return null;
}
