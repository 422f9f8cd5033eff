/**
 * Saves the ZIP stream without holding it in memory where the browser allows:
 * - "service-worker" (the default): a small service worker serves the stream as an attachment to the
 *   browser's own download manager, so the ZIP lands in the user's downloads with no dialog. The stream is
 *   handed over whole where the browser can transfer a ReadableStream (Chromium, Firefox), and chunk by
 *   chunk over a MessagePort where it cannot (Safari). If the download has not started within a few
 *   seconds, the Blob download takes over with nothing lost: no byte is read before the download starts.
 * - "file-system": the File System Access API, only when the user asked to choose where to save (the file
 *   is chosen while the click still counts as a user gesture, and written as the ZIP is made);
 * - "blob": collects the ZIP into a Blob and clicks a link (where there is no service worker).
 * `?save=blob|service-worker` in the page URL picks one for `npm run bench:organize` comparisons.
 */
export type SaveStrategy = "file-system" | "service-worker" | "blob";

const BENCH_STRATEGIES: readonly SaveStrategy[] = ["service-worker", "blob"];
const SW_URL = "/download-sw.js";
const SW_SCOPE = "/__downloads/";
/** How long the browser may take to start the service worker's download before the Blob download is used. */
export const DOWNLOAD_START_TIMEOUT_MS = 5000;
/** The download worker is told the page is alive, so the browser does not stop it during a long batch. */
const KEEP_ALIVE_MS = 10_000;

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

/** Whether this browser lets the user choose where the ZIP goes (the File System Access API). */
export const canChooseSaveLocation = (): boolean => picker() !== undefined;

const canUseServiceWorker = () =>
  window.isSecureContext && "serviceWorker" in navigator && typeof ReadableStream !== "undefined";

export function chooseSaveStrategy({
  chooseLocation,
  search = window.location.search,
}: {
  chooseLocation: boolean;
  search?: string;
}): SaveStrategy {
  const asked = new URLSearchParams(search).get("save");
  if (asked && (BENCH_STRATEGIES as readonly string[]).includes(asked)) return asked as SaveStrategy;
  if (chooseLocation && picker()) return "file-system";
  return canUseServiceWorker() ? "service-worker" : "blob";
}

/** Where the ZIP will go; created before processing so a file picker still has its user gesture. */
export type ZipTarget = {
  strategy: SaveStrategy;
  /** writes the whole stream; resolves when every byte has been handed over */
  write(stream: ReadableStream<Uint8Array>): Promise<void>;
  /** nothing will be written (no photo succeeded, or cancelled); says what is left on the user's disk */
  discard(): Promise<Discarded>;
};

/**
 * What a discarded ZIP left behind: nothing was written yet, the page removed the file, or a partial file may
 * remain (a download the browser had started, which the page cannot remove, or a file it could not).
 */
export type Discarded = "nothing-written" | "removed" | "may-remain";

export class SaveCancelledError extends Error {
  constructor() {
    super("Save cancelled");
    this.name = "SaveCancelledError";
  }
}

export async function openZipTarget(fileName: string, strategy: SaveStrategy): Promise<ZipTarget> {
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
        // Picker unavailable here (e.g. no user gesture left): use the browser's download.
        return openZipTarget(fileName, "service-worker");
      }
      return {
        strategy,
        write: async (stream) => stream.pipeTo(await handle.createWritable()),
        discard: async () => {
          if (!handle.remove) return "may-remain";
          return handle.remove().then(
            () => "removed" as const,
            () => "may-remain" as const,
          );
        },
      };
    }
  }
  if (strategy !== "blob" && canUseServiceWorker()) {
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
    // The download only starts with the whole ZIP: a stopped one never reached the disk.
    discard: async () => "nothing-written",
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
 * wait for it to install after the click.
 */
export function prepareZipTarget(): void {
  if (canUseServiceWorker()) registerDownloadWorker().catch(() => undefined);
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

let transferable: boolean | null = null;

/** Whether a ReadableStream can be transferred through postMessage (not in Safari). */
export function canTransferStreams(): boolean {
  if (transferable === null) {
    const channel = new MessageChannel();
    try {
      const probe = new ReadableStream();
      channel.port1.postMessage(probe, [probe as unknown as Transferable]);
      transferable = true;
    } catch {
      transferable = false;
    } finally {
      channel.port1.close();
      channel.port2.close();
    }
  }
  return transferable;
}

/** The download worker's messages about one download, on the port handed over with it. */
type WorkerMessage = { type: "registered" } | { type: "started" } | { type: "pull" } | { type: "cancel" };

/** Resolves true at the message of that type, false after `ms`. */
function waitFor(port: MessagePort, type: WorkerMessage["type"], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      port.removeEventListener("message", listen);
      resolve(false);
    }, ms);
    const listen = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== type) return;
      clearTimeout(timer);
      port.removeEventListener("message", listen);
      resolve(true);
    };
    port.addEventListener("message", listen);
    port.start();
  });
}

