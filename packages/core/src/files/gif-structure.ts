import { uint16 } from "./tiff-structure.ts";

/**
 * Walking a GIF's blocks (GIF89a specification): the logical screen, then extensions and images, each image's
 * data as sub-blocks ending in an empty one. Bounds-checked: a truncated or hostile file gives null or a
 * frame whose data has no end, never an exception.
 */

export type GifFrame = {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  /** offset just past the frame's image data (its empty sub-block), or null where the file ends first */
  readonly dataEnd: number | null;
};

/** Sub-blocks from `at` on: the offset just past the empty one that ends them, or null past the bytes. */
function subBlocksEnd(bytes: Uint8Array, from: number): number | null {
  let at = from;
  while (at < bytes.length && bytes[at] !== 0) at += (bytes[at] as number) + 1;
  return at < bytes.length ? at + 1 : null;
}

/** Bytes of a colour table whose presence and size a packed flags byte gives. */
const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);

/** The logical screen's size, or null for bytes that are not a GIF. */
export function gifScreen(bytes: Uint8Array): { width: number; height: number } | null {
  const header = String.fromCharCode(...bytes.subarray(0, 6));
  if (header !== "GIF87a" && header !== "GIF89a") return null;
  const width = uint16(bytes, 6, true);
  const height = uint16(bytes, 8, true);
  return width !== null && height !== null ? { width, height } : null;
}

/** The first image of a GIF, past any extensions, or null when there is none or its descriptor is cut off. */
export function gifFirstFrame(bytes: Uint8Array): GifFrame | null {
  if (!gifScreen(bytes)) return null;
  let at = 13 + colourTable(bytes[10] ?? 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      // an extension: its label, then its data sub-blocks
      const end = subBlocksEnd(bytes, at + 2);
      if (end === null) return null;
      at = end;
    } else if (block === 0x2c) {
      const [left, top, width, height] = [1, 3, 5, 7].map((field) => uint16(bytes, at + field, true));
      if (left == null || top == null || width == null || height == null || at + 10 > bytes.length)
        return null;
      // the local colour table, then the LZW minimum code size, then the data sub-blocks
      const data = at + 10 + colourTable(bytes[at + 9] as number) + 1;
      return { left, top, width, height, dataEnd: subBlocksEnd(bytes, data) };
    } else return null;
  }
  return null;
}
