import {
  pauseClock,
  resumeClock,
  settleOnClock,
  WORK_CLOCK_START,
  type WorkClock,
  workTime,
} from "@photo-organizer/core";

/** Resolves when `gate` does (at once without one); rejects with the signal's reason when it aborts first. */
export function heldUntil(gate: Promise<void> | null, signal: AbortSignal): Promise<void> {
  if (!gate) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener("abort", stop, { once: true });
    void gate.then(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    });
  });
}

/**
 * Pause and Resume for a long run: while paused, `wait` holds every photo about to start (those already in
 * flight end normally), so nothing more is sent or charged until the user resumes. It also keeps the run's
 * work clock (core `WorkClock`), so the time left reads the pace of the work and not the time spent paused.
 */
export function pauseGate(
  onChange: (paused: boolean) => void = () => undefined,
  now: () => number = () => Date.now(),
) {
  let opened: Promise<void> | null = null;
  let open: () => void = () => undefined;
  let clock: WorkClock = WORK_CLOCK_START;
  return {
    pause(): void {
      if (opened) return;
      clock = pauseClock(clock, now());
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      onChange(true);
    },
    resume(): void {
      if (!opened) return;
      clock = resumeClock(clock, now());
      opened = null;
      open();
      onChange(false);
    },
    /** resolves when not paused; rejects with the signal's reason when it aborts first */
    wait: (signal: AbortSignal): Promise<void> => heldUntil(opened, signal),
    /** a photo settled: returns the moment on the work clock (in flight during a pause, it was work) */
    settled(): number {
      const at = now();
      clock = settleOnClock(clock, at);
      return workTime(clock, at);
    },
    /** now on the work clock, which stands still while the run is paused with nothing in flight */
    workNow: (): number => workTime(clock, now()),
  };
}

export type PauseGate = ReturnType<typeof pauseGate>;