/**
 * Hands the stream over chunk by chunk as the download worker pulls (Safari cannot transfer a stream):
 * one chunk in flight, so the ZIP is made no faster than the download writes it.
 */
export function pumpOverPort(stream: ReadableStream<Uint8Array>, port: MessagePort): Promise<void> {
  const reader = stream.getReader();
  return new Promise((resolve, reject) => {
    port.addEventListener("message", async (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type === "cancel") {
        const error = new Error("The download was cancelled");
        await reader.cancel(error).catch(() => undefined);
        reject(error);
        return;
      }
      if (event.data?.type !== "pull") return;
      try {
        const { done, value } = await reader.read();
        if (done) {
          port.postMessage({ type: "done" });
          resolve();
        } else port.postMessage({ type: "chunk", chunk: value });
      } catch (error) {
        port.postMessage({ type: "error", message: error instanceof Error ? error.message : String(error) });
        reject(error);
      }
    });
    port.start();
  });
}

function serviceWorkerTarget(worker: ServiceWorker, fileName: string): ZipTarget {
  /** once the browser's download has begun, its partial file is the browser's to keep or delete */
  let downloading = false;
  return {
    strategy: "service-worker",
    write: async (stream) => {
      const id = crypto.randomUUID();
      const { port1: port, port2 } = new MessageChannel();
      const bridged = !canTransferStreams();
      // Nothing is read from `stream` before the download has started, so the Blob download can still
      // take all of it if the browser never starts this one.
      const pipe = bridged ? null : new TransformStream<Uint8Array, Uint8Array>();
      const transfer: Transferable[] = [port2];
      if (pipe) transfer.push(pipe.readable as unknown as Transferable);
      const registered = waitFor(port, "registered", DOWNLOAD_START_TIMEOUT_MS);
      worker.postMessage(
        { type: "register-download", id, fileName, stream: pipe?.readable, bridged },
        transfer,
      );
      const frame = document.createElement("iframe");
      frame.hidden = true;
      let started = false;
      if (await registered) {
        const starting = waitFor(port, "started", DOWNLOAD_START_TIMEOUT_MS);
        frame.src = `${SW_SCOPE}${id}`;
        document.body.append(frame);
        started = await starting;
      }
      if (!started) {
        worker.postMessage({ type: "forget-download", id });
        frame.remove();
        port.close();
        await pipe?.writable.abort().catch(() => undefined);
        return blobTarget(fileName).write(stream);
      }
      downloading = true;
      // The worker is kept running, and told this page still makes the download (else it ends it as failed).
      const keepAlive = setInterval(() => {
        worker.postMessage({ type: "keep-alive" });
        port.postMessage({ type: "alive" });
      }, KEEP_ALIVE_MS);
      // A page that is closed, reloaded or left for good says so: its cut-off download is marked failed at
      // once, not only after the silence the worker otherwise waits for. One kept in the back/forward cache
      // may come back and go on.
      const gone = (event: PageTransitionEvent) => {
        if (!event.persisted) port.postMessage({ type: "gone" });
      };
      window.addEventListener("pagehide", gone);
      try {
        // Settles when the last byte has left the page (or the download was cancelled or failed).
        await (pipe ? stream.pipeTo(pipe.writable) : pumpOverPort(stream, port));
      } finally {
        clearInterval(keepAlive);
        window.removeEventListener("pagehide", gone);
        setTimeout(() => {
          frame.remove();
          port.close();
        }, 1000);
      }
    },
    discard: async () => (downloading ? "may-remain" : "nothing-written"),
  };
}
