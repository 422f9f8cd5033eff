import { detectImageFormat, PAGE_IMAGE_FETCH_TIMEOUT_MS } from "@photo-organizer/core";

/**
 * The bytes of an image on a web page, and a file name for it. `lastModified`: the server's Last-Modified
 * date (ms), the nearest a web image has to a file's date; absent when it sent none.
 */
export type ImageSource = { name: string; mime: string; bytes: Uint8Array; lastModified?: number };

/** A Last-Modified header's date in ms, or undefined: none, or one that is not a date. */
export function lastModifiedOf(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const ms = Date.parse(header);
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/**
 * What the page itself fetches for us: the image's bytes as base64 (executeScript answers are JSON). Runs in
 * the page, so it gets everything it uses as arguments.
 */
async function fetchInPage(
  url: string,
  timeoutMs: number,
): Promise<{ base64: string; mime: string; lastModified: string | null } | null> {
  try {
    const response = await fetch(url, { credentials: "include", signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const blob = await response.blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { base64: btoa(binary), mime: blob.type, lastModified: response.headers.get("last-modified") };
  } catch {
    return null;
  }
}

/** Other names a format's files go by (a `.jpeg` is a JPEG too). */
const EXTENSION_ALIASES: Record<string, readonly string[]> = {
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  tiff: ["tif", "tiff"],
  heic: ["heic", "heif"],
};

/** The last part of a web address's path (`cat.jpg`), or null: no web address, or none there. */
export function addressName(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return decodeURIComponent(parsed.pathname.split("/").pop() ?? "").trim() || null;
  } catch {
    return null; // not an address, or one that does not decode
  }
}

/**
 * The name a person would give the saved image: the last part of its address (`cat.jpg`), with the extension its
 * content says when the address has none or another (`photo?id=7` → `photo.webp`).
 */
export function imageFileName(url: string, bytes: Uint8Array): string {
  const base = addressName(url) ?? "image";
  const format = detectImageFormat(bytes);
  if (!format) return base;
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  const accepted = EXTENSION_ALIASES[format.name] ?? [format.name];
  return accepted.includes(extension) ? base : `${stem}.${accepted[0]}`;
}

/**
 * The image's bytes: fetched by the extension (the tab's own site through the activeTab grant, or any site that
 * allows it), else by the page itself, which has the site's cookies and can read its own blob: and same-site
 * images. Null when neither may read it.
 */
export async function fetchImage(url: string, tabId: number | undefined): Promise<ImageSource | null> {
  let bytes: Uint8Array | null = null;
  let mime = "";
  let lastModified: number | undefined;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_IMAGE_FETCH_TIMEOUT_MS) });
    if (response.ok) {
      const blob = await response.blob();
      bytes = new Uint8Array(await blob.arrayBuffer());
      mime = blob.type;
      lastModified = lastModifiedOf(response.headers.get("last-modified"));
    }
  } catch {
    bytes = null;
  }
  if (!bytes && tabId !== undefined) {
    const [result] = await chrome.scripting
      .executeScript({ target: { tabId }, func: fetchInPage, args: [url, PAGE_IMAGE_FETCH_TIMEOUT_MS] })
      .catch(() => []);
    const answer = result?.result as
      | { base64: string; mime: string; lastModified?: string | null }
      | null
      | undefined;
    if (answer) {
      bytes = Uint8Array.from(atob(answer.base64), (c) => c.charCodeAt(0));
      mime = answer.mime;
      lastModified = lastModifiedOf(answer.lastModified);
    }
  }
  if (!bytes || bytes.byteLength === 0) return null;
  return {
    name: imageFileName(url, bytes),
    mime,
    bytes,
    ...(lastModified !== undefined ? { lastModified } : {}),
  };
}
