/**
 * Reading TIFF structures (the container of TIFF images, DNG and most camera RAW files, and of EXIF): the
 * header and image file directories (IFDs), from bytes that start where the TIFF starts. Every read is
 * bounds-checked: a truncated or hostile file gives null or fewer entries, never an exception.
 */

export type TiffHeader = { readonly littleEndian: boolean; readonly firstIfd: number };

/** `length` bytes at `at` read as Latin-1 text ("" where the bytes end). */
export function ascii(bytes: Uint8Array, at: number, length: number): string {
  let text = "";
  for (let i = at; i < at + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i] as number);
  return text;
}

export function uint16(bytes: Uint8Array, at: number, littleEndian: boolean): number | null {
  if (at < 0 || at + 2 > bytes.length) return null;
  const a = bytes[at] as number;
  const b = bytes[at + 1] as number;
  return littleEndian ? a | (b << 8) : (a << 8) | b;
}

export function uint32(bytes: Uint8Array, at: number, littleEndian: boolean): number | null {
  if (at < 0 || at + 4 > bytes.length) return null;
  const [a, b, c, d] = [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]] as number[] as [
    number,
    number,
    number,
    number,
  ];
  return littleEndian
    ? (a | (b << 8) | (c << 16) | (d << 24)) >>> 0
    : ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

/**
 * The byte order and first IFD offset of a TIFF header: "II" or "MM" then 42, or the magic numbers
 * Panasonic (0x55) and Olympus ("RO", "RS") use for their TIFF-based RAW files.
 */
export function tiffHeader(bytes: Uint8Array): TiffHeader | null {
  const order = ascii(bytes, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const littleEndian = order === "II";
  const magic = uint16(bytes, 2, littleEndian);
  if (magic !== 42 && magic !== 0x55 && magic !== 0x4f52 && magic !== 0x5352 && magic !== 0x524f) return null;
  const firstIfd = uint32(bytes, 4, littleEndian);
  if (firstIfd === null || firstIfd < 8) return null;
  return { littleEndian, firstIfd };
}

/** Bytes per value of each TIFF field type (1 BYTE … 13 IFD). */
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};

export type IfdEntry = { readonly type: number; readonly count: number; readonly valueOffset: number };

export type Ifd = {
  readonly entries: ReadonlyMap<number, IfdEntry>;
  /** Offset of the next IFD in the chain (0: none). */
  readonly next: number;
  /** The first value of a numeric tag (BYTE, SHORT, LONG, IFD). */
  number(tag: number): number | null;
  /** Every value of a numeric tag (capped, for offset arrays). */
  numbers(tag: number): number[];
  /** An ASCII tag without its trailing NULs. */
  text(tag: number): string | null;
};

/** Most entries read from one IFD and most values read from one tag: real files have far fewer. */
const MAX_ENTRIES = 1024;
const MAX_VALUES = 4096;

/** The IFD at `offset`, or null when it lies outside the bytes. */
export function readIfd(bytes: Uint8Array, { littleEndian }: TiffHeader, offset: number): Ifd | null {
  const count = uint16(bytes, offset, littleEndian);
  if (count === null || count === 0 || count > MAX_ENTRIES) return null;
  const entries = new Map<number, IfdEntry>();
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    const tag = uint16(bytes, at, littleEndian);
    const type = uint16(bytes, at + 2, littleEndian);
    const valueCount = uint32(bytes, at + 4, littleEndian);
    if (tag === null || type === null || valueCount === null) break;
    const size = (TYPE_SIZES[type] ?? 0) * valueCount;
    const valueOffset = size <= 4 ? at + 8 : uint32(bytes, at + 8, littleEndian);
    if (valueOffset === null) break;
    if (!entries.has(tag)) entries.set(tag, { type, count: valueCount, valueOffset });
  }
  const next = uint32(bytes, offset + 2 + count * 12, littleEndian) ?? 0;

  const valueAt = (entry: IfdEntry, index: number): number | null => {
    switch (entry.type) {
      case 1:
      case 7:
        return index < bytes.length - entry.valueOffset ? (bytes[entry.valueOffset + index] ?? null) : null;
      case 3:
        return uint16(bytes, entry.valueOffset + index * 2, littleEndian);
      case 4:
      case 13:
        return uint32(bytes, entry.valueOffset + index * 4, littleEndian);
      default:
        return null;
    }
  };
  return {
    entries,
    next,
    number(tag) {
      const entry = entries.get(tag);
      return entry && entry.count > 0 ? valueAt(entry, 0) : null;
    },
    numbers(tag) {
      const entry = entries.get(tag);
      if (!entry) return [];
      const values: number[] = [];
      for (let i = 0; i < Math.min(entry.count, MAX_VALUES); i++) {
        const value = valueAt(entry, i);
        if (value === null) break;
        values.push(value);
      }
      return values;
    },
    text(tag) {
      const entry = entries.get(tag);
      if (entry?.type !== 2) return null;
      return ascii(bytes, entry.valueOffset, Math.min(entry.count, 256)).replace(/\0+$/, "");
    },
  };
}

/** Every IFD reachable from IFD0 along the chain and through sub-IFD tags, each once, breadth first. */
export function allIfds(
  bytes: Uint8Array,
  header: TiffHeader,
  subIfdTags: readonly number[] = [0x014a],
): Ifd[] {
  const seen = new Set<number>();
  const found: Ifd[] = [];
  const queue = [header.firstIfd];
  while (queue.length > 0 && found.length < 64) {
    const offset = queue.shift() as number;
    if (offset === 0 || seen.has(offset)) continue;
    seen.add(offset);
    const ifd = readIfd(bytes, header, offset);
    if (!ifd) continue;
    found.push(ifd);
    queue.push(ifd.next);
    for (const tag of subIfdTags) queue.push(...ifd.numbers(tag));
  }
  return found;
}

export const TAG = {
  imageWidth: 0x0100,
  imageLength: 0x0101,
  compression: 0x0103,
  photometric: 0x0106,
  make: 0x010f,
  stripOffsets: 0x0111,
  orientation: 0x0112,
  rowsPerStrip: 0x0116,
  stripByteCounts: 0x0117,
  tileWidth: 0x0142,
  tileLength: 0x0143,
  tileOffsets: 0x0144,
  tileByteCounts: 0x0145,
  subIfds: 0x014a,
  jpegOffset: 0x0201,
  jpegLength: 0x0202,
  exifIfd: 0x8769,
  dngVersion: 0xc612,
  /** Panasonic RW2: the full-size JPEG, stored as an UNDEFINED value. */
  panasonicJpeg: 0x002e,
} as const;
