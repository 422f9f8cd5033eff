import { LEARNING } from "@photo-organizer/core";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/render-route";
import { newBatchId } from "./batch-id";
import { batchPhoto } from "./results-harness";
import { reviewBatch } from "./review-batch";
import { useReview } from "./use-review";

/** Three analysed photos that look nothing alike, all filed under Nature. */
const batch = reviewBatch(
  newBatchId(),
  [0, 1, 2].map((kind) =>
    batchPhoto(`photo-${kind}.jpg`, {
      description: "A photo",
      category: "Nature",
      learning: {
        embedding: Array.from({ length: 24 }, (_, i) => (i % 3 === kind ? 5 : i % 5)),
        describedCategory: "Nature",
        neighbours: [],
      },
    }),
  ),
  [null, null, null],
  true,
);

type Sent = { batch: string; examples: { category: string; corrected: boolean }[] };

describe("useReview's memory of the user's filing", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("records the review again after later moves, under the same id, and not when nothing changed", async () => {
    const sent: Sent[] = [];
    stubFetch({
      "POST /api/learning/examples": (init) => {
        sent.push(JSON.parse(String(init?.body)) as Sent);
        return json({
          examples: 3,
          corrections: 0,
          limit: LEARNING.maxExamplesPerUser,
          reviewBeforeDownload: false,
        });
      },
    });
    const { result } = renderHook(() => useReview(batch));
    act(() => result.current.move([0], "Animals"));
    await act(() => result.current.remember());
    act(() => result.current.move([1, 2], "Food"));
    await act(() => result.current.remember());
    await act(() => result.current.remember());
    expect(sent).toHaveLength(2);
    expect(sent.map((s) => s.batch)).toEqual([batch.id, batch.id]);
    expect(batch.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0]?.examples.filter((e) => e.corrected)).toHaveLength(1);
    expect(sent[1]?.examples.map((e) => [e.category, e.corrected])).toEqual([
      ["Animals", true],
      ["Food", true],
      ["Food", true],
    ]);
  });
});
