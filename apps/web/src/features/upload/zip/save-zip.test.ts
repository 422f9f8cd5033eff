import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseSaveStrategy, DOWNLOAD_START_TIMEOUT_MS, openZipTarget, pumpOverPort } from "./save-zip";

describe("chooseSaveStrategy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never opens a save dialog unless the user asked to choose where to save", () => {
    vi.stubGlobal("showSaveFilePicker", vi.fn());
    expect(chooseSaveStrategy({ chooseLocation: false, search: "" })).not.toBe("file-system");
    expect(chooseSaveStrategy({ chooseLocation: false, search: "?save=file-system" })).not.toBe(
      "file-system",
    );
    expect(chooseSaveStrategy({ chooseLocation: true, search: "" })).toBe("file-system");
  });

  it("uses the browser's download where choosing is not possible", () => {
    // jsdom: no picker, no service workers
    expect(chooseSaveStrategy({ chooseLocation: true, search: "" })).toBe("blob");
  });

  it("takes the bench's strategy from the page URL", () => {
    expect(chooseSaveStrategy({ chooseLocation: false, search: "?save=blob" })).toBe("blob");
    expect(chooseSaveStrategy({ chooseLocation: false, search: "?save=service-worker" })).toBe(
      "service-worker",
    );
  });
});

describe("openZipTarget", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports a cancelled save dialog as a cancellation", async () => {
    vi.stubGlobal(
      "showSaveFilePicker",
      vi.fn(async () => Promise.reject(new DOMException("The user aborted a request.", "AbortError"))),
    );
    await expect(openZipTarget("organized_photos.zip", "file-system")).rejects.toMatchObject({
      name: "SaveCancelledError",
    });
  });

  it("streams into the chosen file and removes it when nothing is written", async () => {
    const chunks: Uint8Array[] = [];
    const remove = vi.fn(async () => undefined);
    const picker = vi.fn(async () => ({
      createWritable: async () => new WritableStream<Uint8Array>({ write: (c) => void chunks.push(c) }),
      remove,
    }));
    vi.stubGlobal("showSaveFilePicker", picker);
    const target = await openZipTarget("organized_photos.zip", "file-system");
    expect(target.strategy).toBe("file-system");
    expect(picker).toHaveBeenCalledWith(expect.objectContaining({ suggestedName: "organized_photos.zip" }));
    const bytes = new TextEncoder().encode("zip bytes");
    await target.write(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
    );
    expect(new TextDecoder().decode(chunks[0])).toBe("zip bytes");
    await expect(target.discard()).resolves.toBe("removed");
    expect(remove).toHaveBeenCalled();
  });

  it("says a chosen file may remain where the browser cannot remove it", async () => {
    const picker = vi.fn(async () => ({ createWritable: async () => new WritableStream<Uint8Array>() }));
    vi.stubGlobal("showSaveFilePicker", picker);
    const target = await openZipTarget("organized_photos.zip", "file-system");
    await expect(target.discard()).resolves.toBe("may-remain");
  });
});

/** What the download worker does where streams cannot be transferred: pull chunk after chunk over a port. */
async function pullOverPort(port: MessagePort, cancelAfter = Number.POSITIVE_INFINITY): Promise<string> {
  const parts: string[] = [];
  const next = () =>
    new Promise<{ type: string; chunk?: Uint8Array }>((resolve) => {
      port.onmessage = (event) => resolve(event.data);
      port.postMessage({ type: "pull" });
    });
  for (;;) {
    if (parts.length >= cancelAfter) {
      port.postMessage({ type: "cancel" });
      return parts.join("");
    }
    const message = await next();
    if (message.type === "done") return parts.join("");
    parts.push(new TextDecoder().decode(message.chunk));
  }
}

const chunked = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe("pumpOverPort (Safari cannot transfer a stream to the download worker)", () => {
  it("hands over every chunk, in order, one per pull", async () => {
    const { port1, port2 } = new MessageChannel();
    const pumped = pumpOverPort(chunked("PK", "zip ", "bytes"), port1);
    await expect(pullOverPort(port2)).resolves.toBe("PKzip bytes");
    await expect(pumped).resolves.toBeUndefined();
    port1.close();
  });

  it("stops reading the ZIP when the download is cancelled", async () => {
    const { port1, port2 } = new MessageChannel();
    const cancel = vi.fn();
    const stream = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode("x")),
      cancel,
    });
    const pumped = pumpOverPort(stream, port1);
    await pullOverPort(port2, 3);
    await expect(pumped).rejects.toThrow("The download was cancelled");
    expect(cancel).toHaveBeenCalled();
    port1.close();
  });
});

describe("the service-worker download's start watchdog", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("falls back to the Blob download, with every byte, when the browser never starts the download", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A worker that takes the download but is never asked for it (the browser did not start it).
    const worker = {
      state: "activated",
      postMessage: vi.fn((message: { type: string }, transfer?: Transferable[]) => {
        const port = transfer?.[0] as MessagePort | undefined;
        if (message.type === "register-download") port?.postMessage({ type: "registered" });
      }),
    };
    vi.stubGlobal("isSecureContext", true);
    vi.stubGlobal("navigator", {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ active: worker, update: async () => undefined }) },
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, {
        createObjectURL: vi.fn((blob: Blob) => {
          blobs.push(blob);
          return "blob:test/zip";
        }),
        revokeObjectURL: vi.fn(),
      }),
    );
    const target = await openZipTarget("organized_photos.zip", "service-worker");
    expect(target.strategy).toBe("service-worker");
    const written = target.write(chunked("PK", "every ", "byte"));
    await vi.advanceTimersByTimeAsync(DOWNLOAD_START_TIMEOUT_MS + 100);
    await written;
    expect(blobs).toHaveLength(1);
    expect(await blobs[0]?.text()).toBe("PKevery byte");
    expect(worker.postMessage).toHaveBeenCalledWith({ type: "forget-download", id: expect.any(String) });
  });
});

describe("the service-worker download when its page goes", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the download worker the page is gone, unless the page is only kept for going back", async () => {
    // A worker that takes the download and starts it, and notes what the page says on the download's port.
    const said: string[] = [];
    let endDownload = () => undefined as unknown;
    const worker = {
      state: "activated",
      postMessage: vi.fn((message: { type: string; stream?: ReadableStream }, transfer?: Transferable[]) => {
        const port = transfer?.[0] as MessagePort | undefined;
        if (message.type !== "register-download" || !port) return;
        // As the browser does once the worker fails the download.
        endDownload = () => (message.stream ? message.stream.cancel() : port.postMessage({ type: "cancel" }));
        port.onmessage = (event: MessageEvent<{ type: string }>) => said.push(event.data.type);
        port.postMessage({ type: "registered" });
        setTimeout(() => port.postMessage({ type: "started" }), 50);
      }),
    };
    vi.stubGlobal("isSecureContext", true);
    vi.stubGlobal("navigator", {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ active: worker, update: async () => undefined }) },
    });
    // A fresh module: the registration is kept per page, and this page has its own worker.
    vi.resetModules();
    const fresh = await import("./save-zip");
    const target = await fresh.openZipTarget("organized_photos.zip", "service-worker");
    expect(target.strategy).toBe("service-worker");
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("PK"));
      },
    });
    const written = target.write(stream).catch(() => undefined);
    const pagehide = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event("pagehide"), { persisted }));

    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 200));
    pagehide(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(said).not.toContain("gone");
    pagehide(false);
    await vi.waitFor(() => expect(said).toContain("gone"));
    endDownload();
    await written;
  });
});
