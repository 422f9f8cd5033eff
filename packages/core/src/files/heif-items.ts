import { type Box, boxes, child, itemProperties, primaryItemId } from "./isobmff.ts";
import { ascii, uint16, uint32 } from "./tiff-structure.ts";

/**
 * The coded pictures of a HEIF/HEIC file, read from its `meta` box: what an HEVC decoder needs to decode the
 * primary image (one `hvc1` item, or a `grid` of `hvc1` tiles) or one of its thumbnails tile by tile, with
 * the rotation and mirroring to apply after. A layout this reader does not handle (overlays, cropping,
 * alpha, more than 8 bits, data in other items) is null: the caller decodes such a file whole with libheif.
 * Every read is bounds-checked: a damaged or hostile file gives null, never an exception.
 */

/** Where an item's bytes are, as offsets into the file. */
export type ByteRange = { readonly offset: number; readonly length: number };

/** An HEVC picture: its decoder configuration (hvcC) and its length-prefixed NAL units. */
export type HevcCoded = {
  /** bytes of each NAL length prefix in `data` (1, 2 or 4) */
  readonly lengthSize: number;
  /** the VPS, SPS and PPS NAL units of the hvcC box */
  readonly headers: readonly ByteRange[];
  /** the picture's NAL units, length-prefixed, possibly in several pieces */
  readonly data: readonly ByteRange[];
};

export type HeifPicture = {
  readonly id: number;
  /** size as stored, before `orientation` (for a grid, its output size) */
  readonly width: number;
  readonly height: number;
  /** tiles of `tileWidth` × `tileHeight`, row by row; a single `hvc1` image is one tile */
  readonly columns: number;
  readonly rows: number;
  readonly tileWidth: number;
  readonly tileHeight: number;
  readonly tiles: readonly HevcCoded[];
  /** the picture's irot/imir as an EXIF orientation (1–8) */
  readonly orientation: number;
  /** an nclx colour description of the item, when it has one; else the HEVC stream's own (VUI) applies */
  readonly nclx: { readonly matrix: number; readonly fullRange: boolean } | null;
};

export type HeifLayout = {
  /** the primary image, or null when its layout is one this reader leaves to libheif */
  readonly primary: HeifPicture | null;
  /** the primary image's thumbnails (`thmb`) this reader can decode */
  readonly thumbnails: readonly HeifPicture[];
};

type Item = { type: string; ranges: ByteRange[] | null; properties: Box[] };
type Reference = { type: string; from: number; to: number[] };

/** Full boxes (meta, iinf, iloc, ipma, …) start with a version byte and three flag bytes. */
const FULL_BOX = 4;
const MAX_TILES = 1024;

