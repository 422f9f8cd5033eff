// @vitest-environment node
// Node's File, whose bytes WebCrypto can hash (the duplicate check reads them).
import { MESSAGES } from "@photo-organizer/core";
import { BATCH_EXPIRED_CODE, SERVICE_FAILURES_TO_STOP } from "@photo-organizer/core/api";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import type { Usage } from "@/lib/usage";
import { connectionHold } from "./connection";
import { sha256Hex } from "./match-originals";
import {
  FINISH_TIMEOUT_MS,
  MAX_ANALYSES_IN_FLIGHT,
  type OrganizeDeps,
  type OrganizeEvent,
  organizeBatch,
} from "./organize";
import { pauseGate } from "./pause-gate";
import type { PhotoResult } from "./photo-step";

const usage = (count: number, plan: Usage["plan"] = "free"): Usage => {
  const limit = plan === "free" ? 25 : plan === "pro" ? 10_000 : 100_000;
  return {
    plan,
    period: "2026-11",
    count,
    limit,
    remaining: limit - count,
    percent: Math.floor((count * 100) / limit),
    batchCap: 20,
  };
};

const photo = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], name, { type: "image/jpeg" });

type Setup = Partial<OrganizeDeps> & {
  failNames?: string[];
  reservedCount?: number;
  /** analyses in flight, as the server asks with the reservation */
  concurrency?: number;
};

function setup({ concurrency = 3, ...overrides }: Setup = {}) {
  const events: OrganizeEvent[] = [];
  const zipped: PhotoResult[][] = [];
  const written: string[] = [];
  const discard = vi.fn(async () => undefined);
  const finish = vi.fn(async (_id: string) => ({ released: 0, charged: 3, usage: usage(3) }));
  const deps: OrganizeDeps = {
    reserve: async (n) => ({
      batchId: "b1",
      reserved: n,
      expiresAt: "",
      usage: usage(overrides.reservedCount ?? n),
      concurrency,
    }),
    finish,
    preview: async (file) => `preview of ${file.name}`,
    analyze: async (file) => {
      if (overrides.failNames?.includes(file.name)) throw new Error("analysis failed");
      return { description: `a photo of ${file.name}`, category: "Nature" };
    },
    openSink: async () => ({
      write: async (stream) => void written.push(await new Response(stream).text()),
      discard,
    }),
    // Stands in for the ZIP: one line per outcome, in the order they reach it.
    zip: (outcomes) => {
      const seen: PhotoResult[] = [];
      zipped.push(seen);
      const iterator = outcomes[Symbol.asyncIterator]();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else {
            seen.push(next.value);
            controller.enqueue(new TextEncoder().encode(`${next.value.file.name}\n`));
          }
        },
      });
    },
    notify: (e) => events.push(e),
    ...overrides,
  };
  return { deps, events, zipped, written, discard, finish };
}

/** How the batch ended. */
const organized = (...args: Parameters<typeof organizeBatch>) => organizeBatch(...args).then((b) => b.result);

const kinds = (events: OrganizeEvent[]) => events.map((e) => e.kind);

