import { ApiError } from "@/lib/api-client";

/** Waits before the 1st and 2nd retry of an analysis. */
export const ANALYSIS_RETRY_DELAYS_MS = [1000, 3000] as const;

/**
 * A failure worth trying again: the connection dropped, or the server said its image service failed or was
 * busy (5xx gateway answers, 429). Refusals of the photo or the batch (4xx) are final.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError; // fetch's network error
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/** Runs `attempt`, trying again after each delay while it fails transiently; stops at once on abort. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  options: { delaysMs?: readonly number[]; signal?: AbortSignal } = {},
): Promise<T> {
  const delays = options.delaysMs ?? ANALYSIS_RETRY_DELAYS_MS;
  for (let tried = 0; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[tried];
      if (delay === undefined || options.signal?.aborted || !isTransient(error)) throw error;
      await pause(delay, options.signal);
    }
  }
}
