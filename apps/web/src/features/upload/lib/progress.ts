import { timeLeft } from "@photo-organizer/core";
import type { BatchPosition } from "./consecutive-batches";

/**
 * Progress arithmetic for a running batch: pure, so the card and the toast only render what this returns and
 * both count the same thing, photos settled (analysed or failed).
 */
export type BatchProgress = {
  total: number;
  succeeded: number;
  failed: number;
  /** succeeded + failed: the photos settled */
  done: number;
  /** 0–100, rounded down so 100 only shows when everything has settled */
  percent: number;
  /** null until enough photos have settled to tell the recent pace (core `timeLeft`) */
  remainingMs: number | null;
  /** a run of consecutive batches (Large batches): the one running and how far along it is */
  batch?: BatchPosition;
};

export function batchProgress(input: {
  total: number;
  succeeded: number;
  failed: number;
  /** when the most recent photos settled, oldest first (core `recordSettled`) */
  recentSettledAt: readonly number[];
  now: number;
}): BatchProgress {
  const total = Math.max(0, input.total);
  const done = Math.min(total, input.succeeded + input.failed);
  const percent = total === 0 ? 0 : Math.floor((done / total) * 100);
  const remainingMs = timeLeft({
    total,
    settled: done,
    recentSettledAt: input.recentSettledAt,
    now: input.now,
  });
  return { total, succeeded: input.succeeded, failed: input.failed, done, percent, remainingMs };
}
