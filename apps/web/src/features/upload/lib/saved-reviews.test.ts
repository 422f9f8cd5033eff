import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
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

describe("saved reviews", () => {
  afterEach(wipeBrowserDatabase);

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
});
