import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wipeBrowserDatabase } from "@/testing/browser-db";
import { closeSavedReviews, forgetReview, type SavedReview, savedReviews, saveReview } from "./saved-reviews";

const review = (id: string, userId: string, savedAt: number): SavedReview => ({
  id,
  userId,
  savedAt,
  streamed: false,
  photos: [{ originalName: "a.jpg", thumbnail: "AAAA" }],
  state: {
    photos: [{ index: 0, folder: "Travel", touched: true }],
    history: [[{ index: 0, folder: "Nature" }]],
  },
  hashes: ["ab12"],
});

/** The page is left (a reload) while its last write is under way: the browser aborts that write. */
function leaveDuring(method: "put" | "delete") {
  const original = IDBObjectStore.prototype[method];
  vi.spyOn(IDBObjectStore.prototype, method).mockImplementationOnce(function (
    this: IDBObjectStore,
    ...args: Parameters<typeof original>
  ) {
    const request = (original as (...a: typeof args) => IDBRequest).apply(this, args);
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    this.transaction.abort();
    return request;
  });
}

/**
 * The page is left once `count` puts are under way, none confirmed yet: the first `committed` of them were
 * already in when it went (IndexedDB commits them in order), the browser aborts the others. Unless `heard`,
 * nothing the page does after `pagehide` reaches the browser's storage: a write IndexedDB confirms after that
 * is never heard of (a page that goes); else the page hears of them (one kept in the back-forward cache).
 */
function leaveWithPutsUnderWay(count: number, committed: number, heard = false) {
  const original = IDBObjectStore.prototype.put;
  const underWay: IDBTransaction[] = [];
  let gone = false;
  vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<typeof original>
  ) {
    const request = original.apply(this, args);
    underWay.push(this.transaction);
    if (underWay.length === count) {
      window.dispatchEvent(new PageTransitionEvent("pagehide"));
      gone = !heard;
      for (const transaction of underWay.slice(committed)) transaction.abort();
    }
    return request;
  });
  for (const method of ["setItem", "removeItem"] as const) {
    const write = Storage.prototype[method] as (this: Storage, ...a: string[]) => void;
    vi.spyOn(Storage.prototype, method).mockImplementation(function (this: Storage, ...args: string[]) {
      if (!gone) write.apply(this, args);
    });
  }
}

const copiesOf = (id: string) => Object.keys(localStorage).filter((key) => key.endsWith(`:${id}`)).length;

/** The storage module as a reloaded page has it: nothing in memory, the same database and storage. */
async function reloaded(): Promise<typeof import("./saved-reviews")> {
  await closeSavedReviews();
  vi.resetModules();
  return import("./saved-reviews");
}

async function wipe() {
  vi.restoreAllMocks();
  localStorage.clear();
  await wipeBrowserDatabase();
}

