/**
 * Pause and Resume for a long run: while paused, `wait` holds every photo about to start (those already in
 * flight end normally), so nothing more is sent or charged until the user resumes.
 */
export function pauseGate(onChange: (paused: boolean) => void = () => undefined) {
  let opened: Promise<void> | null = null;
  let open: () => void = () => undefined;
  return {
    pause(): void {
      if (opened) return;
      opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      onChange(true);
    },
    resume(): void {
      if (!opened) return;
      opened = null;
      open();
      onChange(false);
    },
    /** resolves when not paused; rejects with the signal's reason when it aborts first */
    wait(signal: AbortSignal): Promise<void> {
      const gate = opened;
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
    },
  };
}

export type PauseGate = ReturnType<typeof pauseGate>;
