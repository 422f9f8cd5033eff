import { ascii, uint16, uint32 } from "./tiff-structure.ts";

/**
 * Walking ISO base media file format boxes (HEIF/HEIC, AVIF, Canon CR3), bounds-checked: a truncated or
 * hostile file gives fewer boxes, never an exception or an endless loop.
 */
export type Box = {
  readonly type: string;
  /** offset of the box's payload (after the size, type and any 64-bit size or uuid) */
  readonly start: number;
  /** offset just past the box (may lie beyond the bytes read) */
  readonly end: number;
  /** for `uuid` boxes, the 16-byte user type as hex */
  readonly uuid?: string;
};

const hex = (bytes: Uint8Array, at: number, length: number) =>
  Array.from(bytes.subarray(at, at + length), (b) => b.toString(16).padStart(2, "0")).join("");

/** The boxes in bytes[from, to), in order. */
export function boxes(bytes: Uint8Array, from = 0, to = bytes.length): Box[] {
  const found: Box[] = [];
  let at = from;
  while (at + 8 <= Math.min(to, bytes.length) && found.length < 4096) {
    let size = uint32(bytes, at, false) ?? 0;
    const type = ascii(bytes, at + 4, 4);
    let start = at + 8;
    if (size === 1) {
      const high = uint32(bytes, at + 8, false) ?? 0;
      const low = uint32(bytes, at + 12, false) ?? 0;
      size = high * 2 ** 32 + low;
      start = at + 16;
    } else if (size === 0) size = to - at;
    if (size < start - at) break;
    let uuid: string | undefined;
    if (type === "uuid") {
      uuid = hex(bytes, start, 16);
      start += 16;
    }
    found.push(uuid ? { type, start, end: at + size, uuid } : { type, start, end: at + size });
    at += size;
  }
  return found;
}

/** The first child box of `type` inside `parent` (or at the top level). */
export function child(bytes: Uint8Array, parent: Box | null, type: string, skip = 0): Box | null {
  const from = parent ? parent.start + skip : 0;
  const to = parent ? Math.min(parent.end, bytes.length) : bytes.length;
  return boxes(bytes, from, to).find((box) => box.type === type) ?? null;
}

/** Full boxes (meta, pitm, ipma, ispe, …) start with a version byte and three flag bytes. */
const FULL_BOX_HEADER = 4;

/**
 * The stored width and height of a HEIF/AVIF file's primary image: its `ispe` property (for a grid, the
 * whole grid's size). When the primary item cannot be told, the largest `ispe` of the file.
 */
export function heifPrimarySize(bytes: Uint8Array): { width: number; height: number } | null {
  const meta = child(bytes, null, "meta");
  if (!meta) return null;
  const metaChildren = boxes(bytes, meta.start + FULL_BOX_HEADER, Math.min(meta.end, bytes.length));
  const iprp = metaChildren.find((b) => b.type === "iprp");
  const ipco = iprp ? child(bytes, iprp, "ipco") : null;
  if (!ipco) return null;
  const properties = boxes(bytes, ipco.start, Math.min(ipco.end, bytes.length));
  const sizeOf = (box: Box | undefined) => {
    if (box?.type !== "ispe") return null;
    const width = uint32(bytes, box.start + FULL_BOX_HEADER, false);
    const height = uint32(bytes, box.start + FULL_BOX_HEADER + 4, false);
    return width && height ? { width, height } : null;
  };
  const largest = () => {
    let best: { width: number; height: number } | null = null;
    for (const box of properties) {
      const size = sizeOf(box);
      if (size && (!best || size.width * size.height > best.width * best.height)) best = size;
    }
    return best;
  };

  const pitm = metaChildren.find((b) => b.type === "pitm");
  const ipma = iprp ? child(bytes, iprp, "ipma") : null;
  if (!pitm || !ipma) return largest();
  const pitmVersion = bytes[pitm.start] ?? 0;
  const primary =
    pitmVersion === 0 ? uint16(bytes, pitm.start + 4, false) : uint32(bytes, pitm.start + 4, false);
  const version = bytes[ipma.start] ?? 0;
  const flags = bytes[ipma.start + 3] ?? 0;
  const entryCount = uint32(bytes, ipma.start + 4, false) ?? 0;
  let at = ipma.start + 8;
  for (let i = 0; i < entryCount && at < ipma.end; i++) {
    const id = version < 1 ? uint16(bytes, at, false) : uint32(bytes, at, false);
    at += version < 1 ? 2 : 4;
    const associations = bytes[at] ?? 0;
    at += 1;
    for (let j = 0; j < associations; j++) {
      const index = flags & 1 ? (uint16(bytes, at, false) ?? 0) & 0x7fff : (bytes[at] ?? 0) & 0x7f;
      at += flags & 1 ? 2 : 1;
      if (id === primary) {
        const size = sizeOf(properties[index - 1]);
        if (size) return size;
      }
    }
  }
  return largest();
}

/**
 * Whether a complete ISOBMFF file was cut short: a top-level box (usually `mdat`, the image data) claims
 * to run past the end. Decoders fill a cut-off HEIC's missing tiles with grey instead of failing.
 */
export function isobmffTruncated(bytes: Uint8Array): boolean {
  const top = boxes(bytes);
  return top.length === 0 || top.some((box) => box.end > bytes.length);
}