describe("saved reviews", () => {
  afterEach(wipe);

  it("keeps a batch whole across a new page (a new connection), the latest first, for its user only", async () => {
    await saveReview(review("b1", "u1", 1000));
    await saveReview(review("b2", "u1", 2000));
    await saveReview(review("b3", "u2", 3000));
    await closeSavedReviews(); // as after a reload
    const mine = await savedReviews("u1");
    expect(mine.map((r) => r.id)).toEqual(["b2", "b1"]);
    expect(mine[1]).toEqual(review("b1", "u1", 1000));
    expect((await savedReviews("u2")).map((r) => r.id)).toEqual(["b3"]);
  });

  it("replaces a batch saved again, and forgets one downloaded or discarded", async () => {
    await saveReview(review("b1", "u1", 1000));
    await saveReview({ ...review("b1", "u1", 5000), hashes: ["cd34"] });
    expect(await savedReviews("u1")).toEqual([{ ...review("b1", "u1", 5000), hashes: ["cd34"] }]);
    await forgetReview("b1");
    expect(await savedReviews("u1")).toEqual([]);
  });

  it("keeps the last change made just before a reload, though the reload aborts its write", async () => {
    const first = review("k1", "u1", 1000);
    await saveReview(first);
    const before = first.state as { photos: unknown[]; history: unknown[][] };
    const renamed = {
      ...first,
      savedAt: 2000,
      state: {
        photos: [{ index: 0, folder: "Travel", name: "Kept_after_reload", touched: true }],
        history: [...before.history, before.photos],
      },
      hashes: ["ab12"],
    };
    leaveDuring("put");
    await expect(saveReview(renamed)).rejects.toThrow();

    const page = await reloaded();
    expect(await page.savedReviews("u1")).toEqual([renamed]);
    // Written into the database: the page after that has it too, and no copy is left behind.
    const next = await reloaded();
    expect(await next.savedReviews("u1")).toEqual([renamed]);
    expect(copiesOf("k1")).toBe(0);
    await next.closeSavedReviews();
  });

  // Each change is its own write: a page left with several under way leaves IndexedDB holding the last write
  // it confirmed or any one of those, and the next page shows the last change whichever it is.
  const inFlight = [1, 2, 3].flatMap((count) =>
    Array.from({ length: count + 1 }, (_, committed) =>
      [false, true].map((heard) => [count, committed, heard] as const),
    ).flat(),
  );
  it.each(inFlight)(
    "keeps the last of %i changes under way as the page goes, %i of them in IndexedDB, heard of after it: %s",
    async (count, committed, heard) => {
      const id = `k5-${count}-${committed}-${heard}`;
      const first = review(id, "u1", 1000);
      await saveReview(first);
      const changes: SavedReview[] = [];
      let state = first.state as { photos: object[]; history: object[][] };
      for (let n = 1; n <= count; n++) {
        state = {
          photos: [{ index: 0, folder: "Travel", name: `Name_${n}`, touched: true }],
          history: [...state.history, state.photos],
        };
        changes.push({ ...first, savedAt: 1000 + n, state });
      }
      leaveWithPutsUnderWay(count, committed, heard);
      const writes = await Promise.allSettled(changes.map((change) => saveReview(change)));
      expect(writes.map((write) => write.status)).toEqual(
        changes.map((_, n) => (n < committed ? "fulfilled" : "rejected")),
      );
      vi.restoreAllMocks();

      const page = await reloaded();
      expect(await page.savedReviews("u1")).toEqual([changes.at(-1)]);
      const next = await reloaded();
      expect(await next.savedReviews("u1")).toEqual([changes.at(-1)]);
      expect(copiesOf(id)).toBe(0);
      await next.closeSavedReviews();
    },
  );

  it("tells apart two changes made within the same millisecond as the page goes", async () => {
    const first = review("k6", "u1", 1000);
    await saveReview(first);
    const moved = {
      ...first,
      savedAt: 1000,
      state: { photos: [{ index: 0, folder: "Family" }], history: [] },
    };
    const renamed = {
      ...moved,
      state: { photos: [{ index: 0, folder: "Family", name: "Kept_after_reload" }], history: [] },
    };
    leaveWithPutsUnderWay(2, 1);
    await Promise.allSettled([saveReview(moved), saveReview(renamed)]);
    vi.restoreAllMocks();

    const page = await reloaded();
    expect((await page.savedReviews("u1")).map((kept) => kept.state)).toEqual([renamed.state]);
    await page.closeSavedReviews();
  });

  it("forgets a batch downloaded just before a reload, though the reload aborts the forgetting", async () => {
    await saveReview(review("k2", "u1", 1000));
    leaveDuring("delete");
    await expect(forgetReview("k2")).rejects.toThrow();

    const page = await reloaded();
    expect(await page.savedReviews("u1")).toEqual([]);
    await page.closeSavedReviews();
  });

  it("never lets a copy left by an earlier page undo a later change, nor shows it to another user", async () => {
    await saveReview(review("k3", "u1", 1000));
    leaveDuring("put");
    await expect(saveReview({ ...review("k3", "u1", 2000), hashes: ["old"] })).rejects.toThrow();

    const other = await reloaded();
    expect(await other.savedReviews("u2")).toEqual([]);
    // The same batch changed again in another tab; then the first tab goes, and copies its write again.
    await other.saveReview({ ...review("k3", "u1", 3000), hashes: ["newer"] });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(copiesOf("k3")).toBe(1);
    const page = await reloaded();
    expect(await page.savedReviews("u1")).toEqual([{ ...review("k3", "u1", 3000), hashes: ["newer"] }]);
    await page.closeSavedReviews();
  });

  it("offers the last written state when the browser's storage is full as the page goes", async () => {
    await saveReview(review("k4", "u1", 1000));
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    leaveDuring("put");
    await expect(saveReview({ ...review("k4", "u1", 2000), hashes: ["lost"] })).rejects.toThrow();

    const page = await reloaded();
    expect(await page.savedReviews("u1")).toEqual([review("k4", "u1", 1000)]);
    await page.closeSavedReviews();
  });
});
