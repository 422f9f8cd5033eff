/**
 * The time left of a running batch, from how fast its photos settled lately (analysed or failed).
 *
 * The rate is measured over the most recent settled photos only: the first photos of a batch are slowed by
 * start-up (workers, the model warming), and an average over the whole batch then promises minutes that are
 * long gone by the end. Until a few photos have settled nothing is estimated at all.
 */

/** The rate is measured over the gaps between this many most recent settled photos (and the one before). */
export const TIME_LEFT_WINDOW = 8;
/** No estimate before this many photos have settled: the first ones say little about the pace. */
export const TIME_LEFT_MIN_SETTLED = 4;

export type TimeLeftInput = {
  total: number;
  /** photos settled so far */
  settled: number;
  /** when the most recent photos settled (ms, oldest first); more than the window is allowed and ignored */
  recentSettledAt: readonly number[];
  now: number;
};

/**
 * Milliseconds left, or null while there is too little evidence. With photos settling at a steady pace it
 * is exact: the photos left times the gap between two settles, less the time since the last one settled.
 * When the next photo is later than that gap, the estimate waits at "the rest after the next one" rather
 * than promising a finish that has already passed.
 */
export function timeLeft({ total, settled, recentSettledAt, now }: TimeLeftInput): number | null {
  const left = total - settled;
  if (left <= 0) return 0;
  const times = recentSettledAt.slice(-(TIME_LEFT_WINDOW + 1));
  if (settled < TIME_LEFT_MIN_SETTLED || times.length < 2) return null;
  const first = times[0] as number;
  const last = times[times.length - 1] as number;
  const gap = Math.max(0, last - first) / (times.length - 1);
  const sinceLast = Math.max(0, now - last);
  return Math.max(0, left * gap - Math.min(sinceLast, gap));
}

/** Adds a settle time and keeps only what `timeLeft` reads, so a batch of any length holds a few numbers. */
export function recordSettled(recentSettledAt: readonly number[], at: number): number[] {
  return [...recentSettledAt, at].slice(-(TIME_LEFT_WINDOW + 1));
}

/**
 * Rounds an estimate to what is worth showing: seconds under a minute, whole minutes above. Returns the
 * parts so the text itself lives with the other user-visible texts.
 */
export function roundTimeLeft(ms: number): { unit: "seconds" | "minutes"; value: number } {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return { unit: "seconds", value: seconds };
  return { unit: "minutes", value: Math.ceil(seconds / 60) };
}

/**
 * A run's clock of work: real time less the time it stood paused with nothing running. Settle times and
 * "now" read on it give `timeLeft` the pace of the work alone, so a pause of any length neither inflates
 * the estimate after Resume nor counts it down while nothing happens.
 *
 * A pause only holds the photos about to start; those in flight end normally. So the idle part of a pause
 * begins when the last of them settles (or at the pause, with none in flight), and ends at Resume.
 */
export type WorkClock = {
  /** ms spent idle in pauses already resumed */
  readonly idle: number;
  /** while paused: when the idle part began so far (the pause, or the last photo settled since) */
  readonly idleSince: number | null;
};

export const WORK_CLOCK_START: WorkClock = { idle: 0, idleSince: null };

export function pauseClock(clock: WorkClock, at: number): WorkClock {
  return clock.idleSince === null ? { ...clock, idleSince: at } : clock;
}

export function resumeClock(clock: WorkClock, at: number): WorkClock {
  if (clock.idleSince === null) return clock;
  return { idle: clock.idle + Math.max(0, at - clock.idleSince), idleSince: null };
}

/** A photo settled at `at`: while paused, the time up to it was work (it was in flight), not idle. */
export function settleOnClock(clock: WorkClock, at: number): WorkClock {
  return clock.idleSince === null ? clock : { ...clock, idleSince: Math.max(clock.idleSince, at) };
}

/** The moment `at` on the work clock: stands still while idle. */
export function workTime(clock: WorkClock, at: number): number {
  const idleNow = clock.idleSince === null ? 0 : Math.max(0, at - clock.idleSince);
  return at - clock.idle - idleNow;
}