function readItems(
  bytes: Uint8Array,
  meta: Box,
): { items: Map<number, Item>; refs: Reference[]; primary: number } | null {
  const end = Math.min(meta.end, bytes.length);
  const children = boxes(bytes, meta.start + FULL_BOX, end);
  const find = (type: string) => children.find((b) => b.type === type);
  const pitm = find("pitm");
  const iinf = find("iinf");
  const iloc = find("iloc");
  const iprp = find("iprp");
  if (!pitm || !iinf || !iloc || !iprp) return null;
  const primary = primaryItemId(bytes, pitm);
  if (primary === null) return null;

  const items = new Map<number, Item>();
  const infeStart = iinf.start + FULL_BOX + (bytes[iinf.start] === 0 ? 2 : 4);
  for (const infe of boxes(bytes, infeStart, Math.min(iinf.end, end))) {
    const version = bytes[infe.start] ?? 0;
    if (infe.type !== "infe" || version < 2) continue;
    const id = version === 2 ? uint16(bytes, infe.start + 4, false) : uint32(bytes, infe.start + 4, false);
    const typeAt = infe.start + 4 + (version === 2 ? 2 : 4) + 2;
    if (id !== null && typeAt + 4 <= infe.end)
      items.set(id, { type: ascii(bytes, typeAt, 4), ranges: null, properties: [] });
  }

  // iloc: where each item's data is (in the file, or in the idat box).
  const idat = find("idat");
  const version = bytes[iloc.start] ?? 0;
  let at = iloc.start + FULL_BOX;
  const sizes = bytes[at] ?? 0;
  const sizes2 = bytes[at + 1] ?? 0;
  const [offsetSize, lengthSize, baseSize, indexSize] = [
    sizes >> 4,
    sizes & 15,
    sizes2 >> 4,
    version > 0 ? sizes2 & 15 : 0,
  ];
  at += 2;
  const read = (n: number): number | null => {
    if (n !== 0 && n !== 2 && n !== 4 && n !== 8) return null;
    if (at + n > iloc.end) return null;
    let value = 0;
    for (let i = 0; i < n; i++) value = value * 256 + (bytes[at + i] as number);
    at += n;
    return value;
  };
  const count = read(version < 2 ? 2 : 4) ?? 0;
  for (let i = 0; i < count; i++) {
    const id = read(version < 2 ? 2 : 4);
    const method = version > 0 ? (read(2) ?? 0) & 15 : 0;
    const dataReference = read(2);
    const base = read(baseSize);
    const extents = read(2);
    if (id === null || dataReference === null || base === null || extents === null) return null;
    const ranges: ByteRange[] = [];
    for (let e = 0; e < extents; e++) {
      if (indexSize > 0 && read(indexSize) === null) return null;
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (offset === null || length === null) return null;
      const origin = method === 1 && idat ? idat.start : 0;
      const limit = method === 1 && idat ? idat.end : bytes.length;
      const start = origin + base + offset;
      ranges.push({ offset: start, length: length === 0 ? limit - start : length });
    }
    const item = items.get(id);
    // Data in another file or in another item is not read here.
    const known = dataReference === 0 && (method === 0 || (method === 1 && idat));
    if (item)
      item.ranges =
        known && ranges.every((r) => r.length >= 0 && r.offset + r.length <= bytes.length) ? ranges : null;
  }

  // ipma: each item's properties, in their order (the order transformations apply in).
  const associations = child(bytes, iprp, "ipma") ? itemProperties(bytes, iprp) : null;
  if (!associations) return null;
  for (const [id, properties] of associations.byItem) items.get(id)?.properties.push(...properties);

  const refs: Reference[] = [];
  const iref = find("iref");
  if (iref) {
    const refVersion = bytes[iref.start] ?? 0;
    const idSize = refVersion === 0 ? 2 : 4;
    for (const box of boxes(bytes, iref.start + FULL_BOX, Math.min(iref.end, end))) {
      let p = box.start;
      const readId = () => {
        const value = idSize === 2 ? uint16(bytes, p, false) : uint32(bytes, p, false);
        p += idSize;
        return value;
      };
      const from = readId();
      const n = uint16(bytes, p, false) ?? 0;
      p += 2;
      const to: number[] = [];
      for (let k = 0; k < n && p + idSize <= box.end; k++) to.push(readId() ?? 0);
      if (from !== null) refs.push({ type: box.type, from, to });
    }
  }
  return { items, refs, primary };
}

/** The 2×2 matrices of the EXIF orientations (stored → upright), as [a, b, c, d]: x' = a x + b y, y' = c x + d y. */
const EXIF_MATRICES: readonly (readonly [number, number, number, number])[] = [
  [1, 0, 0, 1],
  [-1, 0, 0, 1],
  [-1, 0, 0, -1],
  [1, 0, 0, -1],
  [0, 1, 1, 0],
  [0, -1, 1, 0],
  [0, -1, -1, 0],
  [0, 1, -1, 0],
];

/**
 * The EXIF orientation equal to applying HEIF's transformations in order: `irot` turns anticlockwise by
 * 90° steps; `imir` mode 0 exchanges top and bottom (EXIF 4), mode 1 left and right (EXIF 2), as
 * ISO/IEC 23008-12:2022 and libheif read it.
 */
export function heifOrientation(transforms: readonly ({ rotate: number } | { mirror: number })[]): number {
  let m = [1, 0, 0, 1];
  for (const t of transforms) {
    let op: readonly number[];
    if ("rotate" in t) op = EXIF_MATRICES[[0, 7, 2, 5][t.rotate & 3] as number] as readonly number[];
    else op = t.mirror & 1 ? [-1, 0, 0, 1] : [1, 0, 0, -1];
    const [a, b, c, d] = op as [number, number, number, number];
    const [e, f, g, h] = m as [number, number, number, number];
    m = [a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h];
  }
  return EXIF_MATRICES.findIndex((x) => x.every((v, i) => v === m[i])) + 1;
}

