/**
 * The browser extension (D19): what it is allowed to do, where it saves, and every text it shows. The manifest
 * is built from these, and the /chrome-extension page describes the extension from the same lists, so the page
 * cannot promise what the manifest does not ask for.
 */

/**
 * The public half of the key the unpacked extension is built with. Chromium derives an unpacked extension's id
 * from it, so every self-hosted build has the same id and the server can accept that id's Origin without
 * configuration. A store build leaves the key out: the store assigns its own id (configure EXTENSION_IDS).
 */
export const EXTENSION_PUBLIC_KEY =
  "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtfoBMi7gkLb0fWo/Ik7IJSkC37IM1syeyAkxn0umS5dxWKugU4nMHIAeE9ufBy4dR+7eeXkNmOGlZ2ihq4SvRAyYy1d94wSr1OhmxAcg16OGRzaAJZRV9jj0+ulhLGuElm5R6A9btCHHFNsuSnowpp2HIjZeKOz3ebXYB9IMQ+exogJpg+DDGLCmw/QL/1jlmsp4GX33mhVFJe3rraePuW6WejIg+lrvtxlyCqcXuDLYtUnpsm6VRtklbI61pEE/fHA8Dx2qvrG8gh6G+3zhjez2Xi3XvG8198hl+PgkQSfRAf1z+5xwEi1XSNT5Yz2O7Yr8aL1f+fRUT1bWCqBDWQIDAQAB";

/** The file the server offers for download on /chrome-extension (the unpacked build, zipped). */
export const EXTENSION_ZIP_NAME = "photo-organizer-extension.zip";

/** Folder under the browser's Downloads folder that "Organize this image" saves into. */
export const EXTENSION_DOWNLOAD_FOLDER = "Photo Organizer";

/** Images on a page smaller than this on both sides (icons, spacers, avatars) are not offered. */
export const PAGE_IMAGE_MIN_SIDE = 100;

/** How long one page image may take to download before it is reported as not downloaded (a stalled server). */
export const PAGE_IMAGE_FETCH_TIMEOUT_MS = 30_000;

/** How long the picker waits for a picture the page has not loaded yet (below the fold, a background) to tell its size. */
export const PAGE_IMAGE_SIZE_WAIT_MS = 5_000;

/**
 * How long photos chosen in the toolbar window wait in the extension's storage for the tab they were handed to
 * (which takes them at once, or once the user has signed in there); then they are dropped.
 */
export const HANDOVER_KEPT_MS = 60 * 60 * 1000;

/**
 * Largest image "Organize this image" takes from a page (bytes). It goes from the service worker to the page
 * that previews it in one message, which Chrome caps at 64 MiB of JSON (the image as base64, a third more).
 * A larger one (a BMP or TIFF a site accepts up to 100 MB) is organized from a file chosen in the popup.
 */
export const MENU_IMAGE_MAX_BYTES = 45 * 1024 * 1024;

/** The permissions the extension asks for, each with why: the manifest and the /chrome-extension page read this. */
export const EXTENSION_PERMISSIONS = [
  { name: "contextMenus", why: "adds “Organize this image” to the menu you get by right-clicking an image" },
  { name: "downloads", why: "saves the ZIP and organized images into your Downloads folder" },
  { name: "storage", why: "remembers which Photo Organizer server you use" },
  { name: "activeTab", why: "reads the images of the tab you are on, only when you ask it to" },
  { name: "scripting", why: "lists a page's images when you click “Organize images on this page”" },
  { name: "offscreen", why: "makes the small preview of a web image you organize, as the website does" },
  { name: "notifications", why: "tells you where an organized image was saved" },
] as const;

export type ExtensionPermission = (typeof EXTENSION_PERMISSIONS)[number]["name"];

/** `Photo Organizer/Animals/cat.jpg`: a path relative to the Downloads folder, as chrome.downloads takes it. */
export function extensionDownloadPath(zipPath: string): string {
  return `${EXTENSION_DOWNLOAD_FOLDER}/${zipPath}`;
}

/** The Origin an extension page or service worker sends: `chrome-extension://<id>`. */
export function extensionOrigin(id: string): string {
  return `chrome-extension://${id}`;
}

/** Chromium's extension ids: 32 letters a–p. */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/**
 * The id of the extension a Chrome Web Store listing is for (`https://chromewebstore.google.com/detail/<name>/<id>`,
 * or the older `chrome.google.com/webstore/detail/…`), or null for any other address. The site's "Add to Chrome"
 * leads there, so the extension installed from it is one whose requests the server takes.
 */
export function webStoreExtensionId(listing: string): string | null {
  let url: URL;
  try {
    url = new URL(listing);
  } catch {
    return null;
  }
  const store =
    (url.hostname === "chromewebstore.google.com" && url.pathname.startsWith("/detail/")) ||
    (url.hostname === "chrome.google.com" && url.pathname.startsWith("/webstore/detail/"));
  if (!store) return null;
  const id = url.pathname.split("/").filter(Boolean).pop() ?? "";
  return EXTENSION_ID_PATTERN.test(id) ? id : null;
}

/**
 * Chromium's id of an extension from its public key: the first 128 bits of the key's SHA-256, each hex digit
 * written as a letter from a (0) to p (15). `sha256Hex` is passed in so that core stays free of I/O and crypto.
 */
export function extensionIdFromKey(
  publicKeyBase64: string,
  sha256Hex: (bytes: Uint8Array) => string,
): string {
  const der = Uint8Array.from(atob(publicKeyBase64), (c) => c.charCodeAt(0));
  return [...sha256Hex(der).slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join("");
}

/**
 * The path, relative to the Downloads folder, of what the browser wrote when asked for `requested`: the browser
 * keeps the folders but may rename the file itself so it does not overwrite one already there
 * (`organized_photos (1).zip`), and reports the file's full path on disk (`written`, either separator).
 */
export function writtenDownloadPath(requested: string, written: string): string {
  const name = written.split(/[\\/]/).pop() || requested.split("/").pop() || requested;
  const folders = requested.split("/").slice(0, -1);
  return [...folders, name].join("/");
}
