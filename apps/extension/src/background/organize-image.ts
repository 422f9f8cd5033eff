import { checkImageFile, EXTENSION_COPY, extensionDownloadPath, sidecarPath } from "@photo-organizer/core";
import { downloadUrl } from "../lib/downloads";
import type { OffscreenRequest, OrganizedImage } from "../lib/messages";
import { serverAddress } from "../lib/server-address";
import { type ImageOutcome, menuImageRefusal, outcomeMessage } from "./image-outcome";
import { fetchImage } from "./image-source";
import { whileKeptAlive } from "./keep-alive";

const OFFSCREEN_PAGE = "src/offscreen/offscreen.html";

/** The hidden page that makes previews (workers) and blob URLs, which a service worker cannot. */
async function ensureOffscreen(): Promise<void> {
  const url = chrome.runtime.getURL(OFFSCREEN_PAGE);
  const open = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
    documentUrls: [url],
  });
  if (open.length > 0) return;
  await chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PAGE,
      reasons: [chrome.offscreen.Reason.WORKERS, chrome.offscreen.Reason.BLOBS],
      justification: "Makes the preview of an image the user asked to organize, as the website does.",
    })
    .catch((error: unknown) => {
      // Two clicks in quick succession: the other one opened it.
      if (!String(error).includes("single offscreen")) throw error;
    });
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function notify(message: string): Promise<void> {
  await chrome.notifications.create({
    type: "basic",
    iconUrl: chrome.runtime.getURL("icons/icon-128.png"),
    title: EXTENSION_COPY.notificationTitle,
    message,
  });
}

/**
 * The XMP sidecar beside the image as the browser named it (`cat (1).jpg.xmp` beside `cat (1).jpg`), as the
 * ZIP has it. A data URL: the service worker can make no blob URL. The image is saved either way, so a sidecar
 * the browser refuses does not turn the save into a failure.
 */
async function saveSidecar(savedImage: string, sidecar: string): Promise<void> {
  const url = `data:application/octet-stream;base64,${toBase64(new TextEncoder().encode(sidecar))}`;
  await downloadUrl(url, sidecarPath(savedImage)).catch(() => undefined);
}

/** The clicks whose answer this worker waits for, by request id: gone with the worker if Chrome stops it. */
const waiting = new Map<string, (outcome: ImageOutcome) => void>();

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Organize this image": the image is fetched, previewed and analysed with the user's account, then saved to
 * `Downloads/Photo Organizer/<Folder>/<name>.<ext>`; a notification says where it went, or why not.
 */
export async function organizeImage(srcUrl: string, tabId: number | undefined): Promise<ImageOutcome> {
  const started = await start(srcUrl, tabId).catch((error: unknown) => ({ failed: errorText(error) }));
  if ("answered" in started) return whileKeptAlive(started.answered);
  await notify(outcomeMessage(started)).catch(() => undefined);
  return started;
}

/** The image handed to the offscreen page, whose answer `imageOrganized` saves; or why it was not. */
async function start(
  srcUrl: string,
  tabId: number | undefined,
): Promise<ImageOutcome | { answered: Promise<ImageOutcome> }> {
  const image = await fetchImage(srcUrl, tabId);
  if (!image) return { failed: EXTENSION_COPY.imageUnreachable };
  // Checked by content, as the site checks a chosen file: a page's "photo.jpg" may be a web page or a program.
  const check = checkImageFile({ name: image.name, size: image.bytes.byteLength, head: image.bytes });
  if (!check.ok) return { skipped: check.message };
  const tooLarge = menuImageRefusal(image.bytes.byteLength);
  if (tooLarge) return tooLarge;
  await ensureOffscreen();
  const id = crypto.randomUUID();
  const answered = new Promise<ImageOutcome>((resolve) => waiting.set(id, resolve));
  const request: OffscreenRequest = {
    target: "offscreen",
    type: "organize-image",
    id,
    server: await serverAddress(),
    name: image.name,
    mime: image.mime,
    base64: toBase64(image.bytes),
    ...(image.lastModified !== undefined ? { lastModified: image.lastModified } : {}),
  };
  try {
    await chrome.runtime.sendMessage(request);
  } catch (error) {
    waiting.delete(id);
    throw error;
  }
  return { answered };
}

/**
 * The offscreen page's answer: the image saved and the user told, by this worker or, when Chrome stopped the one
 * that asked while the analysis ran, by the one the answer started (the image was charged: it is saved either way).
 */
export async function imageOrganized(id: string, answer: OrganizedImage): Promise<void> {
  const outcome = await save(answer).catch((error: unknown) => ({ failed: errorText(error) }));
  await notify(outcomeMessage(outcome)).catch(() => undefined);
  waiting.get(id)?.(outcome);
  waiting.delete(id);
}

async function save(answer: OrganizedImage): Promise<ImageOutcome> {
  if (!answer.ok) return { failed: answer.reason };
  const path = extensionDownloadPath(answer.path);
  try {
    // Said as the browser wrote it: a second cat.jpg in the folder is "cat (1).jpg".
    const saved = await downloadUrl(answer.url, path);
    if (answer.sidecar) await saveSidecar(saved, answer.sidecar);
    return { saved, failure: answer.failure };
  } finally {
    const release: OffscreenRequest = { target: "offscreen", type: "release", url: answer.url };
    await chrome.runtime.sendMessage(release).catch(() => undefined);
  }
}
