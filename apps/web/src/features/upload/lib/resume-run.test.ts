import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wipeBrowserDatabase } from "@/testing/browser-db";
import { nextPart, settleEarlierBatches } from "./resume-run";
import {
  identityOf,
  interruptedRun,
  type RunPhotoRecord,
  type RunRecord,
  reserveKept,
  startRun,
} from "./run-journal";
import { closeSavedReviews } from "./saved-reviews";
import { createZipPlanner, duplicateItem } from "./zip-plan";

const photo = (name: string) => new File([name], name, { type: "image/jpeg", lastModified: 1 });
const files = ["a.jpg", "b.jpg", "c.jpg", "d.jpg"].map(photo);
const run: RunRecord = {
  id: "r",
  userId: "u",
  startedAt: 0,
  output: { kind: "zip" },
  partsStarted: 1,
  photos: files.map(identityOf),
  batches: ["old-1", "old-2"],
};
const row = {
  originalName: "a.jpg",
  zipPath: "Animals/cat.jpg",
  category: "Animals",
  description: "A cat",
  status: "ok" as const,
};

describe("the next part of an interrupted run", () => {
  it("leaves out what a part holds, keeps the answers, and counts the photos not found again", () => {
    const kept: (RunPhotoRecord | undefined)[] = [
      {
        runId: "r",
        index: 0,
        answer: { description: "A cat", category: "Animals" },
        written: { part: 1, row },
      },
      { runId: "r", index: 1, answer: { description: "A dog", category: "Animals" } },
      undefined,
      undefined,
    ];
    const part = nextPart(kept, [files[0] ?? null, files[1] ?? null, null, files[3] ?? null]);
    expect(part.files.map((f) => f.name)).toEqual(["b.jpg", "d.jpg"]);
    expect(part.origin).toEqual([1, 3]);
    expect(part.answers).toEqual([{ description: "A dog", category: "Animals" }, null]);
    expect(part.earlier).toEqual([row]);
    expect(part.missing).toBe(1);
  });
  it("goes on after a review that held some photos with the rest only, with no earlier rows and no duplicate pointing at a reviewed photo", () => {
    const reviewRun: RunRecord = {
      ...run,
      output: { kind: "review" },
      duplicates: [{ photo: identityOf(photo("a copy.jpg")), of: 0, path: "Duplicates/a copy.jpg" }],
    };
    const kept: (RunPhotoRecord | undefined)[] = [
      { runId: "r", index: 0, answer: { description: "A cat", category: "Animals" }, written: { part: 2 } },
      { runId: "r", index: 1, answer: { description: "A dog", category: "Animals" }, written: { part: 2 } },
      { runId: "r", index: 2, answer: { description: "A cow", category: "Animals" } },
      undefined,
    ];
    const part = nextPart(kept, [...files, photo("a copy.jpg")], reviewRun.duplicates);
    expect(part.files.map((f) => f.name)).toEqual(["c.jpg", "d.jpg"]);
    expect(part.answers).toEqual([{ description: "A cow", category: "Animals" }, null]);
    expect(part.earlier).toEqual([]);
    expect(part.earlierPlaced.size).toBe(0);
    expect(part.duplicates).toEqual([]);
    expect(part.missing).toBe(0);
  });
});

describe("settling the batches of before", () => {
  it("asks again for each photo sent and not answered, with its batch, key and preview, then finishes every batch", async () => {
    const kept: (RunPhotoRecord | undefined)[] = [
      { runId: "r", index: 0, sent: { batchId: "old-1", photoKey: "0", preview: "P0" } },
      { runId: "r", index: 1, answer: { description: "kept", category: "Nature" } },
      { runId: "r", index: 2, sent: { batchId: "old-2", photoKey: "2", preview: "P2" } },
      undefined,
    ];
    const asked: string[] = [];
    const order: string[] = [];
    const answered = vi.fn(async () => undefined);
    await settleEarlierBatches(
      run,
      kept,
      files,
      {
        analyze: async (_file, request) => {
          asked.push(`${request.batchId}#${request.photoKey}:${request.base64Image}`);
          order.push("analyze");
          // The second batch has closed meanwhile: that photo is analysed anew later.
          if (request.batchId === "old-2") throw new Error("This batch is already finished.");
          return { description: "answered before", category: "Nature" };
        },
        finish: async (batchId) => order.push(`finish ${batchId}`),
        answered,
        reserve: () => Promise.reject(new Error("no reservation was left unknown")),
      },
      new AbortController().signal,
    );
    expect(asked.sort()).toEqual(["old-1#0:P0", "old-2#2:P2"]);
    expect(kept[0]?.answer?.description).toBe("answered before");
    expect(kept[2]?.answer).toBeUndefined();
    expect(answered).toHaveBeenCalledOnce();
    // The batches are finished only once nothing is asked under them any more.
    expect(order).toEqual(["analyze", "analyze", "finish old-1", "finish old-2"]);
  });
});