function hevcCoded(bytes: Uint8Array, item: Item): HevcCoded | null {
  const hvcC = item.properties.find((p) => p.type === "hvcC");
  if (!hvcC || !item.ranges || item.ranges.length === 0) return null;
  const end = Math.min(hvcC.end, bytes.length);
  if (hvcC.start + 23 > end) return null;
  // 4:0:0 or 4:2:x, 8 bits: what the preview path converts.
  const chroma = (bytes[hvcC.start + 16] as number) & 3;
  const lumaDepth = ((bytes[hvcC.start + 17] as number) & 7) + 8;
  const chromaDepth = ((bytes[hvcC.start + 18] as number) & 7) + 8;
  if (chroma === 3 || lumaDepth !== 8 || (chroma !== 0 && chromaDepth !== 8)) return null;
  const lengthSize = ((bytes[hvcC.start + 21] as number) & 3) + 1;
  if (lengthSize === 3) return null;
  const headers: ByteRange[] = [];
  const arrays = bytes[hvcC.start + 22] as number;
  let at = hvcC.start + 23;
  for (let i = 0; i < arrays; i++) {
    const n = uint16(bytes, at + 1, false);
    at += 3;
    for (let k = 0; k < (n ?? 0); k++) {
      const length = uint16(bytes, at, false);
      if (length === null || at + 2 + length > end) return null;
      headers.push({ offset: at + 2, length });
      at += 2 + length;
    }
    if (n === null) return null;
  }
  return { lengthSize, headers, data: item.ranges };
}

function ispe(bytes: Uint8Array, item: Item): { width: number; height: number } | null {
  const box = item.properties.find((p) => p.type === "ispe");
  const width = box ? uint32(bytes, box.start + FULL_BOX, false) : null;
  const height = box ? uint32(bytes, box.start + FULL_BOX + 4, false) : null;
  return width && height ? { width, height } : null;
}

/** Properties a picture's pixels depend on that this reader does not apply: it leaves those to libheif. */
const UNHANDLED = new Set(["clap", "lsel", "a1op", "a1lx", "rloc", "iscl"]);

function itemNclx(bytes: Uint8Array, item: Item): HeifPicture["nclx"] {
  for (const p of item.properties) {
    if (p.type === "colr" && ascii(bytes, p.start, 4) === "nclx" && p.start + 11 <= bytes.length) {
      return {
        matrix: uint16(bytes, p.start + 8, false) ?? 2,
        fullRange: ((bytes[p.start + 10] as number) & 0x80) !== 0,
      };
    }
  }
  return null;
}

function picture(
  bytes: Uint8Array,
  id: number,
  items: Map<number, Item>,
  refs: Reference[],
): HeifPicture | null {
  const item = items.get(id);
  if (!item) return null;
  const transforms: ({ rotate: number } | { mirror: number })[] = [];
  for (const p of item.properties) {
    if (UNHANDLED.has(p.type)) return null;
    if (p.type === "irot") transforms.push({ rotate: bytes[p.start] ?? 0 });
    if (p.type === "imir") transforms.push({ mirror: bytes[p.start] ?? 0 });
  }
  // Alpha, or a premultiplied image: libheif composes those.
  const isAlpha = (r: Reference) => {
    if (r.type !== "auxl" || !r.to.includes(id)) return false;
    const auxC = items.get(r.from)?.properties.find((p) => p.type === "auxC");
    return (
      !auxC || /alpha|auxid:1\b/i.test(ascii(bytes, auxC.start + FULL_BOX, auxC.end - auxC.start - FULL_BOX))
    );
  };
  if (refs.some((r) => isAlpha(r) || (r.type === "prem" && r.from === id))) return null;
  const size = ispe(bytes, item);
  if (!size) return null;
  const orientation = heifOrientation(transforms);

  if (item.type === "hvc1") {
    const coded = hevcCoded(bytes, item);
    if (!coded) return null;
    const nclx = itemNclx(bytes, item);
    return {
      id,
      ...size,
      columns: 1,
      rows: 1,
      tileWidth: size.width,
      tileHeight: size.height,
      tiles: [coded],
      orientation,
      nclx,
    };
  }
  if (item.type !== "grid" || item.ranges?.length !== 1) return null;
  const range = item.ranges[0] as ByteRange;
  const at = range.offset;
  const flags = bytes[at + 1] ?? 0;
  const rows = (bytes[at + 2] ?? 0) + 1;
  const columns = (bytes[at + 3] ?? 0) + 1;
  const wide = (flags & 1) === 1;
  const width = wide ? uint32(bytes, at + 4, false) : uint16(bytes, at + 4, false);
  const height = wide ? uint32(bytes, at + 8, false) : uint16(bytes, at + 6, false);
  const tileIds = refs.find((r) => r.type === "dimg" && r.from === id)?.to ?? [];
  if (!width || !height || bytes[at] !== 0 || range.length < (wide ? 12 : 8)) return null;
  if (rows * columns !== tileIds.length || tileIds.length > MAX_TILES) return null;
  const tileItems = tileIds.map((t) => items.get(t));
  const first = tileItems[0];
  const tileSize = first ? ispe(bytes, first) : null;
  if (!tileSize || tileSize.width * columns < width || tileSize.height * rows < height) return null;
  const tiles: HevcCoded[] = [];
  for (const tile of tileItems) {
    if (
      tile?.type !== "hvc1" ||
      tile.properties.some((p) => UNHANDLED.has(p.type) || p.type === "irot" || p.type === "imir")
    )
      return null;
    const tileIspe = ispe(bytes, tile);
    if (tileIspe?.width !== tileSize.width || tileIspe.height !== tileSize.height) return null;
    const coded = hevcCoded(bytes, tile);
    if (!coded) return null;
    tiles.push(coded);
  }
  return {
    id,
    width,
    height,
    columns,
    rows,
    tileWidth: tileSize.width,
    tileHeight: tileSize.height,
    tiles,
    orientation,
    nclx: itemNclx(bytes, item) ?? (first ? itemNclx(bytes, first) : null),
  };
}

