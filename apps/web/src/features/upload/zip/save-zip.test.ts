import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseSaveStrategy, openZipTarget } from "./save-zip";

describe("chooseSaveStrategy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the strategy named in the page URL", () => {
    expect(chooseSaveStrategy("?save=blob")).toBe("blob");
    expect(chooseSaveStrategy("?save=service-worker")).toBe("service-worker");
    expect(chooseSaveStrategy("?save=file-system")).toBe("file-system");
  });

  it("prefers the File System Access API, then a service worker, then a Blob", () => {
    vi.stubGlobal("showSaveFilePicker", vi.fn());
    expect(chooseSaveStrategy("?save=nonsense")).toBe("file-system");
    vi.unstubAllGlobals();
    // jsdom: no picker, no service workers
    expect(chooseSaveStrategy("")).toBe("blob");
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
    await target.discard();
    expect(remove).toHaveBeenCalled();
  });
});
