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
 * The limits as measured by `npm run bench:limits` in headless Chromium through /upload (DR 005,
 * "Measured"): the largest photo a format's limits let through must keep the tab (its renderer: the page
 * and its workers) under 1.5 GB, and the whole browser under 1.5 GB more than when idle.
 *
 * Full decodes hold width × height × 4 bytes and more: 50 MP is enough for a 48 MP phone photo, and a 50 MP
 * PNG, WebP, AVIF (12-bit 4:4:4 included) or GIF, or a 48 MP HEIC decoded whole by libheif, took the
 * renderer to 0.9–1.46 GB.
 */
const FULL_DECODE_PIXELS = 50_000_000;
/**
 * A JPEG file is decoded whole by the selection list's <img> as well as small by the worker, and a
 * progressive one from coefficient buffers of the whole image: a progressive 4:4:4 JPEG took the renderer to
 * 1.66 GB at 100 MP (the browser to 2.0 GB), 1.35 GB at 64 MP (1.71 GB). 65 MP keeps a 64 MP phone
 * sensor's full-resolution JPEG (9248×6936, 64.1 MP) and every camera JPEG; phones write baseline JPEGs,
 * which took the renderer to 0.72 GB at 64 MP.
 */
const JPEG_PIXELS = 65_000_000;
/**
 * utif2 holds the file, the decoded samples (6 bytes a pixel at 16 bits) and the RGBA page, and the
 * thumbnail's worker may decode the same TIFF while the preview's does: a 16-bit TIFF took the renderer to
 * 1.55 GB at 50 MP (the browser to 1.93 GB), 1.29 GB at 40 MP (1.65 GB).
 */
const TIFF_PIXELS = 40_000_000;
/**
 * RAW previews are decoded at 1/8–1/2 scale, in a worker only (no <img>): a 100 MP baseline preview's
 * thumbnail cost the browser 55 MB, a progressive one's (which no camera writes) 0.62 GB; with the ZIP
 * reading the 200 MB original, the renderer peaked at 0.67 and 0.73 GB.
 */
const RAW_PREVIEW_PIXELS = 100_000_000;

/**
 * Every accepted format, in the order the upload note lists them, with its limits (D12). JPEG and PNG keep
 * the spec's 15MB. HEIC is decoded by a WASM decoder holding the file and its planes in memory: 30MB covers
 * a 48 MP HEIC. TIFF is often uncompressed: a 33 MP 8-bit TIFF is 100MB. A BMP is read whole by the page's
 * <img> and by the worker and decoded by both: a 143MB (50 MP) BMP took the browser to 2.1 GB, 1.7 GB more
 * than idle, so BMP stops at 100MB (a 33 MP 24-bit BMP), like TIFF. Of a RAW file the preview reads only
 * its header and embedded JPEG (the ZIP writer reads it whole, one original at a time): 200MB covers every
 * camera's RAW files, and a 200MB DNG took the renderer to 0.67 GB.
 */
export const IMAGE_FORMATS: readonly FormatRule[] = [
  { type: "jpeg", label: "JPG", maxBytes: 15 * MB, maxPixels: JPEG_PIXELS },
  { type: "png", label: "PNG", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "heic", label: "HEIC", maxBytes: 30 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "webp", label: "WebP", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "avif", label: "AVIF", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "gif", label: "GIF", maxBytes: 15 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "bmp", label: "BMP", maxBytes: 100 * MB, maxPixels: FULL_DECODE_PIXELS },
  { type: "tiff", label: "TIFF", maxBytes: 100 * MB, maxPixels: TIFF_PIXELS },
  { type: "raw", label: "RAW", maxBytes: 200 * MB, maxPixels: RAW_PREVIEW_PIXELS },
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
