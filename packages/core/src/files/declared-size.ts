import { gifFirstFrame, gifScreen } from "./gif-structure.ts";
import type { ImageType } from "./image-type.ts";
import { heifPrimarySize } from "./isobmff.ts";
import { jpegSize } from "./jpeg-size.ts";
import { readIfd, TAG, tiffHeader, uint16, uint32 } from "./tiff-structure.ts";

export type PixelSize = { readonly width: number; readonly height: number };

/** How many leading bytes `declaredSize` reads: room for big EXIF/ICC before a JPEG frame or a HEIF `meta`. */
export const DECLARED_SIZE_BYTES = 512 * 1024;

const size = (width: number | null, height: number | null): PixelSize | null =>
  width && height && width > 0 && height > 0 ? { width, height } : null;

function pngSize(bytes: Uint8Array): PixelSize | null {
  // IHDR is the first chunk: width and height at 16 and 20.
  return size(uint32(bytes, 16, false), uint32(bytes, 20, false));
}

/**
 * A GIF's logical screen, or its first frame's extent where that reaches further (a frame may declare a
 * far larger area than the screen: decoders allocate for the frame).
 */
function gifSize(bytes: Uint8Array): PixelSize | null {
  const screen = gifScreen(bytes);
  const frame = gifFirstFrame(bytes);
  return size(
    Math.max(screen?.width ?? 0, frame ? frame.left + frame.width : 0),
    Math.max(screen?.height ?? 0, frame ? frame.top + frame.height : 0),
  );
}

function webpSize(bytes: Uint8Array): PixelSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8X") {
    const w = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const h = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return size(w, h);
  }
  if (chunk === "VP8 ") {
    // lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return size((uint16(bytes, 26, true) ?? 0) & 0x3fff, (uint16(bytes, 28, true) ?? 0) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return null;
    const bits = uint32(bytes, 21, true);
    if (bits === null) return null;
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

function bmpSize(bytes: Uint8Array): PixelSize | null {
  const header = uint32(bytes, 14, true);
  if (header === 12) return size(uint16(bytes, 18, true), uint16(bytes, 20, true));
  const width = uint32(bytes, 18, true);
  const height = uint32(bytes, 22, true);
  if (width === null || height === null) return null;
  // Signed: a negative height means rows are stored top-down.
  return size(width | 0, Math.abs(height | 0));
}

function tiffSize(bytes: Uint8Array): PixelSize | null {
  const header = tiffHeader(bytes);
  const ifd = header ? readIfd(bytes, header, header.firstIfd) : null;
  return ifd ? size(ifd.number(TAG.imageWidth), ifd.number(TAG.imageLength)) : null;
}

/**
 * The pixel size a file says it has, read from its header before any decoding, so that a decompression
 * bomb (a few KB declaring billions of pixels) is refused before a decoder allocates for it. null when the
 * header cannot be read (the file is then unreadable). RAW files are sized by their chosen preview.
 */
export function declaredSize(type: ImageType, bytes: Uint8Array): PixelSize | null {
  switch (type) {
    case "jpeg":
      return jpegSize(bytes);
    case "png":
      return pngSize(bytes);
    case "gif":
      return gifSize(bytes);
    case "webp":
      return webpSize(bytes);
    case "bmp":
      return bmpSize(bytes);
    case "tiff":
      return tiffSize(bytes);
    case "heic":
    case "avif":
      return heifPrimarySize(bytes);
    case "raw":
      return null;
  }
}
