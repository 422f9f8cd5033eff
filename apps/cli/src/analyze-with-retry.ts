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

/** How long a run waits for a server it cannot reach at all before it stops (what it did stays done). */
export const CONNECTION_WAIT_MS = 5 * 60_000;
const FIRST_RECONNECT_MS = 1000;
const MOST_BETWEEN_RECONNECTS_MS = 20_000;

const transient = (error: unknown) =>
  error instanceof ApiError && [429, 502, 503, 504].includes(error.status);

/**
 * A run's wait for its connection (DR 031, as the browser's `connectionHold`): a request that gets no answer at
 * all (`NetworkError`: the network down, the server restarting) is sent again as it was, backing off, for as
 * long as no request of the run has got through for `waitMs`; then it fails with that error, which ends the
 * run. Every request of the run shares one wait, so `onChange` hears once that the connection is lost and once
 * that it is back. An answer, any answer, ends the wait and keeps its own handling.
 */
export function connectionHold(
  onChange: (lost: boolean, cause: string) => void,
  waitMs = CONNECTION_WAIT_MS,
) {
  let lostSince: number | null = null;
  const regain = () => {
    if (lostSince === null) return;
    lostSince = null;
    onChange(false, "");
  };
  return {
    async send<T>(attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      let backoff = FIRST_RECONNECT_MS;
      for (;;) {
        try {
          const result = await attempt();
          regain();
          return result;
        } catch (error) {
          if (signal?.aborted) throw error;
          if (!(error instanceof NetworkError)) {
            if (error instanceof ApiError) regain();
            throw error;
          }
          if (lostSince === null) {
            lostSince = Date.now();
            onChange(true, error.message);
          }
          const left = lostSince + waitMs - Date.now();
          if (left <= 0) throw error;
          const wait = Math.min(left, Math.round(backoff * (1 + Math.random() / 2)));
          await sleep(wait, undefined, signal ? { signal } : {});
          backoff = Math.min(backoff * 2, MOST_BETWEEN_RECONNECTS_MS);
        }
      }
    },
  };
}

export type ConnectionHold = ReturnType<typeof connectionHold>;

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
 * as the photo may wait) or the service failed (twice, backing off), and held while the server cannot be
 * reached (`hold`). Every attempt carries the same `photoKey`, so one the server did finish never takes a
 * second slot.
 */
export async function analyzeWithRetry(
  api: Api,
  body: AnalyzeBody,
  signal: AbortSignal,
  hold: ConnectionHold,
): Promise<AnalyzeResult> {
  const waitUntil = Date.now() + MAX_WAIT_FOR_TURN_MS;
  let failures = 0;
  for (;;) {
    try {
      return await hold.send(() => api.analyze(body, signal), signal);
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
