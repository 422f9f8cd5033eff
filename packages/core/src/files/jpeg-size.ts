import { jpegHeaderSegments } from "./jpeg-markers.ts";

/** Stored width and height of a JPEG, before any EXIF orientation is applied. */
export type JpegSize = { width: number; height: number };

/** How many leading bytes `jpegSize` reads: room for large EXIF, ICC and XMP segments before the frame header. */
export const JPEG_HEADER_BYTES = 512 * 1024;

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman and arithmetic). */
const START_OF_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Lossless and hierarchical frames (raw sensor data in DNG and CR2): browsers cannot decode them. */
const NOT_DECODABLE_FRAMES = new Set([0xc3, 0xc7, 0xcb, 0xcf]);

/**
 * Reads a JPEG's dimensions from its frame header by walking the marker segments. null when the bytes are
 * not a JPEG, the header lies beyond them, or it is malformed; callers then decode the whole file instead.
 */
export function jpegSize(bytes: Uint8Array): JpegSize | null {
  const frame = jpegFrame(bytes);
  return frame ? { width: frame.width, height: frame.height } : null;
}

/** A JPEG's frame: its stored size and whether a browser can decode it (not lossless or hierarchical). */
export function jpegFrame(bytes: Uint8Array): (JpegSize & { decodable: boolean }) | null {
  for (const { marker, offset } of jpegHeaderSegments(bytes)) {
    if (!START_OF_FRAME.has(marker)) continue;
    if (offset + 9 > bytes.length) return null;
    const height = ((bytes[offset + 5] as number) << 8) | (bytes[offset + 6] as number);
    const width = ((bytes[offset + 7] as number) << 8) | (bytes[offset + 8] as number);
    return width > 0 && height > 0 ? { width, height, decodable: !NOT_DECODABLE_FRAMES.has(marker) } : null;
  }
  return null;
}