/** The primary image of a HEIF file and its thumbnails, as tiles to decode; null when there is no `meta`. */
export function heifLayout(bytes: Uint8Array): HeifLayout | null {
  const meta = child(bytes, null, "meta");
  if (!meta) return null;
  const read = readItems(bytes, meta);
  if (!read) return null;
  const { items, refs, primary } = read;
  const thumbnails = refs
    .filter((r) => r.type === "thmb" && r.to.includes(primary))
    .map((r) => picture(bytes, r.from, items, refs))
    .filter((p): p is HeifPicture => p !== null);
  return { primary: picture(bytes, primary, items, refs), thumbnails };
}

/**
 * The picture size an HEVC sequence parameter set (SPS NAL unit, with its two-byte header) declares: what
 * a decoder allocates for, read before decoding. null when it cannot be read.
 */
export function hevcSpsSize(nal: Uint8Array): { width: number; height: number } | null {
  // Remove emulation prevention bytes (00 00 03).
  const rbsp: number[] = [];
  for (let i = 2; i < nal.length && rbsp.length < 256; i++) {
    const byte = nal[i] as number;
    if (byte === 3 && rbsp.length >= 2 && rbsp[rbsp.length - 1] === 0 && rbsp[rbsp.length - 2] === 0)
      continue;
    rbsp.push(byte);
  }
  if ((nal[0] ?? 0) >> 1 !== 33) return null;
  let bit = 0;
  const bits = (n: number): number | null => {
    let value = 0;
    for (let i = 0; i < n; i++, bit++) {
      const byte = rbsp[bit >> 3];
      if (byte === undefined) return null;
      value = value * 2 + ((byte >> (7 - (bit & 7))) & 1);
    }
    return value;
  };
  const golomb = (): number | null => {
    let zeros = 0;
    for (;;) {
      const b = bits(1);
      if (b === null || zeros > 31) return null;
      if (b === 1) break;
      zeros++;
    }
    const rest = bits(zeros);
    return rest === null ? null : 2 ** zeros - 1 + rest;
  };
  bits(4); // sps_video_parameter_set_id
  const subLayers = bits(3) ?? 0; // sps_max_sub_layers_minus1
  bits(1);
  bits(96 - 8); // general profile_tier_level up to the level
  bits(8); // general_level_idc
  const present: [number, number][] = [];
  for (let i = 0; i < subLayers; i++) present.push([bits(1) ?? 0, bits(1) ?? 0]);
  if (subLayers > 0) for (let i = subLayers; i < 8; i++) bits(2);
  for (const [profile, level] of present) {
    if (profile) bits(88);
    if (level) bits(8);
  }
  golomb(); // sps_seq_parameter_set_id
  const chroma = golomb();
  if (chroma === 3) bits(1);
  const width = golomb();
  const height = golomb();
  return width && height ? { width, height } : null;
}
