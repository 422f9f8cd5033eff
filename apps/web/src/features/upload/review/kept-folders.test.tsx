import "fake-indexeddb/auto";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { batchFromKept, type KeptBatch, keptBatches } from "../hooks/use-kept-batch";
import { closeSavedReviews, saveReview } from "../lib/saved-reviews";
import { newBatchId } from "./batch-id";
import { batchPhoto } from "./results-harness";
import { reviewBatch } from "./review-batch";
import { useReview } from "./use-review";

const layout = { folderPattern: "{year}/{category}", namePattern: "{description}" };
const photos = ["A sunset", "A dog", "A lake"].map((description, i) =>
  batchPhoto(`p${i}.jpg`, {
    description,
    category: "Nature",
    folder: i === 1 ? "Pets" : "Nature",
    layout: { ...layout, date: { year: 2023, month: 7, day: i + 1, hour: 0, minute: 0, second: 0 } },
  }),
);

describe("a review's folder changes, kept in the browser", () => {
  afterEach(async () => {
    await closeSavedReviews();
    indexedDB.deleteDatabase("photo-organizer");
  });

  it("come back after a reload with the new folders, the offered ones and Undo", async () => {
    const batch = {
      ...reviewBatch(newBatchId(), photos, [null, null, null], false),
      offered: ["Kids", "Pets"],
    };
    const { result, unmount } = renderHook(() => useReview(batch));
    act(() => {
      expect(result.current.moveToNew([2], "Road trip")).toBeNull();
    });
    act(() => {
      expect(result.current.renameFolder("Road trip", "Summer trip")).toBeNull();
    });
    act(() => result.current.mergeFolder("Pets", "Summer trip"));
    const before = result.current.paths;
    expect(before).toEqual([
      "2023/Nature/sunset.jpg",
      "2023/Summer_trip/dog.jpg",
      "2023/Summer_trip/lake.jpg",
    ]);
    await saveReview({
      id: batch.id,
      userId: "u1",
      savedAt: 1,
      streamed: false,
      photos,
      state: result.current.state,
      hashes: [null, null, null],
    } satisfies KeptBatch);
    unmount();
    await closeSavedReviews(); // as after a reload

    const [kept] = await keptBatches("u1");
    const again = renderHook(() => useReview(batchFromKept(kept as KeptBatch)));
    expect(again.result.current.paths).toEqual(before);
    expect(again.result.current.menu).toEqual(["Kids", "Pets", "Nature", "Summer trip"]);
    act(() => again.result.current.undo());
    expect(again.result.current.paths[1]).toBe("2023/Pets/dog.jpg");
    act(() => again.result.current.undo());
    expect(again.result.current.paths[2]).toBe("2023/Road_trip/lake.jpg");
  });
});
