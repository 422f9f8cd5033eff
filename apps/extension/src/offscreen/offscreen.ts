import { PreviewPool } from "@/features/upload/preview/preview-pool";
import { setApiOrigin } from "@/lib/api-client";
import { type ImageOrganized, isOffscreenRequest, type OrganizedImage } from "../lib/messages";
import { organizeWebImage } from "./organize-web-image";

/**
 * The service worker cannot start workers or make blob URLs; this hidden page does both for "Organize this
 * image": it makes the preview in the website's preview worker and hands back a URL of the original to save.
 */
let previews: PreviewPool | null = null;

function fileFrom(name: string, mime: string, base64: string, lastModified?: number): File {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: mime, ...(lastModified !== undefined ? { lastModified } : {}) });
}

/** How often, and how far apart, an answer is offered to a service worker that does not take it (starting up). */
const DELIVERY_ATTEMPTS = 5;
const DELIVERY_RETRY_MS = 1_000;

/**
 * Hands an answer to the service worker, which saves the image and tells the user. Sent as a message, it starts
 * the worker again if Chrome stopped it while the analysis ran (an analysis waiting its turn on a busy server can
 * outlast the worker): the image was charged, so it must not be lost with the worker that asked.
 */
async function deliver(message: ImageOrganized): Promise<void> {
  for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
    const taken = await chrome.runtime.sendMessage(message).catch(() => false);
    if (taken === true) return;
    await new Promise((resolve) => setTimeout(resolve, DELIVERY_RETRY_MS));
  }
  if (message.answer.ok) URL.revokeObjectURL(message.answer.url);
}

chrome.runtime.onMessage.addListener(
  (message: unknown, _sender, reply: (answer: OrganizedImage | null) => void) => {
    if (!isOffscreenRequest(message)) return false;
    if (message.type === "release") {
      URL.revokeObjectURL(message.url);
      reply(null);
      return false;
    }
    setApiOrigin(message.server);
    previews ??= new PreviewPool(1);
    const { id } = message;
    void organizeWebImage(
      fileFrom(message.name, message.mime, message.base64, message.lastModified),
      previews,
    )
      .catch(
        (error: unknown): OrganizedImage => ({
          ok: false,
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((answer) => deliver({ target: "service-worker", type: "image-organized", id, answer }));
    // Taken: the answer follows as a message of its own.
    reply(null);
    return false;
  },
);
