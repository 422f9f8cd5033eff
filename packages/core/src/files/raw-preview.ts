import type { RawFormat } from "./image-type.ts";
import { boxes, child } from "./isobmff.ts";
import { allIfds, type Ifd, readIfd, TAG, tiffHeader, uint32 } from "./tiff-structure.ts";

/** A JPEG stored inside a RAW file: where it starts and how many bytes it may take. */
export type EmbeddedJpeg = { readonly offset: number; readonly length: number };

export type RawLayout = {
  /** every embedded JPEG found, in file order; the caller sizes them and picks one */
  readonly jpegs: readonly EmbeddedJpeg[];
  /** the RAW's EXIF orientation (1–8), which applies to its previews; 1 when it has none */
  readonly orientation: number;
  /** the file ends inside an embedded JPEG it declares: it was cut short (an interrupted copy) */
  readonly cutShort: boolean;
};

/** How many leading bytes `rawLayout` reads: every camera writes its IFDs and CR3 boxes within them. */
export const RAW_HEADER_BYTES = 4 * 1024 * 1024;

const SOI = [0xff, 0xd8, 0xff];
const isJpegAt = (bytes: Uint8Array, at: number) => SOI.every((b, i) => bytes[at + i] === b);

const validOrientation = (value: number | null) => (value && value >= 1 && value <= 8 ? value : 1);

/** Whether the file ends inside `jpeg` (it starts before the end and is declared to run past it). */
const endsInside = (jpeg: EmbeddedJpeg, fileSize: number) =>
  jpeg.offset < fileSize && jpeg.offset + jpeg.length > fileSize;

/** The embedded JPEGs that lie inside the file, and whether the file ends inside one of them. */
function within(declared: readonly EmbeddedJpeg[], fileSize: number) {
  return {
    jpegs: declared.filter((j) => j.offset + j.length <= fileSize),
    cutShort: declared.some((j) => endsInside(j, fileSize)),
  };
}

/** JPEGs a TIFF IFD points at: the JPEG interchange offset, or a single JPEG-compressed strip. */
function ifdJpegs(ifd: Ifd): EmbeddedJpeg[] {
  const found: EmbeddedJpeg[] = [];
  const offset = ifd.number(TAG.jpegOffset);
  const length = ifd.number(TAG.jpegLength);
  if (offset && length) found.push({ offset, length });
  const compression = ifd.number(TAG.compression);
  const strips = ifd.numbers(TAG.stripOffsets);
  const counts = ifd.numbers(TAG.stripByteCounts);
  // Compression 6/7 (JPEG) in one strip: CR2's and NEF's full-size previews. Raw sensor data stored as
  // lossless JPEG is left out later by its frame type.
  if ((compression === 6 || compression === 7) && strips.length === 1 && counts.length === 1) {
    found.push({ offset: strips[0] as number, length: counts[0] as number });
  }
  const panasonic = ifd.entries.get(TAG.panasonicJpeg);
  if (panasonic && panasonic.count > 0)
    found.push({ offset: panasonic.valueOffset, length: panasonic.count });
  return found.filter((j) => j.offset > 0 && j.length > 0);
}

function tiffLayout(bytes: Uint8Array, fileSize: number, base = 0): RawLayout {
  const view = bytes.subarray(base);
  const header = tiffHeader(view);
  if (!header) return { jpegs: [], orientation: 1, cutShort: false };
  const ifds = allIfds(view, header);
  const declared = ifds.flatMap(ifdJpegs).map((j) => ({ offset: j.offset + base, length: j.length }));
  return {
    ...within(declared, fileSize),
    orientation: validOrientation(ifds[0]?.number(TAG.orientation) ?? null),
  };
}

/**
 * Fujifilm RAF: a fixed header whose big-endian words at 84 and 88 give the embedded JPEG's offset and
 * length; that JPEG carries its own EXIF orientation.
 */
function rafLayout(bytes: Uint8Array, fileSize: number): RawLayout {
  const offset = uint32(bytes, 84, false);
  const length = uint32(bytes, 88, false);
  return { ...within(offset && length ? [{ offset, length }] : [], fileSize), orientation: 1 };
}

/** Canon's CR3 boxes: the metadata box inside `moov`, and the top-level box holding the PRVW preview. */
const CR3_METADATA_UUID = "85c0b687820f11e08111f4ce462b6a48";
const CR3_PREVIEW_UUID = "eaf42b5e1c984b88b9fbb7dc406e4d16";

