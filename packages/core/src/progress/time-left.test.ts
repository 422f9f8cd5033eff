import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  pauseClock,
  recordSettled,
  resumeClock,
  roundTimeLeft,
  settleOnClock,
  TIME_LEFT_MIN_SETTLED,
  TIME_LEFT_WINDOW,
  timeLeft,
  WORK_CLOCK_START,
  type WorkClock,
  workTime,
} from "./time-left.ts";

/** A batch whose photos settle every `gap` ms from `start` on: settle times of the first `settled`. */
const steady = (start: number, gap: number, settled: number) =>
  Array.from({ length: settled }, (_, i) => start + (i + 1) * gap);

const steadyBatch = fc
  .record({
    start: fc.integer({ min: 0, max: 1e12 }),
    gap: fc.integer({ min: 1, max: 60_000 }),
    total: fc.integer({ min: TIME_LEFT_MIN_SETTLED + 1, max: 5_000 }),
  })
  .chain((b) =>
    fc.record({
      batch: fc.constant(b),
      settled: fc.integer({ min: TIME_LEFT_MIN_SETTLED, max: b.total - 1 }),
      since: fc.integer({ min: 0, max: b.gap - 1 }),
    }),
  );

describe("timeLeft", () => {
  it("is exact when photos settle at a steady pace", () => {
    fc.assert(
      fc.property(steadyBatch, ({ batch: { start, gap, total }, settled, since }) => {
        const times = steady(start, gap, settled);
        const now = (times.at(-1) as number) + since;
        const lastPhotoAt = start + total * gap;
        expect(timeLeft({ total, settled, recentSettledAt: times, now })).toBeCloseTo(lastPhotoAt - now, 3);
      }),
    );
  });

  it("never goes up while photos keep settling at a steady pace", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: TIME_LEFT_MIN_SETTLED + 1, max: 200 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { minLength: 2, maxLength: 30 }),
        (gap, total, moments) => {
          const all = steady(0, gap, total);
          let previous = Number.POSITIVE_INFINITY;
          for (const now of [...moments].sort((a, b) => a - b)) {
            const times = all.filter((t) => t <= now);
            const estimate = timeLeft({ total, settled: times.length, recentSettledAt: times, now });
            if (estimate === null) continue;
            expect(estimate).toBeLessThanOrEqual(previous);
            previous = estimate;
          }
        },
      ),
    );
  });

  it("never goes up while the user waits for the next photo", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: TIME_LEFT_MIN_SETTLED, maxLength: 40 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        (raw, wait, more) => {
          const times = [...raw].sort((a, b) => a - b);
          const input = { total: times.length + 10, settled: times.length, recentSettledAt: times };
          const sooner = timeLeft({ ...input, now: (times.at(-1) as number) + wait });
          const later = timeLeft({ ...input, now: (times.at(-1) as number) + wait + more });
          expect(later).toBeLessThanOrEqual(sooner as number);
        },
      ),
    );
  });

  it("is never negative, whatever the times", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: -1e9, max: 1e9 })),
        fc.integer({ min: -1e9, max: 1e9 }),
        (total, settled, recentSettledAt, now) => {
          const estimate = timeLeft({ total, settled, recentSettledAt, now });
          if (estimate !== null) {
            expect(estimate).toBeGreaterThanOrEqual(0);
            expect(Number.isFinite(estimate)).toBe(true);
          }
        },
      ),
    );
  });

  it("says nothing until enough photos have settled, and 0 once all have", () => {
    const times = steady(0, 1000, TIME_LEFT_MIN_SETTLED - 1);
    expect(timeLeft({ total: 44, settled: times.length, recentSettledAt: times, now: 5000 })).toBeNull();
    expect(timeLeft({ total: 44, settled: 0, recentSettledAt: [], now: 5000 })).toBeNull();
    expect(timeLeft({ total: 3, settled: 3, recentSettledAt: steady(0, 1000, 3), now: 3000 })).toBe(0);
  });

  it("follows the recent pace, not a slow start", () => {
    // 10 photos at 3 s each while everything warms up, then 1 s each: 20 of 44 settled at 20 s.
    const times = [...steady(0, 3000, 10), ...steady(30_000, 1000, 10)];
    const estimate = timeLeft({ total: 44, settled: 20, recentSettledAt: times, now: 40_000 });
    expect(estimate).toBe(24_000);
    // The whole batch's average (2 s a photo) would have said 48 s.
  });

  it("reads only the recent window, so a long run keeps a few numbers", () => {
    let kept: number[] = [];
    for (const at of steady(0, 500, 1_000)) kept = recordSettled(kept, at);
    expect(kept).toHaveLength(TIME_LEFT_WINDOW + 1);
    expect(timeLeft({ total: 2_000, settled: 1_000, recentSettledAt: kept, now: 500_000 })).toBe(500_000);
  });
});

