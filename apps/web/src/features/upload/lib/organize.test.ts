import { describe, expect, it, vi } from "vitest";
import type { Usage } from "@/lib/usage";
import { MAX_ANALYSES_IN_FLIGHT, type OrganizeDeps, type OrganizeEvent, organizeBatch } from "./organize";
import type { PhotoOutcome } from "./zip-plan";

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

function setup(overrides: Partial<OrganizeDeps> & { failNames?: string[]; reservedCount?: number } = {}) {
  const events: OrganizeEvent[] = [];
  const zipped: PhotoOutcome[][] = [];
  const written: string[] = [];
  const discard = vi.fn(async () => undefined);
  const finish = vi.fn(async (_id: string) => ({ released: 0, usage: usage(3) }));
  const deps: OrganizeDeps = {
    reserve: async (n) => ({
      batchId: "b1",
      reserved: n,
      expiresAt: "",
      usage: usage(overrides.reservedCount ?? n),
    }),
    finish,
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
      const seen: PhotoOutcome[] = [];
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
    concurrency: 3,
    ...overrides,
  };
  return { deps, events, zipped, written, discard, finish };
}

const kinds = (events: OrganizeEvent[]) => events.map((e) => e.kind);

describe("organizeBatch", () => {
  it("analyses every photo, finishes the batch and writes one ZIP with every photo", async () => {
    const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"].map(photo);
    const t = setup({ failNames: ["c.jpg"] });
    await expect(organizeBatch(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.zipped).toHaveLength(1);
    const outcomes = t.zipped[0] ?? [];
    expect(outcomes.map((o) => o.file.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg", "e.jpg"]);
    expect(outcomes.map((o) => o.analysis === null)).toEqual([false, false, true, false, false]);
    expect(t.written).toEqual(["a.jpg\nb.jpg\nc.jpg\nd.jpg\ne.jpg\n"]);
    expect(kinds(t.events)).toEqual([
      "started",
      "progress", // 2nd success
      "progress", // the end (the 4th success is also the last photo: announced once)
      "complete",
      "remaining",
      "download-complete",
    ]);
    expect(t.events).toContainEqual({ kind: "started", count: 5 });
    expect(t.events).toContainEqual({ kind: "complete", processed: 4, failed: 1 });
    expect(t.events.filter((e) => e.kind === "progress").at(-1)).toEqual({
      kind: "progress",
      done: 4,
      total: 5,
    });
    expect(t.events).toContainEqual({ kind: "remaining", usage: usage(3) });
  });

  it("shows only the limit toast when the reservation is refused", async () => {
    const t = setup({
      reserve: async () =>
        Promise.reject(Object.assign(new Error("limit"), { status: 403, code: "limit_reached" })),
    });
    const openSink = vi.spyOn(t.deps, "openSink");
    await expect(organizeBatch([photo("a.jpg")], t.deps, new AbortController().signal)).resolves.toBe(
      "refused",
    );
    expect(t.events).toEqual([{ kind: "limit-reached" }]);
    expect(t.finish).not.toHaveBeenCalled();
    expect(openSink).not.toHaveBeenCalled();
  });

  it("warns when the batch takes the month to 80% or more", async () => {
    const t = setup({ reservedCount: 21 });
    await organizeBatch([photo("a.jpg")], t.deps, new AbortController().signal);
    expect(t.events[0]).toEqual({ kind: "quota-warning", usage: usage(21) });
  });

  it("makes no ZIP when no photo could be analysed, and still finishes the batch", async () => {
    const t = setup({ failNames: ["a.jpg", "b.jpg"] });
    await expect(
      organizeBatch([photo("a.jpg"), photo("b.jpg")], t.deps, new AbortController().signal),
    ).resolves.toBe("none-succeeded");
    expect(t.zipped).toHaveLength(0);
    expect(t.discard).toHaveBeenCalled();
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(kinds(t.events)).toEqual(["started", "none-succeeded"]);
  });

  it("stops on cancel, finishes the batch and makes no ZIP", async () => {
    const controller = new AbortController();
    let analysed = 0;
    const t = setup({
      concurrency: 1,
      analyze: async () => {
        analysed++;
        if (analysed === 2) controller.abort();
        return { description: "x", category: "Nature" };
      },
    });
    const files = Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`));
    await expect(organizeBatch(files, t.deps, controller.signal)).resolves.toBe("cancelled");
    expect(analysed).toBe(2);
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.zipped).toHaveLength(0);
    expect(kinds(t.events).at(-1)).toBe("cancelled");
  });

  it.each([
    [2, 2],
    [100, MAX_ANALYSES_IN_FLIGHT],
    [undefined, 3],
  ])("keeps the analyses in flight the server asks for (%s → %i)", async (asked, expected) => {
    let running = 0;
    let most = 0;
    const t = setup({
      concurrency: 3,
      reserve: async (n) => ({
        batchId: "b1",
        reserved: n,
        expiresAt: "",
        usage: usage(n),
        concurrency: asked,
      }),
      analyze: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 2));
        running--;
        return { description: "x", category: "Nature" };
      },
    });
    const files = Array.from({ length: 40 }, (_, i) => photo(`${i}.jpg`));
    await expect(organizeBatch(files, t.deps, new AbortController().signal)).resolves.toBe("downloaded");
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
    const done = organizeBatch(files, t.deps, new AbortController().signal);
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
    await expect(organizeBatch(files, t.deps, controller.signal)).resolves.toBe("cancelled");
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
    await expect(organizeBatch(files, t.deps, new AbortController().signal)).resolves.toBe("failed");
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
    await expect(organizeBatch([photo("a.jpg")], t.deps, new AbortController().signal)).resolves.toBe(
      "failed",
    );
    expect(t.finish).toHaveBeenCalledTimes(1);
    expect(t.events.at(-1)).toEqual({ kind: "error", message: "disk full" });
  });
});
