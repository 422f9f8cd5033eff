/** Progress arithmetic for a running batch: pure, so the page only renders what this returns. */
export type BatchProgress = {
  total: number;
  succeeded: number;
  failed: number;
  /** succeeded + failed */
  done: number;
  /** 0–100, rounded down so 100 only shows when everything has settled */
  percent: number;
  /** null until there is enough evidence to estimate (at least one photo settled) */
  remainingMs: number | null;
};

export function batchProgress(input: {
  total: number;
  succeeded: number;
  failed: number;
  startedAt: number;
  now: number;
}): BatchProgress {
  const total = Math.max(0, input.total);
  const done = Math.min(total, input.succeeded + input.failed);
  const percent = total === 0 ? 0 : Math.floor((done / total) * 100);
  const elapsed = Math.max(0, input.now - input.startedAt);
  let remainingMs: number | null = null;
  if (done >= total) remainingMs = 0;
  else if (done > 0) remainingMs = Math.round((elapsed / done) * (total - done));
  return { total, succeeded: input.succeeded, failed: input.failed, done, percent, remainingMs };
}

/**
 * Rounds an estimate to what is worth showing: seconds under a minute, whole minutes above.
 * Returns the parts so the text itself can live with the other user-visible texts.
 */
export function roundRemaining(ms: number): { unit: "seconds" | "minutes"; value: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { unit: "seconds", value: seconds };
  return { unit: "minutes", value: Math.ceil(seconds / 60) };
}

/** The spec's progress toast cadence: every second success, and once when the batch ends. */
export function shouldAnnounceProgress(succeeded: number, settled: number, total: number): boolean {
  if (settled >= total) return false; // the final announcement is made once, by the caller, at the end
  return succeeded > 0 && succeeded % 2 === 0;
}
