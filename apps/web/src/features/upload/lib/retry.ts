import { isRetryLater, isServiceFailureAnswer } from "@photo-organizer/core/api";
import pRetry from "p-retry";
import { ApiError } from "@/lib/api-client";

/**
 * Retries of one analysis after its first attempt, and the back-off before the first (jittered by p-retry
 * to between 1 and 2 times, then growing threefold): about 1–2 s, then 3–6 s.
 */
export const ANALYSIS_RETRIES = 2;
const FIRST_BACKOFF_MS = 1000;
const BACKOFF_FACTOR = 3;
/** The longest Retry-After honoured; a server asking for more is treated as down. */
export const MAX_RETRY_AFTER_MS = 30_000;
/**
 * How long one photo may keep waiting for its turn on a busy server (refusals that only say "come back
 * later" use no retry): then it fails like any other.
 */
export const MAX_WAIT_FOR_TURN_MS = 10 * 60_000;

/** The server shed load before doing any work (queue full, too many in flight): not a failure. */
const isComeBackLater = (error: unknown): error is ApiError =>
  error instanceof ApiError && isRetryLater(error.code);

/** fetch's own failure: the request may or may not have reached the server. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

/**
 * A failure worth trying again: the connection dropped, the server asked to come back later, or its image
 * service failed or was busy (502/503/504, 429). Every analysis carries an idempotency key (its batch and photo), so a repeat of a
 * request the server did finish never takes a second slot. Refusals of the photo or the batch (other 4xx,
 * and 500, a fault a repeat would meet again) are final.
 */
export function isTransient(error: unknown): boolean {
  if (isComeBackLater(error)) return true;
  if (error instanceof ApiError) {
    if (error.retryAfterMs !== undefined && error.retryAfterMs > MAX_RETRY_AFTER_MS) return false;
    return error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504;
  }
  return isNetworkError(error);
}

/** The service, not the photo, failed: an answer 5xx, or no answer at all. */
export function isServiceFailure(error: unknown): boolean {
  if (error instanceof ApiError) return isServiceFailureAnswer(error.status, error.code);
  return isNetworkError(error);
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

/** Retry-After, spread by up to half again so the pages a busy server turned away do not return at once. */
const jittered = (ms: number) => Math.round(ms * (1 + Math.random() / 2));

/**
 * Runs `attempt`, trying again with jittered exponential back-off while it fails transiently; waits at
 * least the server's Retry-After when it gave one; stops at once on abort. A refusal that only says "come
 * back later" (core's RETRY_LATER_CODES) uses no retry: the photo waits its turn, up to MAX_WAIT_FOR_TURN_MS.
 */
export function withRetry<T>(
  attempt: () => Promise<T>,
  options: {
    retries?: number;
    firstBackoffMs?: number;
    signal?: AbortSignal;
    /** errors handed back at once, for the caller to handle (a lost connection: lib/connection) */
    handOver?: (error: unknown) => boolean;
  } = {},
): Promise<T> {
  const firstBackoffMs = options.firstBackoffMs ?? FIRST_BACKOFF_MS;
  return pRetry(attempt, {
    retries: options.retries ?? ANALYSIS_RETRIES,
    minTimeout: firstBackoffMs,
    factor: BACKOFF_FACTOR,
    randomize: true,
    maxRetryTime: MAX_WAIT_FOR_TURN_MS,
    signal: options.signal,
    shouldConsumeRetry: ({ error }) => !isComeBackLater(error),
    onFailedAttempt: async ({ error, retriesLeft, retriesConsumed }) => {
      if (isComeBackLater(error)) {
        // p-retry adds no delay of its own for a retry not consumed.
        const asked = Math.min(error.retryAfterMs ?? firstBackoffMs, MAX_RETRY_AFTER_MS);
        await pause(jittered(asked), options.signal);
        return;
      }
      if (retriesLeft === 0 || !isTransient(error) || !(error instanceof ApiError)) return;
      const asked = error.retryAfterMs ?? 0;
      // p-retry waits its own back-off after this, at least its unjittered delay; together at least what
      // the server asked for.
      const leastBackoff = firstBackoffMs * BACKOFF_FACTOR ** retriesConsumed;
      if (asked > leastBackoff) await pause(asked - leastBackoff, options.signal);
    },
    shouldRetry: ({ error }) => isTransient(error) && !options.handOver?.(error),
  });
}
