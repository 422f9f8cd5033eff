import "fake-indexeddb/auto";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wipeBrowserDatabase } from "@/testing/browser-db";
import {
  discardRun,
  forgetRun,
  identityOf,
  interruptedRun,
  matchRun,
  notePhoto,
  type RunRecord,
  reserveKept,
  runBatchReserved,
  sendKept,
  startRun,
} from "./run-journal";
import { closeSavedReviews, db } from "./saved-reviews";

const photo = (name: string, content: string, lastModified = 1_700_000_000_000) =>
  new File([content], name, { type: "image/jpeg", lastModified });

const run = (id: string, userId: string, files: File[]): RunRecord => ({
  id,
  userId,
  startedAt: 1000,
  output: { kind: "zip" },
  partsStarted: 1,
  photos: files.map(identityOf),
  batches: [],
});

describe("the run kept in the browser", () => {
  afterEach(wipeBrowserDatabase);

  it("keeps each photo's answer, write and batch across a reload, for its user only, until forgotten", async () => {
    const files = [photo("a.jpg", "aa"), photo("b.jpg", "bbb"), photo("c.jpg", "c")];
    await startRun(run("r1", "u1", files));
    await runBatchReserved("r1", "batch-1");
    const answer = { description: "A cat", category: "Animals" };
    await notePhoto("r1", 0, { sent: { batchId: "batch-1", photoKey: "0", preview: "AAAA" } });
    await notePhoto("r1", 1, { sent: { batchId: "batch-1", photoKey: "1", preview: "BBBB" } });
    await notePhoto("r1", 0, { answer });
    await notePhoto("r1", 0, {
      written: {
        part: 1,
        row: {
          originalName: "a.jpg",
          zipPath: "Animals/cat.jpg",
          category: "Animals",
          description: "A cat",
          status: "ok",
        },
      },
    });
    await closeSavedReviews(); // as after a reload

    expect(await interruptedRun("u2")).toBeNull();
    const kept = await interruptedRun("u1");
    expect(kept?.run.batches).toEqual(["batch-1"]);
    expect(kept?.kept[0]?.answer).toEqual(answer);
    // Answered: the preview sent is no longer kept.
    expect(kept?.kept[0]?.sent).toBeUndefined();
    expect(kept?.kept[0]?.written?.part).toBe(1);
    expect(kept?.kept[1]?.sent?.preview).toBe("BBBB");
    expect(kept?.kept[2]).toBeUndefined();

    await forgetRun("r1");
    expect(await interruptedRun("u1")).toBeNull();
  });
});

describe("sending a photo of the run", () => {
  afterEach(wipeBrowserDatabase);

  it("keeps it as sent before its request leaves, so a reload before the answer cannot lose the charge", async () => {
    const files = [photo("a.jpg", "aa"), photo("b.jpg", "bbb")];
    await startRun(run("r3", "u1", files));
    const sent = { batchId: "batch-1", photoKey: "1", preview: "BBBB" };
    const database = await db();
    // What a reload at the very moment the request leaves would find kept: read in a transaction begun as it
    // leaves, so that it sees only what had been kept by then.
    let keptAsTheRequestLeft: Promise<unknown> | undefined;
    void sendKept("r3", 1, sent, () => {
      keptAsTheRequestLeft = database.get("runPhotos", ["r3", 1]);
      return new Promise<never>(() => undefined); // the page goes away before the answer
    });
    await vi.waitFor(() => expect(keptAsTheRequestLeft).toBeDefined());
    expect(await keptAsTheRequestLeft).toMatchObject({ sent });
  });

  it("keeps the answer in place of the preview once it comes, and only a real answer", async () => {
    await startRun(run("r4", "u1", [photo("a.jpg", "aa"), photo("b.jpg", "bbb")]));
    const answer = { description: "A cat", category: "Animals" };
    await expect(
      sendKept("r4", 0, { batchId: "b", photoKey: "0", preview: "AAAA" }, async () => answer),
    ).resolves.toEqual(answer);
    await sendKept("r4", 1, { batchId: "b", photoKey: "1", preview: "BBBB" }, async () => ({
      description: " ",
      category: "Unsorted",
    }));
    const kept = (await interruptedRun("u1"))?.kept;
    expect(kept?.[0]).toMatchObject({ answer });
    expect(kept?.[0]?.sent).toBeUndefined();
    // No description: the photo is asked for again under its key when the run goes on.
    expect(kept?.[1]?.answer).toBeUndefined();
    expect(kept?.[1]?.sent?.photoKey).toBe("1");
  });
});

