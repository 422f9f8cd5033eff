/** Messages between the page and the preview worker. */
export type PreviewRequest = {
  id: number;
  file: Blob;
  maxSide: number;
  quality: number;
  /** "base64" for the analysis call, "blob" for a thumbnail shown on the page */
  output: "base64" | "blob";
  /** also the preview's difference hash, to point out near-duplicates (#21) */
  fingerprint?: boolean;
};
export type PreviewResult = {
  base64: string;
  blob: Blob | null;
  width: number;
  height: number;
  bytes: number;
  /** the format that was read, as `detectImageFormat` names it ("heic", "cr3", …) */
  format: string;
  /** the preview's difference hash (16 hex digits), when asked for */
  dhash?: string;
};
/**
 * Why a photo could not be previewed: the file is damaged, cut short (its picture stops before its end), too
 * large to decode, or a RAW without preview.
 */
export type UnreadableReason =
  | { kind: "damaged" }
  | { kind: "incomplete" }
  | { kind: "too_many_pixels"; width: number; height: number }
  | { kind: "no_preview" };
export type PreviewResponse =
  | ({ ok: true } & PreviewResult & { id: number })
  | { id: number; ok: false; error: string; unreadable: UnreadableReason };

/** Longest side of the preview sent for analysis (D9). */
export const PREVIEW_MAX_SIDE = 512;
export const PREVIEW_QUALITY = 0.75;
/** Longest side of a selection-list thumbnail (shown at 48 CSS px, sharp on 2x screens). */
export const THUMBNAIL_MAX_SIDE = 96;

/** Scales (width, height) so the longer side is at most `maxSide`, never upscaling. */
export function previewSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * How far under the preview size a reduced JPEG decode may come out: a 12 MP photo decodes at 1/8 to
 * 504 px, and taking that as it is costs half as much as decoding 1008 px and scaling it down.
 */
export const REDUCED_DECODE_SLACK = 0.9;

/**
 * The size to ask a JPEG decoder for so it can decode at a reduced DCT scale (n/8, which libjpeg does far
 * faster than decoding every pixel): the smallest n/8 whose longer side reaches `maxSide` (within the slack).
 */
export function jpegDecodeSize(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const wanted = maxSide * REDUCED_DECODE_SLACK;
  const eighths = Math.min(8, Math.max(1, Math.ceil((8 * wanted) / Math.max(width, height))));
  return { width: Math.ceil((width * eighths) / 8), height: Math.ceil((height * eighths) / 8) };
}

type WithToBase64 = Uint8Array & { toBase64?: () => string };

/** Base64 without a data-URL prefix (the analysis call's payload, spec section 7). */
export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as WithToBase64).toBase64;
  if (typeof native === "function") return native.call(bytes);
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
