/**
 * Runs `task` over `items` with at most `concurrency` tasks in flight, in input order of start.
 * Results are reported through `onSettled` as each task ends; a task's error is passed on, not thrown,
 * so one failing photo never stops the batch. Aborting the signal stops starting new tasks; tasks
 * already running receive the same signal and decide themselves how quickly to stop.
 */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export async function runPool<T, R>(
  items: readonly T[],
  options: {
    concurrency: number;
    signal?: AbortSignal;
    task: (item: T, index: number, signal: AbortSignal | undefined) => Promise<R>;
    onSettled?: (result: Settled<R>, item: T, index: number) => void;
  },
): Promise<{ started: number }> {
  const { task, onSettled, signal } = options;
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  let next = 0;

  async function lane(): Promise<void> {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      const item = items[index] as T;
      let result: Settled<R>;
      try {
        result = { ok: true, value: await task(item, index, signal) };
      } catch (error) {
        result = { ok: false, error };
      }
      onSettled?.(result, item, index);
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return { started: next };
}

/**
 * Limits how many callers may hold a resource at once (e.g. decoded images in memory).
 * `use` waits for a free slot, runs `fn`, and always frees the slot.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const max = Math.max(1, Math.floor(limit));

  async function acquire(): Promise<void> {
    if (active < max) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const wake = waiting.shift();
    if (wake) wake();
    else active--;
  }

  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async use<R>(fn: () => Promise<R>): Promise<R> {
      await acquire();
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