describe("organizeBatch", () => {
  it("analyses every photo, finishes the batch and writes one ZIP with every photo", async () => {
    const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"].map(photo);
    const t = setup({ failNames: ["c.jpg"] });
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.zipped).toHaveLength(1);
    const outcomes = t.zipped[0] ?? [];
    expect(outcomes.map((o) => o.file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"]);
    expect(outcomes.map((o) => o.analysis === null)).toEqual([false, false, true, false, false]);
    expect(t.written).toEqual(["a.jpg\nb.jpg\nc.jpg\nd.jpg\ne.jpg\n"]);
    expect(kinds(t.events)).toEqual([
      "started",
      ...["progress", "progress", "progress", "progress"], // each photo settled, the failed one too
      "progress", // the end (the last photo: announced once, with the batch's end)
      "complete",
      "remaining",
      "download-complete",
    ]);
    expect(t.events).toContainEqual({ kind: "started", count: 5 });
    expect(t.events).toContainEqual({ kind: "complete", processed: 4, failed: 1, duplicates: 0 });
    expect(t.events.filter((e) => e.kind === "progress").map((e) => e.kind === "progress" && e.done)).toEqual(
      [1, 2, 3, 4, 5],
    );
    expect(t.events).toContainEqual({ kind: "remaining", usage: usage(3) });
  });

  it("sets exact duplicates aside before reserving: not previewed, sent or reserved, but in the ZIP", async () => {
    const bytes = (...values: number[]) => new Uint8Array([0xff, 0xd8, 0xff, ...values]);
    const files = [
      new File([bytes(1, 2)], "a.jpg"),
      new File([bytes(1, 3)], "b.jpg"), // same size as a.jpg, other bytes
      new File([bytes(1, 2)], "a copy.jpg"),
      new File([bytes(9)], "c.jpg"),
      new File([bytes(1, 2)], "a copy 2.jpg"),
    ];
    const reserved: number[] = [];
    const previewed: string[] = [];
    const zipDuplicates: unknown[] = [];
    const t = setup();
    const deps: OrganizeDeps = {
      ...t.deps,
      reserve: async (n) => {
        reserved.push(n);
        return t.deps.reserve(n);
      },
      preview: async (file) => {
        previewed.push(file.name);
        return `preview of ${file.name}`;
      },
      zip: (results, options) => {
        zipDuplicates.push(...(options.duplicates ?? []));
        return t.deps.zip?.(results, options) as ReadableStream<Uint8Array>;
      },
      duplicates: { mode: "folder", hash: sha256Hex },
    };
    const batch = await organizeBatch(files, deps, new AbortController().signal);
    expect(batch.result).toBe("downloaded");
    expect(reserved).toEqual([3]);
    expect(previewed.sort()).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    expect(batch.photos.map((p) => p.file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]);
    const expected = [
      { file: files[2], of: 0, path: "Duplicates/a copy.jpg" },
      { file: files[4], of: 0, path: "Duplicates/a copy 2.jpg" },
    ];
    expect(batch.duplicates).toEqual(expected);
    expect(zipDuplicates).toEqual(expected);
    // Every selected photo once: analysed or set aside.
    expect(batch.photos.length + batch.duplicates.length).toBe(files.length);
    // Only photos whose size another shares were read; their digests go to the kept batch.
    expect(batch.hashes?.map((hash) => hash !== null)).toEqual([true, true, false]);
    expect(t.events).toContainEqual({ kind: "complete", processed: 3, failed: 0, duplicates: 2 });
  });

  it("only lists duplicates in the manifest when the settings leave them out", async () => {
    const files = [photo("a.jpg"), photo("a again.jpg")];
    const t = setup({ duplicates: { mode: "skip", hash: sha256Hex } });
    const batch = await organizeBatch(files, t.deps, new AbortController().signal);
    expect(batch.duplicates).toEqual([{ file: files[1], of: 0, path: "" }]);
  });

  it("analyses copies as any photo without the duplicate check", async () => {
    const files = [photo("a.jpg"), photo("a again.jpg")];
    const t = setup();
    const batch = await organizeBatch(files, t.deps, new AbortController().signal);
    expect(batch.photos).toHaveLength(2);
    expect(batch.duplicates).toEqual([]);
    expect(batch.finished?.reserved).toBe(2);
  });

  it("hands out every photo's result in selection order, and with review first writes no ZIP", async () => {
    const files = ["a.jpg", "b.jpg", "c.jpg"].map(photo);
    const t = setup({ failNames: ["b.jpg"], openSink: undefined, zip: undefined });
    const batch = await organizeBatch(files, t.deps, new AbortController().signal);
    expect(batch.result).toBe("ready");
    expect(batch.photos.map((p) => [p.index, p.file.name, p.status, p.thumbnail])).toEqual([
      [0, "a.jpg", "ok", "preview of a.jpg"],
      [1, "b.jpg", "failed", "preview of b.jpg"],
      [2, "c.jpg", "ok", "preview of c.jpg"],
    ]);
    expect(batch.photos[1]?.failure).toBe("analysis failed");
    expect(batch.finished).toEqual({ released: 0, charged: 3, usage: usage(3), reserved: 3 });
    expect(t.zipped).toHaveLength(0);
    expect(t.written).toHaveLength(0);
    expect(kinds(t.events)).toEqual(["started", "progress", "progress", "progress", "complete", "remaining"]);
  });

  it("shows only the limit toast when the reservation is refused", async () => {
    const t = setup({
      // The server's limit, not the page's: the plan may have changed since the page loaded.
      reserve: async () => Promise.reject(new ApiError(403, MESSAGES.limitReached(25), "limit_reached")),
    });
    const openSink = vi.spyOn(t.deps, "openSink");
    await expect(organized([photo("a.jpg")], t.deps, new AbortController().signal)).resolves.toBe("refused");
    expect(t.events).toEqual([{ kind: "limit-reached", message: MESSAGES.limitReached(25) }]);
    expect(t.finish).not.toHaveBeenCalled();
    expect(openSink).not.toHaveBeenCalled();
  });

  it("warns when the batch takes the month to 80% or more", async () => {
    const t = setup({ reservedCount: 21 });
    await organized([photo("a.jpg")], t.deps, new AbortController().signal);
    expect(t.events[0]).toEqual({ kind: "quota-warning", usage: usage(21) });
  });

  it("makes no ZIP when no photo could be analysed, and still finishes the batch", async () => {
    const t = setup({ failNames: ["a.jpg", "b.jpg"] });
    await expect(
      organized([photo("a.jpg"), photo("b.jpg")], t.deps, new AbortController().signal),
    ).resolves.toBe("none-succeeded");
    expect(t.zipped).toHaveLength(0);
    expect(t.discard).toHaveBeenCalled();
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(kinds(t.events)).toEqual(["started", "progress", "none-succeeded"]); // 1 of 2 settled, then the end
  });

  it("stops on cancel, finishes the batch and makes no ZIP", async () => {
    const controller = new AbortController();
    let analysed = 0;
    const t = setup({
      concurrency: 1,
      analyze: async () => {
        analysed++;
        // Cancelled while the first photo is analysed: no ZIP is started for its success.
        controller.abort();
        return { description: "x", category: "Nature" };
      },
    });
    const files = Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, controller.signal)).resolves.toBe("cancelled");
    expect(analysed).toBe(1);
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.zipped).toHaveLength(0);
    expect(kinds(t.events).at(-1)).toBe("cancelled");
  });

  it.each([
    [2, 2],
    [100, MAX_ANALYSES_IN_FLIGHT],
    [0, 1],
  ])("keeps the analyses in flight the server asks for (%s → %i)", async (asked, expected) => {
    let running = 0;
    let most = 0;
    const t = setup({
      concurrency: asked,
      analyze: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 2));
        running--;
        return { description: "x", category: "Nature" };
      },
    });
    const files = Array.from({ length: 40 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
    expect(most).toBe(expected);
  });

  it("writes the ZIP in selection order while later photos are still being analysed", async () => {
    let releaseLast: () => void = () => undefined;
    const lastMayEnd = new Promise<void>((resolve) => {
      releaseLast = resolve;
    });
    const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg"].map(photo);
    const t = setup({
      concurrency: 4,
      analyze: async (file) => {
        if (file.name === "a.jpg") await new Promise((r) => setTimeout(r, 5));
        if (file.name === "d.jpg") await lastMayEnd;
        return { description: `a photo of ${file.name}`, category: "Nature" };
      },
    });
    const done = organized(files, t.deps, new AbortController().signal);
    await vi.waitFor(() => expect(t.zipped[0]?.map((o) => o.file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg"]));
    expect(kinds(t.events)).not.toContain("complete");
    releaseLast();
    await expect(done).resolves.toBe("downloaded");
    expect(t.written).toEqual(["a.jpg\nb.jpg\nc.jpg\nd.jpg\n"]);
  });

  it("stops a ZIP already being written on cancel, and discards it", async () => {
    const controller = new AbortController();
    const discard = vi.fn(async () => undefined);
    const t = setup({
      concurrency: 1,
      analyze: async (file) => {
        if (file.name === "3.jpg") controller.abort();
        return { description: "x", category: "Nature" };
      },
      openSink: async () => ({
        write: (stream) => new Response(stream).text().then(() => undefined),
        discard,
      }),
    });
    const files = Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, controller.signal)).resolves.toBe("cancelled");
    expect(t.zipped[0]?.length).toBeLessThan(files.length);
    expect(discard).toHaveBeenCalled();
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(kinds(t.events)).not.toContain("download-complete");
    expect(kinds(t.events).at(-1)).toBe("cancelled");
  });

  it("stops analysing when the ZIP can no longer be written", async () => {
    let analysed = 0;
    const t = setup({
      concurrency: 1,
      analyze: async () => {
        analysed++;
        await new Promise((r) => setTimeout(r, 1));
        return { description: "x", category: "Nature" };
      },
      openSink: async () => ({
        write: async (stream) => {
          await stream.getReader().read();
          throw new Error("The download was cancelled");
        },
        discard: async () => undefined,
      }),
    });
    const files = Array.from({ length: 20 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("failed");
    expect(analysed).toBeLessThan(files.length);
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.events.at(-1)).toEqual({ kind: "error", message: "The download was cancelled" });
  });

  it("finishes the batch and reports the error when writing the ZIP fails", async () => {
    const t = setup({
      openSink: async () => ({
        write: async () => Promise.reject(new Error("disk full")),
        discard: async () => undefined,
      }),
    });
    await expect(organized([photo("a.jpg")], t.deps, new AbortController().signal)).resolves.toBe("failed");
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.events.at(-1)).toEqual({ kind: "error", message: "disk full" });
  });

  it("names every analysis by its batch and photo, so a repeated request never takes a second slot", async () => {
    const asked: string[] = [];
    const t = setup({
      analyze: async (file, { batchId, photoKey }) => {
        asked.push(`${batchId}:${photoKey}:${file.name}`);
        return { description: "x", category: "Nature" };
      },
    });
    await organized(["a.jpg", "b.jpg", "c.jpg"].map(photo), t.deps, new AbortController().signal);
    expect(asked.sort()).toEqual(["b1:0:a.jpg", "b1:1:b.jpg", "b1:2:c.jpg"]);
  });

  it("stops the batch with one message when the service keeps failing, and still saves every photo", async () => {
    let analysed = 0;
    const t = setup({
      concurrency: 1,
      analyze: async (file) => {
        analysed++;
        if (file.name === "0.jpg") return { description: "a lake", category: "Nature" };
        throw new ApiError(503, "The image service is busy");
      },
    });
    const files = Array.from({ length: 20 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
    expect(analysed).toBe(1 + SERVICE_FAILURES_TO_STOP);
    // The server answered the finish: the unused slots are back now.
    expect(t.events.filter((e) => e.kind === "service-unavailable")).toEqual([
      { kind: "service-unavailable", backAt: null },
    ]);
    expect(kinds(t.events).filter((k) => k === "error")).toEqual([]);
    // Nothing lost: the photos never analysed are in the ZIP too, unanalysed.
    expect(t.zipped[0]?.map((o) => o.file.name)).toEqual(files.map((f) => f.name));
    expect(t.zipped[0]?.filter((o) => o.analysis !== null)).toHaveLength(1);
    expect(t.events).toContainEqual({ kind: "complete", processed: 1, failed: 19, duplicates: 0 });
    expect(t.finish).toHaveBeenCalledTimes(1);
  });

  it("says when the slots come back, and no remaining count, when the server did not answer the finish either", async () => {
    const t = setup({
      concurrency: 1,
      reserve: async (n) => ({
        batchId: "b1",
        reserved: n,
        expiresAt: "2026-12-07T13:00:00.000Z",
        usage: usage(n),
        concurrency: 1,
      }),
      finish: async () => Promise.reject(new TypeError("Failed to fetch")),
      analyze: async (file) => {
        if (file.name === "0.jpg") return { description: "a lake", category: "Nature" };
        throw new ApiError(503, "The image service is busy");
      },
    });
    const files = Array.from({ length: 8 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
    expect(t.events.filter((e) => e.kind === "service-unavailable")).toEqual([
      { kind: "service-unavailable", backAt: "2026-12-07T13:00:00.000Z" },
    ]);
    expect(kinds(t.events)).not.toContain("remaining");
  });

  it("keeps going when service failures are not in a row, or the photos themselves are refused", async () => {
    const t = setup({
      concurrency: 1,
      analyze: async (file) => {
        const n = Number.parseInt(file.name, 10);
        if (n % 3 === 0) return { description: "a lake", category: "Nature" };
        throw n % 3 === 1 ? new ApiError(502, "failed") : new ApiError(422, "damaged");
      },
    });
    const files = Array.from({ length: 12 }, (_, i) => photo(`${i}.jpg`));
    const more = Array.from({ length: 6 }, (_, i) => photo(`${i * 3 + 100}.jpg`)); // 100, 103, …: 100 % 3 = 1
    await expect(
      organized([...files, ...more.slice(0, 1)], t.deps, new AbortController().signal),
    ).resolves.toBe("downloaded");
    expect(kinds(t.events)).not.toContain("service-unavailable");
    expect(t.zipped[0]).toHaveLength(13);
  });

  it("tells only that the service is down when it failed before any photo succeeded", async () => {
    const t = setup({
      concurrency: 2,
      analyze: async () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const files = Array.from({ length: 10 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, new AbortController().signal)).resolves.toBe("none-succeeded");
    expect(kinds(t.events).filter((kind) => kind !== "progress")).toEqual(["started", "service-unavailable"]);
    expect(t.zipped).toHaveLength(0);
  });

  it("names a photo whose original could not be read, and saves the rest", async () => {
    const t = setup({
      zip: (outcomes, options) => {
        const iterator = outcomes[Symbol.asyncIterator]();
        return new ReadableStream<Uint8Array>({
          async pull(controller) {
            for (;;) {
              const next = await iterator.next();
              if (next.done) return controller.close();
              // What zipStream does with an original it cannot read: leaves it out and says so.
              if (next.value.file.name === "b.jpg") options.onUnreadable(next.value.file);
              else return controller.enqueue(new TextEncoder().encode(`${next.value.file.name}\n`));
            }
          },
        });
      },
    });
    await expect(
      organized(["a.jpg", "b.jpg", "c.jpg"].map(photo), t.deps, new AbortController().signal),
    ).resolves.toBe("downloaded");
    expect(t.events).toContainEqual({ kind: "unreadable", name: "b.jpg" });
    expect(t.written).toEqual(["a.jpg\nc.jpg\n"]);
    expect(kinds(t.events).at(-1)).toBe("download-complete");
  });

  it("does not wait forever for the server to finish the batch", async () => {
    vi.useFakeTimers();
    try {
      const t = setup({ finish: () => new Promise(() => undefined) });
      const done = organized([photo("a.jpg")], t.deps, new AbortController().signal);
      await vi.advanceTimersByTimeAsync(FINISH_TIMEOUT_MS);
      await expect(done).resolves.toBe("downloaded");
      // No remaining count: the reservation's counts every slot it held as used, so it would understate it.
      expect(kinds(t.events)).not.toContain("remaining");
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops and discards a ZIP still being saved when Cancel is pressed after the last analysis", async () => {
    const controller = new AbortController();
    const discard = vi.fn(async () => undefined);
    const t = setup({
      openSink: async () => ({
        // A slow disk: the ZIP is still being written when the analyses are done.
        write: async (stream) => {
          const reader = stream.getReader();
          for (;;) {
            await new Promise((r) => setTimeout(r, 5));
            if ((await reader.read()).done) return;
          }
        },
        discard,
      }),
      notify: (event) => {
        t.events.push(event);
        if (event.kind === "complete") controller.abort();
      },
    });
    const files = Array.from({ length: 8 }, (_, i) => photo(`${i}.jpg`));
    await expect(organized(files, t.deps, controller.signal)).resolves.toBe("cancelled");
    expect(discard).toHaveBeenCalled();
    expect(kinds(t.events)).not.toContain("download-complete");
    expect(kinds(t.events)).not.toContain("error");
    expect(kinds(t.events).at(-1)).toBe("cancelled");
  });

  describe("a selection over the batch cap (Large batches)", () => {
    /** A server that numbers its batches and remembers what each was asked for. */
    function server(refuseFrom = Number.POSITIVE_INFINITY) {
      const reserved: number[] = [];
      const finished: string[] = [];
      return {
        reserved,
        finished,
        reserve: async (n: number) => {
          if (reserved.length >= refuseFrom)
            throw new ApiError(403, "Monthly limit reached", "limit_reached");
          reserved.push(n);
          const batchId = `b${reserved.length}`;
          return { batchId, reserved: n, expiresAt: "", usage: usage(10, "pro"), concurrency: 3 };
        },
        finish: async (id: string) => {
          finished.push(id);
          const released = id === "b1" ? 1 : 0;
          const charged = (reserved[Number(id.slice(1)) - 1] ?? 0) - released;
          return { released, charged, usage: usage(9, "pro") };
        },
      };
    }

    it("runs consecutive batches within the cap into one ZIP with every photo once, in selection order", async () => {
      const names = ["a", "b", "c", "d", "e"].map((n) => `${n}.jpg`);
      const asked: string[] = [];
      const s = server();
      const t = setup({
        batchCap: 2,
        reserve: s.reserve,
        finish: s.finish,
        analyze: async (file, { batchId, photoKey }) => {
          asked.push(`${batchId}:${photoKey}:${file.name}`);
          return { description: "x", category: "Nature" };
        },
      });
      const batch = await organizeBatch(names.map(photo), t.deps, new AbortController().signal);
      expect(batch.result).toBe("downloaded");
      expect(s.reserved).toEqual([2, 2, 1]);
      expect(s.finished.sort()).toEqual(["b1", "b2", "b3"]);
      expect(asked.sort()).toEqual(["b1:0:a.jpg", "b1:1:b.jpg", "b2:2:c.jpg", "b2:3:d.jpg", "b3:4:e.jpg"]);
      expect(t.written).toEqual([`${names.join("\n")}\n`]);
      expect(batch.finished).toEqual({ reserved: 5, charged: 4, released: 1, usage: usage(9, "pro") });
      expect(t.events).toContainEqual({ kind: "started", count: 5 });
      expect(t.events).toContainEqual({ kind: "complete", processed: 5, failed: 0, duplicates: 0 });
      expect(kinds(t.events).filter((k) => k === "download-complete")).toHaveLength(1);
    });

    it("stops where a later batch is refused: its photos still go into the ZIP, unanalysed, and every batch ends", async () => {
      const names = ["a", "b", "c", "d", "e"].map((n) => `${n}.jpg`);
      const s = server(1);
      const t = setup({ batchCap: 2, reserve: s.reserve, finish: s.finish });
      const batch = await organizeBatch(names.map(photo), t.deps, new AbortController().signal);
      expect(batch.result).toBe("downloaded");
      expect(s.reserved).toEqual([2]);
      expect(s.finished).toEqual(["b1"]);
      expect(batch.photos.map((p) => p.status)).toEqual(["ok", "ok", "failed", "failed", "failed"]);
      expect(t.written).toEqual([`${names.join("\n")}\n`]);
      expect(kinds(t.events).filter((k) => k === "limit-reached")).toHaveLength(1);
      expect(t.events).toContainEqual({ kind: "complete", processed: 2, failed: 3, duplicates: 0 });
    });

    it("ends the photos in flight of a granted batch when the next one is refused, and asks for no batch after it", async () => {
      const names = ["a", "b", "c", "d", "e", "f", "g"].map((n) => `${n}.jpg`);
      const s = server(1);
      let releaseB: () => void = () => undefined;
      const t = setup({
        batchCap: 2,
        concurrency: 3,
        reserve: s.reserve,
        finish: s.finish,
        // b's answer comes after c found its batch refused; as a request would, it ends if aborted first.
        analyze: async (file, _request, signal) => {
          if (file.name === "b.jpg")
            await new Promise<void>((resolve, reject) => {
              releaseB = resolve;
              signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
            });
          return { description: `a photo of ${file.name}`, category: "Nature" };
        },
        notify: (event) => {
          t.events.push(event);
          if (event.kind === "limit-reached") setTimeout(() => releaseB(), 10);
        },
      });
      const batch = await organizeBatch(names.map(photo), t.deps, new AbortController().signal);
      expect(batch.photos.map((p) => p.status)).toEqual([
        "ok",
        "ok",
        "failed",
        "failed",
        "failed",
        "failed",
        "failed",
      ]);
      expect(s.reserved).toEqual([2]);
      expect(kinds(t.events).filter((k) => k === "limit-reached")).toHaveLength(1);
      expect(t.events).toContainEqual({ kind: "complete", processed: 2, failed: 5, duplicates: 0 });
    });

    it("reports the running batch with the progress, and starts no photo while paused", async () => {
      const s = server();
      const seen: string[] = [];
      const gate = pauseGate();
      gate.pause();
      const t = setup({
        batchCap: 2,
        concurrency: 1,
        reserve: s.reserve,
        finish: s.finish,
        onProgress: (p) => {
          if (p.batch)
            seen.push(`${p.done}:${p.batch.batch}/${p.batch.batches}:${p.batch.done}/${p.batch.total}`);
        },
        pause: gate,
      });
      const running = organizeBatch(
        ["a", "b", "c"].map((n) => photo(`${n}.jpg`)),
        t.deps,
        new AbortController().signal,
      );
      await new Promise((r) => setTimeout(r, 20));
      expect(s.reserved).toEqual([2]);
      expect(seen).toEqual(["0:1/2:0/2"]);
      gate.resume();
      await running;
      expect(seen).toEqual(["0:1/2:0/2", "1:1/2:1/2", "2:2/2:0/1", "3:2/2:1/1"]);
    });

    it("tells the same time left after a pause of an hour as without it", async () => {
      /** A run of 12 photos, one a second; `pauseAfter`: paused for an hour once that many have settled. */
      async function timesLeft(pauseAfter: number | null) {
        let clock = 0;
        const gate = pauseGate(undefined, () => clock);
        const left: (number | null)[] = [];
        const s = server();
        const t = setup({
          batchCap: 5,
          reserve: async (n) => ({ ...(await s.reserve(n)), concurrency: 1 }),
          finish: s.finish,
          now: () => clock,
          pause: gate,
          analyze: async () => {
            clock += 1000;
            return { description: "x", category: "Nature" };
          },
          onProgress: (p) => {
            left.push(p.remainingMs);
            if (p.done !== pauseAfter) return;
            gate.pause();
            setTimeout(() => {
              clock += 3_600_000;
              gate.resume();
            }, 5);
          },
        });
        const files = Array.from({ length: 12 }, (_, i) => photo(`${i}.jpg`));
        await organizeBatch(files, t.deps, new AbortController().signal);
        return left;
      }
      const steady = await timesLeft(null);
      expect(steady.slice(-3)).toEqual([2000, 1000, 0]);
      expect(await timesLeft(6)).toEqual(steady);
    });

    it("goes on in a new batch when the one it stood paused on expired: no photo sent or charged twice", async () => {
      // A server as it accounts batches: answered photos charged, an expired batch's unused slots given back.
      const batches = new Map<string, { reserved: number; used: number; expired: boolean }>();
      const answered: string[] = [];
      const reserved: number[] = [];
      const gate = pauseGate();
      const t = setup({
        batchCap: 3,
        reserve: async (n) => {
          reserved.push(n);
          const batchId = `b${reserved.length}`;
          batches.set(batchId, { reserved: n, used: 0, expired: false });
          return { batchId, reserved: n, expiresAt: "", usage: usage(0, "pro"), concurrency: 1 };
        },
        finish: async (id) => {
          const b = batches.get(id);
          if (!b) throw new Error(`no batch ${id}`);
          const released = b.expired ? 0 : b.reserved - b.used;
          b.expired = true;
          return { released, charged: b.used, usage: usage(5, "pro") };
        },
        analyze: async (_file, { batchId, photoKey }) => {
          const b = batches.get(batchId);
          if (!b || b.expired) throw new ApiError(409, "This batch has expired.", BATCH_EXPIRED_CODE);
          b.used += 1;
          answered.push(`${batchId}:${photoKey}`);
          return { description: "x", category: "Nature" };
        },
        pause: gate,
        onProgress: (p) => {
          if (p.done !== 2 || p.batch?.done !== 2) return;
          gate.pause();
          // Paused past the batch's time: the server expires b1 before the user resumes.
          setTimeout(() => {
            const b1 = batches.get("b1");
            if (b1) b1.expired = true;
            gate.resume();
          }, 5);
        },
      });
      const files = ["a", "b", "c", "d", "e"].map((n) => photo(`${n}.jpg`));
      const batch = await organizeBatch(files, t.deps, new AbortController().signal);

      expect(batch.result).toBe("downloaded");
      expect(batch.photos.map((p) => p.status)).toEqual(["ok", "ok", "ok", "ok", "ok"]);
      // The expired batch's one photo left went on in a new batch of one; the next batch as planned.
      expect(reserved).toEqual([3, 1, 2]);
      expect(answered).toEqual(["b1:0", "b1:1", "b2:2", "b3:3", "b3:4"]);
      expect(t.events).toContainEqual({ kind: "batch-renewed", left: 1 });
      expect(t.events).toContainEqual({ kind: "complete", processed: 5, failed: 0, duplicates: 0 });
      // Charged what the server charged, the expired batch included: each photo once.
      expect(batch.finished).toMatchObject({ reserved: 6, charged: 5, released: 1 });
      expect(t.written).toEqual(["a.jpg\nb.jpg\nc.jpg\nd.jpg\ne.jpg\n"]);
    });

    it("finishes every batch it reserved when the run is cancelled half-way", async () => {
      const controller = new AbortController();
      const s = server();
      let analysed = 0;
      const t = setup({
        batchCap: 2,
        concurrency: 1,
        reserve: s.reserve,
        finish: s.finish,
        analyze: async () => {
          if (++analysed === 3) controller.abort();
          return { description: "x", category: "Nature" };
        },
      });
      const batch = await organizeBatch(
        ["a", "b", "c", "d", "e"].map((n) => photo(`${n}.jpg`)),
        t.deps,
        controller.signal,
      );
      expect(batch.result).toBe("cancelled");
      // However far the photos in flight had got: every batch reserved is finished.
      expect(s.reserved.length).toBeGreaterThanOrEqual(2);
      expect(s.finished.sort()).toEqual(s.reserved.map((_, i) => `b${i + 1}`));
    });
  });
});

describe("a run continued after an interruption", () => {
  it("writes the photos answered before from their kept answers: never previewed, sent or reserved again", async () => {
    const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"].map(photo);
    const kept = new Map([
      [0, { description: "a kept cat", category: "Animals" }],
      [3, { description: "a kept beach", category: "Travel" }],
    ]);
    const reserved: number[] = [];
    const previewed: string[] = [];
    const sent: string[] = [];
    const { deps, zipped } = setup({ batchCap: 2 });
    const batch = await organizeBatch(
      files,
      {
        ...deps,
        answered: (index) => kept.get(index) ?? null,
        reserve: async (n) => {
          reserved.push(n);
          return {
            batchId: `b${reserved.length}`,
            reserved: n,
            expiresAt: "",
            usage: usage(n, "pro"),
            concurrency: 3,
          };
        },
        preview: async (file) => {
          previewed.push(file.name);
          return "preview";
        },
        analyze: async (file, request) => {
          sent.push(`${file.name}@${request.batchId}#${request.photoKey}`);
          return { description: `a photo of ${file.name}`, category: "Nature" };
        },
      },
      new AbortController().signal,
    );
    expect(batch.result).toBe("downloaded");
    // Three photos to analyse, in batches of the cap; the two kept answers take no slot.
    expect(reserved).toEqual([2, 1]);
    expect(previewed.sort()).toEqual(["b.jpg", "c.jpg", "e.jpg"]);
    expect(sent.sort()).toEqual(["b.jpg@b1#1", "c.jpg@b1#2", "e.jpg@b2#4"]);
    expect(zipped[0]?.map((r) => [r.file.name, r.analysis?.description])).toEqual([
      ["a.jpg", "a kept cat"],
      ["b.jpg", "a photo of b.jpg"],
      ["c.jpg", "a photo of c.jpg"],
      ["d.jpg", "a kept beach"],
      ["e.jpg", "a photo of e.jpg"],
    ]);
  });

  it("reserves nothing when every photo was answered before", async () => {
    const reserve = vi.fn();
    const { deps, zipped } = setup();
    const batch = await organizeBatch(
      [photo("a.jpg"), photo("b.jpg")],
      { ...deps, reserve, answered: () => ({ description: "kept", category: "Nature" }) },
      new AbortController().signal,
    );
    expect(batch.result).toBe("downloaded");
    expect(reserve).not.toHaveBeenCalled();
    expect(zipped[0]).toHaveLength(2);
  });
});

describe("organizeBatch when the connection drops mid-run", () => {
  it("files no photo as failed: they wait, then go on under the same batch and key, each charged once", async () => {
    let online = true;
    const listeners = new Set<() => void>();
    const network = {
      online: () => online,
      onOnline: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const held: boolean[] = [];
    const hold = connectionHold((lost) => held.push(lost), network, 50);
    /** What the server answered (batch/key); an answer may be lost on the way back when the connection drops. */
    const answered = new Set<string>();
    const sent: string[] = [];
    let settled = 0;
    const names = Array.from({ length: 10 }, (_, i) => `p${i}.jpg`);
    const t = setup({
      concurrency: 2,
      analyze: (file, request, signal) =>
        hold.send(async () => {
          const key = `${request.batchId}/${request.photoKey}`;
          if (!online) throw new TypeError("Failed to fetch");
          sent.push(key);
          answered.add(key);
          await new Promise((r) => setTimeout(r, 2));
          // The connection dropped while this answer was on its way back.
          if (!online) throw new TypeError("Failed to fetch");
          return { description: `a photo of ${file.name}`, category: "Nature" };
        }, signal),
      connection: hold,
      onProgress: (p) => {
        settled = p.done;
        if (p.done === 3) online = false;
      },
    });
    const running = organizeBatch(names.map(photo), t.deps, new AbortController().signal);
    await vi.waitFor(() => expect(held).toEqual([true]));
    await new Promise((r) => setTimeout(r, 200));
    const whileOffline = settled;
    expect(whileOffline).toBeLessThan(names.length);
    online = true;
    for (const listener of [...listeners]) listener();
    const batch = await running;

    expect(batch.result).toBe("downloaded");
    expect(batch.photos.map((p) => p.status)).toEqual(names.map(() => "ok"));
    expect(held).toEqual([true, false]);
    // A photo whose answer the drop lost was sent again; every photo kept its one batch and key, so the
    // server answered (and charged) each once.
    expect(sent.length).toBeGreaterThan(names.length);
    expect(answered).toEqual(new Set(names.map((_, i) => `b1/${i}`)));
    expect(t.events).toContainEqual({ kind: "complete", processed: 10, failed: 0, duplicates: 0 });
  });
});
