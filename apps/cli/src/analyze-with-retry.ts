import { setTimeout as sleep } from "node:timers/promises";
import {
  type AnalyzeBody,
  type AnalyzeResult,
  isRetryLater,
  isServiceFailureAnswer,
} from "@photo-organizer/core/api";
import { type Api, ApiError, NetworkError } from "./api-client.ts";

/** Retries of a failed analysis (the image service or the network), as /upload makes them. */
const RETRIES = 2;
const FIRST_BACKOFF_MS = 1000;
/** How long a photo waits its turn on a server that sheds load ("come back later"), as /upload waits. */
const MAX_WAIT_FOR_TURN_MS = 10 * 60_000;

const transient = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && [429, 502, 503, 504].includes(error.status));

/**
 * The image service, not the photo, failed: an answer 5xx (retries spent), or no answer at all. A refusal that
 * only asks to come back later is the server shedding load, not a failure.
 */
export function isServiceFailure(error: unknown): boolean {
  if (error instanceof ApiError) return isServiceFailureAnswer(error.status, error.code);
  return error instanceof NetworkError;
}

/**
 * One photo's analysis, tried again when the server asks to come back later (after its Retry-After, as long
 * as the photo may wait) or the service failed (twice, backing off). Every attempt carries the same
 * `photoKey`, so one the server did finish never takes a second slot.
 */
export async function analyzeWithRetry(
  api: Api,
  body: AnalyzeBody,
  signal: AbortSignal,
): Promise<AnalyzeResult> {
  const waitUntil = Date.now() + MAX_WAIT_FOR_TURN_MS;
  let failures = 0;
  for (;;) {
    try {
      return await api.analyze(body, signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const later = error instanceof ApiError && isRetryLater(error.code) && Date.now() < waitUntil;
      if (!later && (!transient(error) || failures >= RETRIES)) throw error;
      if (!later) failures += 1;
      const backoff = FIRST_BACKOFF_MS * 3 ** Math.max(0, failures - 1);
      const wait =
        error instanceof ApiError && error.retryAfterMs !== undefined ? error.retryAfterMs : backoff;
      await sleep(Math.round(wait * (1 + Math.random() / 2)), undefined, { signal });
    }
  }
}
