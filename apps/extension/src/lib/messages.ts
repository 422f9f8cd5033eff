/** What the service worker asks the offscreen document, and what it answers (chrome.runtime messages are JSON). */
export type OffscreenRequest =
  | {
      target: "offscreen";
      type: "organize-image";
      /** names the answer, which comes back as a message of its own (`ImageOrganized`) */
      id: string;
      server: string;
      name: string;
      mime: string;
      base64: string;
      /** the server's Last-Modified date (ms), when it sent one */
      lastModified?: number;
    }
  | { target: "offscreen"; type: "release"; url: string };

export type OrganizedImage =
  | {
      ok: true;
      path: string;
      url: string;
      /** why the image could not be analyzed (it is then saved under its own name); null when it was */
      failure: string | null;
      /** the XMP sidecar to save beside the image, when the account's settings ask for one */
      sidecar?: string;
    }
  | { ok: false; reason: string };

/**
 * The offscreen page's answer to "organize-image", sent as a message of its own rather than as the request's
 * reply: a message starts the service worker again if Chrome stopped it while the analysis ran, and a reply
 * would have gone with the worker that asked.
 */
export type ImageOrganized = {
  target: "service-worker";
  type: "image-organized";
  id: string;
  answer: OrganizedImage;
};

export function isImageOrganized(message: unknown): message is ImageOrganized {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { target?: unknown }).target === "service-worker" &&
    (message as { type?: unknown }).type === "image-organized"
  );
}

export function isOffscreenRequest(message: unknown): message is OffscreenRequest {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { target?: unknown }).target === "offscreen"
  );
}
