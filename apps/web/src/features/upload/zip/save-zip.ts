/**
 * Saves a stream as a download without holding it in memory where the browser allows:
 * - "file-system": File System Access API (the file is chosen first, while the click still counts as a
 *   user gesture, and written as the ZIP is made);
 * - "service-worker": a small service worker serves the stream as an attachment to the browser's own
 *   download manager;
 * - "blob": collects the ZIP into a Blob and clicks a link (last resort; also what the tests use so the
 *   browser's download event sees it).
 * `?save=blob|service-worker|file-system` in the page URL picks one explicitly.
 */
export type SaveStrategy = "file-system" | "service-worker" | "blob";

const STRATEGIES: readonly SaveStrategy[] = ["file-system", "service-worker", "blob"];
const SW_URL = "/download-sw.js";
const SW_SCOPE = "/__downloads/";

type SaveFilePicker = (options: {
  suggestedName: string;
  types: { description: string; accept: Record<string, string[]> }[];
}) => Promise<
  FileSystemFileHandle & {
    createWritable(): Promise<WritableStream<Uint8Array>>;
    remove?: () => Promise<void>;
  }
>;

function picker(): SaveFilePicker | undefined {
  const fn = (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;
  return typeof fn === "function" && window.self === window.top ? fn.bind(window) : undefined;
}

export function chooseSaveStrategy(search: string = window.location.search): SaveStrategy {
  const asked = new URLSearchParams(search).get("save");
  if (asked && (STRATEGIES as readonly string[]).includes(asked)) return asked as SaveStrategy;
  if (picker()) return "file-system";
  if (window.isSecureContext && "serviceWorker" in navigator && typeof ReadableStream !== "undefined") {
    return "service-worker";
  }
  return "blob";
}

/** Where the ZIP will go; created before processing so a file picker still has its user gesture. */
export type ZipTarget = {
  strategy: SaveStrategy;
  /** writes the whole stream; resolves when every byte has been handed over */
  write(stream: ReadableStream<Uint8Array>): Promise<void>;
  /** nothing will be written (no photo succeeded, or cancelled) */
  discard(): Promise<void>;
};

export class SaveCancelledError extends Error {
  constructor() {
    super("Save cancelled");
    this.name = "SaveCancelledError";
  }
}

export async function openZipTarget(
  fileName: string,
  strategy: SaveStrategy = chooseSaveStrategy(),
): Promise<ZipTarget> {
  if (strategy === "file-system") {
    const show = picker();
    if (show) {
      let handle: Awaited<ReturnType<SaveFilePicker>>;
      try {
        handle = await show({
          suggestedName: fileName,
          types: [{ description: "ZIP archive", accept: { "application/zip": [".zip"] } }],
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") throw new SaveCancelledError();
        // Picker unavailable here (e.g. no user gesture left): use the next way.
        return openZipTarget(fileName, "service-worker");
      }
      return {
        strategy,
        write: async (stream) => stream.pipeTo(await handle.createWritable()),
        discard: async () => {
          await handle.remove?.().catch(() => undefined);
        },
      };
    }
  }
  if (strategy !== "blob" && window.isSecureContext && "serviceWorker" in navigator) {
    const worker = await downloadWorker().catch(() => null);
    if (worker) return serviceWorkerTarget(worker, fileName);
  }
  return blobTarget(fileName);
}

function blobTarget(fileName: string): ZipTarget {
  return {
    strategy: "blob",
    write: async (stream) => {
      const blob = await new Response(stream, { headers: { "content-type": "application/zip" } }).blob();
      const url = URL.createObjectURL(blob);
      clickLink(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    discard: async () => undefined,
  };
}

function clickLink(href: string, fileName: string) {
  const a = document.createElement("a");
  a.href = href;
  a.download = fileName;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
}

let registering: Promise<ServiceWorkerRegistration> | null = null;

function registerDownloadWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= (async () => {
    // Registering again makes the browser re-check the script first (seconds on a busy machine); an active
    // registration is used at once and checked for a newer script in the background.
    const existing = await navigator.serviceWorker.getRegistration(
      new URL(SW_SCOPE, window.location.href).href,
    );
    if (existing?.active) {
      existing.update().catch(() => undefined);
      return existing;
    }
    return navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
  })().catch((error: unknown) => {
    registering = null;
    throw error;
  });
  return registering;
}

/**
 * Registers the download service worker ahead of time (on the upload page), so the first batch does not
 * wait for it to install after the click. Does nothing where another way of saving will be used.
 */
export function prepareZipTarget(strategy: SaveStrategy = chooseSaveStrategy()): void {
  if (strategy !== "service-worker" || !window.isSecureContext || !("serviceWorker" in navigator)) return;
  registerDownloadWorker().catch(() => undefined);
}

async function downloadWorker(): Promise<ServiceWorker> {
  const registration = await registerDownloadWorker();
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) throw new Error("no download worker");
  if (worker.state === "activated") return worker;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("download worker did not start")), 5000);
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated") {
        clearTimeout(timer);
        resolve(worker);
      } else if (worker.state === "redundant") {
        clearTimeout(timer);
        reject(new Error("download worker failed"));
      }
    });
  });
}

function serviceWorkerTarget(worker: ServiceWorker, fileName: string): ZipTarget {
  return {
    strategy: "service-worker",
    write: async (stream) => {
      const id = crypto.randomUUID();
      // The pipe settles when the last byte has left the page (or the download was cancelled or failed).
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const piped = stream.pipeTo(writable);
      const channel = new MessageChannel();
      const registered = new Promise<void>((resolve) => {
        channel.port1.onmessage = () => resolve();
      });
      worker.postMessage({ type: "register-download", id, fileName, stream: readable }, [
        channel.port2,
        readable as unknown as Transferable,
      ]);
      await registered;
      const keepAlive = setInterval(() => worker.postMessage({ type: "keep-alive" }), 10_000);
      const frame = document.createElement("iframe");
      frame.hidden = true;
      frame.src = `${SW_SCOPE}${id}`;
      document.body.append(frame);
      try {
        await piped;
      } finally {
        clearInterval(keepAlive);
        setTimeout(() => frame.remove(), 1000);
      }
    },
    discard: async () => undefined,
  };
}