/** The JPEG that starts within the first bytes of a THMB or PRVW box and runs to the box's end. */
function jpegInBox(bytes: Uint8Array, start: number, end: number): EmbeddedJpeg | null {
  for (let at = start; at < Math.min(start + 64, end); at++) {
    if (isJpegAt(bytes, at)) return { offset: at, length: end - at };
  }
  return null;
}

/**
 * Canon CR3 (ISOBMFF): the 1620-pixel PRVW preview in its own top-level box, and the small THMB thumbnail
 * in `moov`'s metadata box next to CMT1, the IFD0 that holds the orientation.
 */
function cr3Layout(bytes: Uint8Array, fileSize: number): RawLayout {
  const jpegs: EmbeddedJpeg[] = [];
  let orientation = 1;
  const moov = child(bytes, null, "moov");
  const metadata = moov
    ? boxes(bytes, moov.start, Math.min(moov.end, bytes.length)).find((b) => b.uuid === CR3_METADATA_UUID)
    : undefined;
  if (metadata) {
    for (const box of boxes(bytes, metadata.start, Math.min(metadata.end, bytes.length))) {
      if (box.type === "CMT1") {
        const ifd0 = bytes.subarray(box.start, Math.min(box.end, bytes.length));
        const header = tiffHeader(ifd0);
        if (header)
          orientation = validOrientation(
            readIfd(ifd0, header, header.firstIfd)?.number(TAG.orientation) ?? null,
          );
      }
      if (box.type === "THMB") {
        const jpeg = jpegInBox(bytes, box.start, box.end);
        if (jpeg) jpegs.push(jpeg);
      }
    }
  }
  const preview = boxes(bytes).find((b) => b.uuid === CR3_PREVIEW_UUID);
  if (preview) {
    // Eight bytes of Canon's own precede the PRVW box.
    for (const box of boxes(bytes, preview.start + 8, Math.min(preview.end, bytes.length))) {
      if (box.type !== "PRVW") continue;
      const jpeg = jpegInBox(bytes, box.start, box.end);
      if (jpeg) jpegs.push(jpeg);
    }
  }
  return { ...within(jpegs, fileSize), orientation };
}

/**
 * Canon CR3's metadata: CMT1 (IFD0: make, model) and CMT2 (the Exif IFD: capture date and offset), each a TIFF
 * of its own inside `moov`'s metadata box; none when the file has no such box in `head`.
 */
export function cr3MetadataTiffs(head: Uint8Array): { ifd0?: Uint8Array; exif?: Uint8Array } {
  const moov = child(head, null, "moov");
  const metadata = moov
    ? boxes(head, moov.start, Math.min(moov.end, head.length)).find((b) => b.uuid === CR3_METADATA_UUID)
    : undefined;
  const found: { ifd0?: Uint8Array; exif?: Uint8Array } = {};
  for (const box of metadata ? boxes(head, metadata.start, Math.min(metadata.end, head.length)) : []) {
    const tiff = head.subarray(box.start, Math.min(box.end, head.length));
    if (box.type === "CMT1") found.ifd0 = tiff;
    if (box.type === "CMT2") found.exif = tiff;
  }
  return found;
}

/**
 * Where a RAW file keeps its embedded JPEG previews, read from its first `RAW_HEADER_BYTES` (`head`) without
 * touching the sensor data. TIFF-based formats (CR2, NEF, ARW, DNG, PEF, RW2, ORF) through their IFDs,
 * RAF through its header, CR3 through its boxes.
 */
export function rawLayout(format: RawFormat, head: Uint8Array, fileSize: number): RawLayout {
  switch (format) {
    case "raf":
      return rafLayout(head, fileSize);
    case "cr3":
      return cr3Layout(head, fileSize);
    default:
      return tiffLayout(head, fileSize);
  }
}

export type SizedJpeg = EmbeddedJpeg & { readonly width: number; readonly height: number };

/**
 * The preview to decode: the smallest that still fills a `minSide` preview (decoding a 24 MP preview to
 * make a 512-pixel one wastes time and memory), otherwise the largest there is; null when there is none at
 * least `floor` pixels on its longer side (8-pixel stubs are no picture).
 */
export function choosePreview(jpegs: readonly SizedJpeg[], minSide: number, floor = 160): SizedJpeg | null {
  const usable = jpegs.filter((j) => Math.max(j.width, j.height) >= floor);
  const area = (j: SizedJpeg) => j.width * j.height;
  const bigEnough = usable
    .filter((j) => Math.max(j.width, j.height) >= minSide)
    .sort((a, b) => area(a) - area(b));
  if (bigEnough[0]) return bigEnough[0];
  return usable.sort((a, b) => area(b) - area(a))[0] ?? null;
}