describe("reserving a batch for the run", () => {
  afterEach(wipeBrowserDatabase);

  it("keeps its key before its request leaves, so a reload before the answer can still finish the batch", async () => {
    await startRun(run("r5", "u1", [photo("a.jpg", "aa")]));
    const database = await db();
    let keptAsTheRequestLeft: Promise<RunRecord | undefined> | undefined;
    void reserveKept("r5", { key: "key-1", count: 1 }, () => {
      keptAsTheRequestLeft = database.get("runs", "r5");
      return new Promise<never>(() => undefined); // the page goes away before the answer
    });
    await vi.waitFor(() => expect(keptAsTheRequestLeft).toBeDefined());
    expect((await keptAsTheRequestLeft)?.reserving).toEqual([{ key: "key-1", count: 1 }]);
    await closeSavedReviews(); // as after a reload
    expect((await interruptedRun("u1"))?.run.reserving).toEqual([{ key: "key-1", count: 1 }]);
  });

  it("keeps the batch granted in place of its key, and forgets a key the server refused", async () => {
    await startRun(run("r6", "u1", [photo("a.jpg", "aa")]));
    await expect(
      reserveKept("r6", { key: "key-1", count: 1 }, async () => ({ batchId: "b1" })),
    ).resolves.toEqual({
      batchId: "b1",
    });
    const limit = Object.assign(new Error("You've reached your monthly limit of 25 images."), {
      status: 403,
    });
    await expect(reserveKept("r6", { key: "key-2", count: 1 }, () => Promise.reject(limit))).rejects.toBe(
      limit,
    );
    // No answer at all: the server may have made the batch, so its key stays to be sent again.
    const offline = new TypeError("Failed to fetch");
    await expect(reserveKept("r6", { key: "key-3", count: 2 }, () => Promise.reject(offline))).rejects.toBe(
      offline,
    );
    const kept = (await interruptedRun("u1"))?.run;
    expect(kept?.batches).toEqual(["b1"]);
    expect(kept?.reserving).toEqual([{ key: "key-3", count: 2 }]);
  });
});

describe("finding a run's photos again", () => {
  it("matches by name, size and date, reports files that are not the run's, and leaves the missing empty", () => {
    const a = photo("a.jpg", "aa");
    const b = photo("b.jpg", "bbb");
    const photos = [a, b].map(identityOf);
    const changed = photo("b.jpg", "bbb", 1_800_000_000_000);
    const other = photo("z.jpg", "zz");
    const { files, unmatched } = matchRun(photos, [other, changed, a]);
    expect(files).toEqual([a, null]);
    expect(unmatched).toEqual([other, changed]);
  });

  it("gives every chosen file to one photo at most and finds each photo whose file is among them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("a.jpg", "b.jpg", "c.jpg"), fc.integer({ min: 1, max: 3 })), {
          maxLength: 12,
        }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (specs, picks) => {
          const files = specs.map(([name, size]) => photo(name, "x".repeat(size)));
          const chosen = picks.flatMap((pick) =>
            files.length > 0 ? [files[pick % files.length] as File] : [],
          );
          const { files: found, unmatched } = matchRun(files.map(identityOf), chosen);
          const given = found.filter((file): file is File => file !== null);
          expect(given.length + unmatched.length).toBe(chosen.length);
          // Photos alike (same name, size, date) are interchangeable: as many are found as were chosen.
          for (const [index, file] of found.entries()) {
            if (file) expect(identityOf(file)).toEqual(identityOf(files[index] as File));
          }
          // Each identity finds as many photos as files of it were chosen, up to how many the run has.
          const key = (file: File) => JSON.stringify(identityOf(file));
          const count = (list: readonly File[], k: string) => list.filter((file) => key(file) === k).length;
          for (const k of new Set(files.map(key)))
            expect(count(given, k)).toBe(Math.min(count(files, k), count(chosen, k)));
        },
      ),
    );
  });
});

describe("discarding a run", () => {
  afterEach(wipeBrowserDatabase);

  it("forgets it and finishes its batches, so their unused slots come back at once", async () => {
    await startRun({
      ...run("r2", "u1", [photo("a.jpg", "a")]),
      batches: ["b1", "b2"],
      reserving: [{ key: "key-3", count: 1 }],
    });
    const finished: string[] = [];
    await discardRun((await interruptedRun("u1"))?.run as RunRecord, {
      finish: async (batchId) => {
        finished.push(batchId);
        if (batchId === "b1") throw new Error("This batch is already finished.");
      },
      // The batch asked for under the key as the page went away: the key gets it back.
      reserve: async ({ key }) => ({ batchId: key === "key-3" ? "b3" : "other" }),
    });
    expect(finished).toEqual(["b1", "b2", "b3"]);
    expect(await interruptedRun("u1")).toBeNull();
  });
});
