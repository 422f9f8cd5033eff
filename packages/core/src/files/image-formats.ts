import type { ImageType, RawFormat } from "./image-type.ts";

const MB = 1024 * 1024;

export type FormatRule = {
  readonly type: ImageType;
  /** the name users know the format by */
  readonly label: string;
  /** largest accepted file */
  readonly maxBytes: number;
  /** largest declared image (width × height) the browser is asked to decode */
  readonly maxPixels: number;
};

/**
 * Full decodes (everything but JPEG) hold width × height × 4 bytes: 50 MP is 200 MB in one preview worker,
 * enough for a 48 MP phone photo or a 45 MP camera TIFF. See docs/decisions/003-photo-formats-and-limits.md.
 */
const FULL_DECODE_PIXELS = 50_000_000;
/** JPEGs (also RAW previews) are decoded at 1/8–1/2 scale: 100 MP decodes to at most 25 MP. */
const REDUCED_DECODE_PIXELS = 100_000_000;

/**
 * Every accepted format, in the order the upload note lists them, with its limits (D12). JPEG and PNG keep
 * the spec's 15MB. HEIC is decoded by a WASM decoder holding the file and its planes in memory: 30MB covers
 * a 48 MP HEIC. BMP and TIFF are often uncompressed: a 33 MP 8-bit TIFF is 100MB, a 50 MP BMP 150MB. Of a
 * RAW file only its header and embedded JPEG preview are read, never the whole file: 200MB covers every
 * camera's RAW files.
 */
export const IMAGE_FORMATS: readonly FormatRule[] = [
  { type: "jpeg", label: "JPG", maxBytes: 15 * MB, maxPixels: REDUCED_DECODE_PIXELS },
  { type: "png", label: "PNG", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "heic", label: "HEIC", maxBytes: 30 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "webp", label: "WebP", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "avif", label: "AVIF", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "gif", label: "GIF", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "bmp", label: "BMP", maxBytes: 150 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "tiff", label: "TIFF", maxBytes: 100 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "raw", label: "RAW", maxBytes: 200 * MB, maxPixels: REDUCED_DECODE_PIXELS },
];

/** The RAW formats read, as the upload note names them. */
export const RAW_FORMATS: readonly RawFormat[] = [
  "cr2",
  "cr3",
  "nef",
  "arw",
  "dng",
  "raf",
  "rw2",
  "orf",
  "pef",
];

export function formatRule(type: ImageType): FormatRule {
  return IMAGE_FORMATS.find((rule) => rule.type === type) as FormatRule;
}

/** Megabytes as the texts write them ("15MB"). */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)}MB`;
}

/** "A, B and C" */
export function listWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
