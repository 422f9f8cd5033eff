import { PreviewPool } from "@/features/upload/preview/preview-pool";
import { setApiOrigin } from "@/lib/api-client";
import { isOffscreenRequest, type OrganizedImage } from "../lib/messages";
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
    organizeWebImage(fileFrom(message.name, message.mime, message.base64, message.lastModified), previews)
      .then(reply)
      .catch((error: unknown) =>
        reply({ ok: false, reason: error instanceof Error ? error.message : String(error) }),
      );
    return true; // answers asynchronously
  },
);
