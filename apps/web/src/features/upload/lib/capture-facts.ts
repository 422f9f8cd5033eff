import {
  type CaptureDate,
  cameraName,
  cr3MetadataTiffs,
  detectImageFormat,
  type PhotoLayout,
  RAW_HEADER_BYTES,
  rawLayout,
} from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import exifr from "exifr";

/** Where a photo's date came from: its EXIF/XMP capture date, or only the file's modification time. */
export type DateSource = "exif" | "file";

export type CaptureFacts = {
  date?: CaptureDate;
  dateSource?: DateSource;
  camera?: string;
};

/** EXIF `2021:06:14 09:05:33`, XMP `2021-06-14T09:05:33+02:00`: the camera clock's digits, kept as written. */
const STAMP = /^(\d{4})[:-](\d{2})[:-](\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?/u;
const OFFSET = /^(Z|[+-]\d{2}:\d{2})$/u;

export function parseStamp(value: unknown, offset?: unknown): CaptureDate | undefined {
  if (typeof value !== "string") return undefined;
  const m = STAMP.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as number[];
  // A camera with an unset clock writes zeros: no date rather than year 0.
  if (!year || !month || !day || month > 12 || day > 31) return undefined;
  const own = typeof offset === "string" && OFFSET.test(offset.trim()) ? offset.trim() : undefined;
  const written = m[7] ? (m[7] === "Z" ? "Z" : m[7].replace(/^([+-]\d{2}):?(\d{2})$/u, "$1:$2")) : undefined;
  const date = { year, month, day, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
  const zone = own ?? written;
  return zone ? { ...date, offset: zone } : date;
}

/** The file's modification time as the user's clock shows it: the last resort for a date. */
function fileDate(lastModified: number): CaptureDate | undefined {
  if (!lastModified) return undefined;
  const d = new Date(lastModified);
  return {
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    minute: d.getMinutes(),
    second: d.getSeconds(),
  };
}

const PARSE_OPTIONS = {
  tiff: true,
  exif: true,
  xmp: true,
  gps: false,
  interop: false,
  ifd1: false,
  reviveValues: false,
};

async function parseTags(input: Blob | ArrayBuffer | Uint8Array): Promise<Record<string, unknown>> {
  try {
    return ((await exifr.parse(input as ArrayBuffer, PARSE_OPTIONS)) ?? {}) as Record<string, unknown>;
  } catch {
    return {}; // no metadata, or a format exifr does not read: the file's date
  }
}

/** Enough of a file to tell RAF and CR3 by their signatures. */
const SIGNATURE_BYTES = 64;

/** Exif IFD tags by number: exifr reads CR3's CMT2 (an Exif IFD stored as a TIFF's first IFD) without names. */
const EXIF_TAGS: Record<string, string> = {
  36867: "DateTimeOriginal",
  36868: "CreateDate",
  36881: "OffsetTimeOriginal",
  36882: "OffsetTimeDigitized",
};

/**
 * The tags of the RAW files exifr does not read whole: Fujifilm RAF keeps its EXIF in the embedded JPEG,
 * Canon CR3 its IFD0 and Exif IFD in boxes of their own. Read from the file's first bytes only.
 */
async function rawTags(input: Blob | ArrayBuffer | Uint8Array): Promise<Record<string, unknown>> {
  const bytes = async (length: number) =>
    input instanceof Blob
      ? new Uint8Array(await input.slice(0, length).arrayBuffer())
      : (input instanceof Uint8Array ? input : new Uint8Array(input)).subarray(0, length);
  // The signature first: a photo without a date is mostly a JPEG or PNG, whose first megabytes are not read.
  const format = detectImageFormat(await bytes(SIGNATURE_BYTES))?.name;
  if (format !== "raf" && format !== "cr3") return {};
  const head = await bytes(RAW_HEADER_BYTES);
  if (format === "raf") {
    const jpeg = rawLayout("raf", head, head.length).jpegs[0];
    return jpeg ? parseTags(head.slice(jpeg.offset, jpeg.offset + jpeg.length)) : {};
  }
  const { ifd0, exif } = cr3MetadataTiffs(head);
  const named = Object.entries(exif ? await parseTags(exif.slice()) : {}).map(([key, value]) => [
    EXIF_TAGS[key] ?? key,
    value,
  ]);
  return { ...(ifd0 ? await parseTags(ifd0.slice()) : {}), ...Object.fromEntries(named) };
}

/**
 * Where a photo's capture date can be: the whole file (TIFF, HEIC and RAW keep their metadata wherever their
 * container puts it), but at most its first `METADATA_READ_BYTES`: a scan or a medium-format RAW of hundreds of
 * megabytes keeps its metadata near its start too, and four of them read whole at once would take a gigabyte.
 */
export const METADATA_READ_BYTES = 64 * 1024 * 1024;

const TIFF_STARTS = ["II*\0", "MM\0*"];

/**
 * A TIFF-based file (TIFF, DNG, NEF, ARW, CR2…) read from a Blob: exifr reads a Blob's TIFF structure from its
 * first 64 KB only, and does not follow an IFD written further on (a DNG may keep IFD0 after its image tiles), so
 * the camera's date and model would be missed and the file's time said instead. Such a file's first
 * `METADATA_READ_BYTES` are read as bytes, as the command-line tool reads every file.
 */
async function tiffBytes(input: Blob): Promise<Uint8Array | null> {
  const start = new TextDecoder("latin1").decode(await input.slice(0, 4).arrayBuffer());
  if (!TIFF_STARTS.includes(start)) return null;
  return new Uint8Array(await input.slice(0, METADATA_READ_BYTES).arrayBuffer());
}

const hasDate = (tags: Record<string, unknown>) =>
  !!(tags.DateTimeOriginal || tags.CreateDate || tags.DateCreated);

/** The EXIF/XMP tags the date and camera come from; empty when the file has none or cannot be read. */
export async function readCaptureTags(
  input: Blob | ArrayBuffer | Uint8Array,
): Promise<Record<string, unknown>> {
  const tags = await parseTags(input);
  if (hasDate(tags)) return tags;
  if (input instanceof Blob) {
    const bytes = await tiffBytes(input).catch(() => null);
    if (bytes) return readCaptureTags(bytes);
  }
  const raw = await rawTags(input).catch(() => ({}));
  return Object.keys(raw).length > 0 ? { ...tags, ...raw } : tags;
}

/** Date (DateTimeOriginal with its offset, then XMP's DateCreated, then CreateDate, then the file's time) and camera of a photo. */
export function captureFactsOf(tags: Record<string, unknown>, lastModified: number): CaptureFacts {
  // XMP's photoshop:DateCreated is the capture date too (exiftool's DateTimeOriginal reads it the same way).
  const exif =
    parseStamp(tags.DateTimeOriginal, tags.OffsetTimeOriginal) ??
    parseStamp(tags.DateCreated) ??
    parseStamp(tags.CreateDate, tags.OffsetTimeDigitized);
  const date = exif ?? fileDate(lastModified);
  const camera = cameraName(
    typeof tags.Make === "string" ? tags.Make : undefined,
    typeof tags.Model === "string" ? tags.Model : undefined,
  );
  return {
    ...(date ? { date, dateSource: exif ? "exif" : "file" } : {}),
    ...(camera ? { camera } : {}),
  };
}

export async function readCaptureFacts(file: File): Promise<CaptureFacts> {
  return captureFactsOf(await readCaptureTags(file), file.lastModified);
}

/** A photo's layout: the settings' patterns with its own capture date and camera (the browser's and the CLI's). */
export function layoutOf(
  settings: OrganizationSettings,
  { date, dateSource, camera }: CaptureFacts,
): PhotoLayout {
  return {
    folderPattern: settings.folderPattern,
    namePattern: settings.namePattern,
    sidecars: settings.sidecars,
    ...(date ? { date, dateSource } : {}),
    ...(camera ? { camera } : {}),
  };
}
