import { gifFirstFrame } from "./gif-structure.ts";
import type { ImageType } from "./image-type.ts";
import { isobmffTruncated } from "./isobmff.ts";
import { jpegComplete } from "./jpeg-markers.ts";
import { piecesInside, tiffPieces } from "./tiff-pieces.ts";
import { ascii, readIfd, TAG, tiffHeader, uint32 } from "./tiff-structure.ts";

/**
 * Whether a PNG's image data is all there: its chunks follow one another inside the bytes from IHDR through
 * the last IDAT to the chunk after it (IEND, or another). A file cut short ends inside a chunk or right
 * after an IDAT; one missing only its IEND still has all its pixels.
 */
export function pngComplete(bytes: Uint8Array): boolean {
  let at = 8;
  let inData = false;
  let dataSeen = false;
  while (at + 8 <= bytes.length) {
    const length = uint32(bytes, at, false) ?? 0;
    const type = ascii(bytes, at + 4, 4);
    if (type === "IDAT") {
      if (at + 12 + length > bytes.length || length > 0x7fffffff) return false;
      inData = dataSeen = true;
    } else if (inData) return true;
    else if (at + 12 + length > bytes.length) return false;
    if (type === "IEND") return dataSeen;
    at += 12 + length;
  }
  return false;
}

/** Whether a GIF's first frame, the one previewed, has all its image data: its sub-blocks end in the file. */
export function gifComplete(bytes: Uint8Array): boolean {
  return (gifFirstFrame(bytes)?.dataEnd ?? null) !== null;
}

/**
 * Whether a TIFF's first page is all there: its first IFD, and the strips or tiles it lists, lie inside the
 * bytes. A page whose strips cannot be laid out from the IFD (more than 4,096 of them, say) is not judged.
 */
export function tiffComplete(bytes: Uint8Array): boolean {
  const header = tiffHeader(bytes);
  const ifd = header ? readIfd(bytes, header, header.firstIfd) : null;
  if (!ifd) return false;
  const tiled = ifd.entries.has(TAG.tileWidth);
  const pieces = tiffPieces({
    width: ifd.number(TAG.imageWidth) ?? 0,
    height: ifd.number(TAG.imageLength) ?? 0,
    tileWidth: tiled ? (ifd.number(TAG.tileWidth) ?? 0) : undefined,
    tileHeight: tiled ? (ifd.number(TAG.tileLength) ?? 0) : undefined,
    rowsPerStrip: ifd.number(TAG.rowsPerStrip) ?? undefined,
    offsets: ifd.numbers(tiled ? TAG.tileOffsets : TAG.stripOffsets),
    byteCounts: ifd.numbers(tiled ? TAG.tileByteCounts : TAG.stripByteCounts),
  });
  return !pieces || piecesInside(pieces, bytes.length);
}

/**
 * Whether the picture of a file of `type` is all there, judged from its structure without decoding it: a
 * file cut short (an interrupted copy or download) is incomplete even where a browser would draw the part
 * that is there. JPEG, PNG, GIF, TIFF and HEIF/AVIF are checked; WebP and BMP (whose decoders refuse a short
 * file themselves) and RAW (rawLayout says when one ends inside its preview) give true.
 */
export function pictureComplete(type: ImageType, bytes: Uint8Array): boolean {
  return COMPLETENESS_CHECKS[type]?.(bytes) ?? true;
}

const COMPLETENESS_CHECKS: Partial<Record<ImageType, (bytes: Uint8Array) => boolean>> = {
  jpeg: jpegComplete,
  png: pngComplete,
  gif: gifComplete,
  tiff: tiffComplete,
  heic: (bytes) => !isobmffTruncated(bytes),
  avif: (bytes) => !isobmffTruncated(bytes),
};

/** Whether pictureComplete looks at files of `type` at all: the others need not be read for it. */
export function completenessChecked(type: ImageType): boolean {
  return COMPLETENESS_CHECKS[type] !== undefined;
}
