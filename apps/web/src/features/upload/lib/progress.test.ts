import { describe, expect, it } from "vitest";
import { batchProgress, roundRemaining, shouldAnnounceProgress } from "./progress";

describe("batchProgress", () => {
  it.each([
    // total, ok, failed, elapsed ms → done, percent, remaining
    [10, 0, 0, 0, 0, 0, null],
    [10, 2, 0, 4000, 2, 20, 16000],
    [10, 3, 1, 8000, 4, 40, 12000],
    [3, 1, 0, 1000, 1, 33, 2000],
    [10, 9, 1, 20000, 10, 100, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ])(
    "total %i, %i ok, %i failed after %i ms",
    (total, succeeded, failed, elapsed, done, percent, remainingMs) => {
      expect(batchProgress({ total, succeeded, failed, startedAt: 1000, now: 1000 + elapsed })).toEqual({
        total,
        succeeded,
        failed,
        done,
        percent,
        remainingMs,
      });
    },
  );

  it("never reports more done than the total", () => {
    expect(batchProgress({ total: 2, succeeded: 3, failed: 0, startedAt: 0, now: 10 }).done).toBe(2);
  });
});

describe("roundRemaining", () => {
  it.each([
    [0, "seconds", 1],
    [400, "seconds", 1],
    [12_300, "seconds", 13],
    [59_000, "seconds", 59],
    [60_000, "minutes", 1],
    [61_000, "minutes", 2],
    [600_000, "minutes", 10],
  ])("%i ms → %s %i", (ms, unit, value) => {
    expect(roundRemaining(ms)).toEqual({ unit, value });
  });
});

describe("shouldAnnounceProgress", () => {
  it("announces every second success while the batch runs", () => {
    const announced = [1, 2, 3, 4, 5, 6].filter((n) => shouldAnnounceProgress(n, n, 10));
    expect(announced).toEqual([2, 4, 6]);
  });
  it("leaves the final announcement to the end of the batch", () => {
    expect(shouldAnnounceProgress(4, 4, 4)).toBe(false);
  });
  it("counts successes, not failures", () => {
    expect(shouldAnnounceProgress(1, 2, 10)).toBe(false);
  });
});
