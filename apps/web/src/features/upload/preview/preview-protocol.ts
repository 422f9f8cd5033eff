/** Messages between the page and the preview worker. */
export type PreviewRequest = { id: number; file: Blob; maxSide: number; quality: number };
export type PreviewResult = { base64: string; width: number; height: number; bytes: number };
export type PreviewResponse =
  | ({ ok: true } & PreviewResult & { id: number })
  | { id: number; ok: false; error: string };

/** Longest side of the preview sent for analysis (D9). */
export const PREVIEW_MAX_SIDE = 512;
export const PREVIEW_QUALITY = 0.75;

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
