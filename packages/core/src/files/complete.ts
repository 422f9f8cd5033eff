import { gifFirstFrame } from "./gif-structure.ts";
import type { ImageType } from "./image-type.ts";
import { isobmffTruncated } from "./isobmff.ts";
import { jpegComplete } from "./jpeg-markers.ts";
import { ascii, uint32 } from "./tiff-structure.ts";

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
 * Whether the picture of a file of `type` is all there, judged from its structure without decoding it: a
 * file cut short (an interrupted copy or download) is incomplete even where a browser would draw the part
 * that is there. JPEG, PNG, GIF and HEIF/AVIF are checked; other types (their decoders refuse a short file
 * themselves, or their own reader checks it) give true.
 */
export function pictureComplete(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case "jpeg":
      return jpegComplete(bytes);
    case "png":
      return pngComplete(bytes);
    case "gif":
      return gifComplete(bytes);
    case "heic":
    case "avif":
      return !isobmffTruncated(bytes);
    default:
      return true;
  }
}
