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

/** The primary item's id, from a `pitm` box. */
export function primaryItemId(bytes: Uint8Array, pitm: Box): number | null {
  return bytes[pitm.start] === 0
    ? uint16(bytes, pitm.start + 4, false)
    : uint32(bytes, pitm.start + 4, false);
}

/**
 * The property boxes of `ipco` and, from `ipma`, each item's properties in their order (the order HEIF
 * applies transformations in; none when `ipma` is missing or was not read); null without `ipco`.
 */
export function itemProperties(
  bytes: Uint8Array,
  iprp: Box,
): { properties: Box[]; byItem: Map<number, Box[]> } | null {
  const ipco = child(bytes, iprp, "ipco");
  const ipma = child(bytes, iprp, "ipma");
  if (!ipco) return null;
  const properties = boxes(bytes, ipco.start, Math.min(ipco.end, bytes.length));
  const byItem = new Map<number, Box[]>();
  if (!ipma) return { properties, byItem };
  const version = bytes[ipma.start] ?? 0;
  const wide = ((bytes[ipma.start + 3] ?? 0) & 1) === 1;
  const entries = uint32(bytes, ipma.start + 4, false) ?? 0;
  let at = ipma.start + 8;
  for (let i = 0; i < entries && at < ipma.end; i++) {
    const id = version < 1 ? uint16(bytes, at, false) : uint32(bytes, at, false);
    at += version < 1 ? 2 : 4;
    const associations = bytes[at] ?? 0;
    at += 1;
    const associated: Box[] = [];
    for (let j = 0; j < associations; j++) {
      const index = wide ? (uint16(bytes, at, false) ?? 0) & 0x7fff : (bytes[at] ?? 0) & 0x7f;
      at += wide ? 2 : 1;
      const property = properties[index - 1];
      if (property) associated.push(property);
    }
    if (id !== null) byItem.set(id, [...(byItem.get(id) ?? []), ...associated]);
  }
  return { properties, byItem };
}

/**
 * The stored width and height of a HEIF/AVIF file's primary image: its `ispe` property (for a grid, the
 * whole grid's size). When the primary item cannot be told, the largest `ispe` of the file.
 */
export function heifPrimarySize(bytes: Uint8Array): { width: number; height: number } | null {
  const meta = child(bytes, null, "meta");
  if (!meta) return null;
  const metaChildren = boxes(bytes, meta.start + FULL_BOX_HEADER, Math.min(meta.end, bytes.length));
  const iprp = metaChildren.find((b) => b.type === "iprp");
  const found = iprp ? itemProperties(bytes, iprp) : null;
  if (!found) return null;
  const sizeOf = (box: Box | undefined) => {
    if (box?.type !== "ispe") return null;
    const width = uint32(bytes, box.start + FULL_BOX_HEADER, false);
    const height = uint32(bytes, box.start + FULL_BOX_HEADER + 4, false);
    return width && height ? { width, height } : null;
  };

  const pitm = metaChildren.find((b) => b.type === "pitm");
  const primary = pitm ? primaryItemId(bytes, pitm) : null;
  for (const box of primary === null ? [] : (found.byItem.get(primary) ?? [])) {
    const size = sizeOf(box);
    if (size) return size;
  }
  let largest: { width: number; height: number } | null = null;
  for (const box of found.properties) {
    const size = sizeOf(box);
    if (size && (!largest || size.width * size.height > largest.width * largest.height)) largest = size;
  }
  return largest;
}

/**
 * Whether a complete ISOBMFF file was cut short: a top-level box (usually `mdat`, the image data) claims
 * to run past the end. Decoders fill a cut-off HEIC's missing tiles with grey instead of failing.
 */
export function isobmffTruncated(bytes: Uint8Array): boolean {
  const top = boxes(bytes);
  return top.length === 0 || top.some((box) => box.end > bytes.length);
}