describe("a reservation granted as the page went away", () => {
  afterEach(wipeBrowserDatabase);

  it("is finished by the continued run, which knew it only by its key", async () => {
    // The server's reservations by key: the same key gets the same batch, as POST /api/batches answers it.
    const byKey = new Map<string, string>();
    const open = new Set<string>();
    const reserve = async (key: string) => {
      const batchId = byKey.get(key) ?? `batch-${byKey.size + 1}`;
      if (!byKey.has(key)) open.add(batchId);
      byKey.set(key, batchId);
      return { batchId };
    };
    await startRun({ ...run, id: "r-key", batches: [] });
    // Granted on the server, but the page goes away before its answer is kept.
    void reserveKept("r-key", { key: "k1", count: 4 }, async () => {
      await reserve("k1");
      return new Promise<never>(() => undefined);
    });
    await vi.waitFor(() => expect(open.size).toBe(1));
    await closeSavedReviews(); // the reload

    const interrupted = await interruptedRun("u");
    if (!interrupted) throw new Error("the run was not kept");
    expect(interrupted.run.batches).toEqual([]);
    const finished: string[] = [];
    await settleEarlierBatches(
      interrupted.run,
      interrupted.kept,
      files,
      {
        analyze: () => Promise.reject(new Error("no photo was sent")),
        finish: async (batchId) => {
          finished.push(batchId);
          open.delete(batchId);
        },
        answered: async () => undefined,
        reserve: (reservation) => reserveKept("r-key", reservation, () => reserve(reservation.key)),
      },
      new AbortController().signal,
    );
    // Its slots come back now, not when it expires; and the run knows it by id from here on.
    expect(finished).toEqual(["batch-1"]);
    expect(open.size).toBe(0);
    expect(byKey.size).toBe(1);
    const after = (await interruptedRun("u"))?.run;
    expect(after?.batches).toEqual(["batch-1"]);
    expect(after?.reserving).toBeUndefined();
  });
});

describe("the duplicates of a continued run", () => {
  it("point at their photo in this part, or at where an earlier part put it, and wait while it is not found", () => {
    const copyOfA = photo("a copy.jpg");
    const copyOfB = photo("b copy.jpg");
    const copyOfC = photo("c copy.jpg");
    const kept: (RunPhotoRecord | undefined)[] = [
      { runId: "r", index: 0, written: { part: 1, row } },
      undefined,
      undefined,
      undefined,
    ];
    const duplicates = [
      { photo: identityOf(copyOfA), of: 0, path: "Duplicates/a copy.jpg" },
      { photo: identityOf(copyOfB), of: 1, path: "" },
      { photo: identityOf(copyOfC), of: 2, path: "Duplicates/c copy.jpg" },
    ];
    // c.jpg is not found again: its copy waits with it.
    const found = [null, files[1] ?? null, null, files[3] ?? null, copyOfA, copyOfB, copyOfC];
    const part = nextPart(kept, found, duplicates);
    expect(part.origin).toEqual([1, 3]);
    expect(part.duplicates.map((d) => [d.file.name, d.path])).toEqual([
      ["a copy.jpg", "Duplicates/a copy.jpg"],
      ["b copy.jpg", ""],
    ]);
    // b.jpg is this part's first photo; a.jpg was written before, at the path its row names.
    expect(part.duplicates[1]?.of).toBe(0);
    const planner = createZipPlanner({ earlier: part.earlier, earlierPlaced: part.earlierPlaced });
    const copy = part.duplicates[0];
    if (!copy) throw new Error("no copy of a.jpg");
    planner.add(duplicateItem(copy));
    expect(planner.manifest()).toContain(`Duplicates/a copy.jpg,,,duplicate,,${row.zipPath}`);
  });
});