/**
 * A run replayed in real time with one pause: the estimate a page shows at `at`, reading settle times and
 * "now" on the work clock as the page does. `settledAt` are real settle times, sorted.
 */
function estimateWithPause(
  total: number,
  settledAt: readonly number[],
  pause: { at: number; resumeAt: number },
  at: number,
): number | null {
  let clock: WorkClock = WORK_CLOCK_START;
  let recent: number[] = [];
  let settled = 0;
  const events = [
    ...settledAt.map((t) => ({ t, kind: "settle" as const })),
    { t: pause.at, kind: "pause" as const },
    { t: pause.resumeAt, kind: "resume" as const },
  ]
    // At the same moment: a photo settles before the page pauses, and the page resumes after both.
    .sort((a, b) => a.t - b.t || (a.kind === "resume" ? 1 : 0) - (b.kind === "resume" ? 1 : 0));
  for (const event of events) {
    if (event.t > at) break;
    if (event.kind === "pause") clock = pauseClock(clock, event.t);
    else if (event.kind === "resume") clock = resumeClock(clock, event.t);
    else {
      clock = settleOnClock(clock, event.t);
      recent = recordSettled(recent, workTime(clock, event.t));
      settled++;
    }
  }
  return timeLeft({ total, settled, recentSettledAt: recent, now: workTime(clock, at) });
}

/** Photos settling at any times (sorted), a pause at any moment with some photos still in flight, any idle. */
const pausedRun = fc
  .record({
    times: fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 40 }),
    extra: fc.integer({ min: 1, max: 50 }),
    pauseAt: fc.integer({ min: 0, max: 1e7 }),
    idle: fc.integer({ min: 0, max: 1e9 }),
    inFlight: fc.integer({ min: 0, max: 16 }),
    query: fc.integer({ min: 0, max: 2e7 }),
  })
  .map(({ times, extra, pauseAt, idle, inFlight, query }) => {
    const work = [...times].sort((a, b) => a - b);
    // The photos in flight at the pause settle during it; the idle part begins once the last of them has.
    const after = work.filter((t) => t > pauseAt);
    const drained = after.slice(0, inFlight);
    const idleFrom = Math.max(pauseAt, drained.at(-1) ?? pauseAt);
    const real = work.map((t) => (t > idleFrom ? t + idle : t));
    return { total: work.length + extra, work, real, pauseAt, idleFrom, idle, query };
  });

describe("the work clock", () => {
  it("keeps a pause of any length out of the estimate: after Resume it is the one without the pause", () => {
    fc.assert(
      fc.property(pausedRun, ({ total, work, real, pauseAt, idleFrom, idle, query }) => {
        const pause = { at: pauseAt, resumeAt: idleFrom + idle };
        // A moment after Resume, and the same moment of the work had there been no pause.
        const at = Math.max(query, idleFrom) + idle;
        const done = work.filter((t) => t <= at - idle);
        const unpaused = timeLeft({ total, settled: done.length, recentSettledAt: done, now: at - idle });
        expect(estimateWithPause(total, real, pause, at)).toBe(unpaused);
      }),
    );
  });

  it("stands still while paused with nothing in flight, however long the pause", () => {
    fc.assert(
      fc.property(pausedRun, ({ total, real, pauseAt, idleFrom, idle, query }) => {
        const pause = { at: pauseAt, resumeAt: idleFrom + idle };
        const during = idleFrom + (query % (idle + 1));
        expect(estimateWithPause(total, real, pause, during)).toBe(
          estimateWithPause(total, real, pause, idleFrom),
        );
      }),
    );
  });

  it("counts the time photos in flight took to end after a pause as work", () => {
    // Settles every second; paused at 10.5 s with the photo due at 11 s in flight, resumed at 70 s.
    let clock = pauseClock(WORK_CLOCK_START, 10_500);
    clock = settleOnClock(clock, 11_000);
    expect(workTime(clock, 11_000)).toBe(11_000);
    expect(workTime(clock, 40_000)).toBe(11_000);
    clock = resumeClock(clock, 70_000);
    expect(workTime(clock, 71_000)).toBe(12_000);
  });
});

describe("roundTimeLeft", () => {
  it.each([
    [0, "seconds", 1],
    [400, "seconds", 1],
    [12_300, "seconds", 13],
    [59_000, "seconds", 59],
    [60_000, "minutes", 1],
    [61_000, "minutes", 2],
    [600_000, "minutes", 10],
  ])("%i ms → %s %i", (ms, unit, value) => {
    expect(roundTimeLeft(ms)).toEqual({ unit, value });
  });
});
