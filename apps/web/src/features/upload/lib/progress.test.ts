import { describe, expect, it } from "vitest";
import { batchProgress } from "./progress";

/** settle times of `n` photos, one a second from 1 s on */
const everySecond = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) * 1000);

describe("batchProgress", () => {
  it.each([
    // total, ok, failed → done, percent, remaining (now = the last settle)
    [10, 0, 0, 0, 0, null],
    [10, 2, 0, 2, 20, null],
    [10, 3, 1, 4, 40, 6000],
    [44, 20, 7, 27, 61, 17_000],
    [10, 9, 1, 10, 100, 0],
    [0, 0, 0, 0, 0, 0],
  ])("total %i, %i ok, %i failed", (total, succeeded, failed, done, percent, remainingMs) => {
    const recentSettledAt = everySecond(succeeded + failed);
    const now = recentSettledAt.at(-1) ?? 0;
    expect(batchProgress({ total, succeeded, failed, recentSettledAt, now })).toEqual({
      total,
      succeeded,
      failed,
      done,
      percent,
      remainingMs,
    });
  });

  it("never reports more done than the total", () => {
    expect(batchProgress({ total: 2, succeeded: 3, failed: 0, recentSettledAt: [], now: 10 }).done).toBe(2);
  });
});
