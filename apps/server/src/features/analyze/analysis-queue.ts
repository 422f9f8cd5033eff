import { MESSAGES } from "@photo-organizer/core";
import type { RetryLaterCode } from "@photo-organizer/core/api";
import { HttpError } from "../../plugins/errors.ts";

export type AnalysisQueueLimits = {
  /** analyses worked on at once: what the describer can really run in parallel */
  concurrency: number;
  /** admitted analyses waiting for their turn; beyond that the server answers 503 */
  maxWaiting: number;
  /** analyses one account may have admitted at once; beyond that the server answers 429 */
  perUser: number;
};

/**
 * One analysis let in. While its photo is still arriving it holds a place of its account only; `arrived` then
 * takes a place of the server's, so an upload that trickles in (a slow line, or one held open on purpose)
 * keeps nobody else out. `done` must be called exactly once in the end (extra calls are ignored).
 */
export type Admission = {
  /** The photo is in: takes a place of the server's, or throws the 503 HttpError (with Retry-After). */
  arrived(): void;
  /** Resolves when the analysis may start working; rejects with the signal's reason if it fires first. */
  turn(signal: AbortSignal): Promise<void>;
  done(): void;
};

export type AnalysisQueue = {
  /**
   * Lets one analysis of the user in, or throws the 429/503 HttpError (with Retry-After) before any work: past
   * the account's share, or while the server is full.
   */
  admit(userId: string): Admission;
  /** Seconds until a newcomer would likely get a turn: the Retry-After of the server's 503s. */
  retryAfterSeconds(): number;
  /** `admitted` counts the server's places taken; `receiving`, the photos still arriving. */
  stats(): { admitted: number; running: number; waiting: number; receiving: number };
};

/** Retry-After never asks for more than this; the estimate only has to spread the retries out. */
const MAX_RETRY_AFTER_SECONDS = 30;
/** Weight of the newest duration in the moving average behind Retry-After. */
const SMOOTHING = 0.2;

/**
 * Bounds the analysis work of the whole server and of each account: admitted analyses run `concurrency` at a
 * time in arrival order, at most `maxWaiting` wait, and an account has at most `perUser` let in, arriving or
 * admitted. Everything past those limits is refused at once with Retry-After, so load shows as refusals, never
 * as growing latency or memory.
 */
export function createAnalysisQueue(limits: AnalysisQueueLimits): AnalysisQueue {
  const capacity = limits.concurrency + limits.maxWaiting;
  const perUser = new Map<string, number>();
  const waiting: (() => void)[] = [];
  let admitted = 0;
  let receiving = 0;
  let running = 0;
  /** moving average of how long one analysis works, for Retry-After */
  let averageMs = 1000;

  const seconds = (ms: number) => Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(ms / 1000)));

  function pump() {
    while (running < limits.concurrency) {
      const start = waiting.shift();
      if (!start) return;
      start();
    }
  }

  /** A newcomer gets a turn once the analyses ahead of it are through. */
  const retryAfterSeconds = () => seconds(((waiting.length + 1) * averageMs) / limits.concurrency);

  function admit(userId: string): Admission {
    const mine = perUser.get(userId) ?? 0;
    if (mine >= limits.perUser) {
      throw new HttpError(
        429,
        MESSAGES.tooManyAnalyses,
        "too_many_analyses" satisfies RetryLaterCode,
        seconds(averageMs),
      );
    }
    const full = () =>
      new HttpError(503, MESSAGES.serverBusy, "server_busy" satisfies RetryLaterCode, retryAfterSeconds());
    // Refused before its photo is read while the server is full: load is shed before the upload.
    if (admitted >= capacity) throw full();
    receiving += 1;
    perUser.set(userId, mine + 1);

    let state: "receiving" | "admitted" | "waiting" | "running" | "done" = "receiving";
    let startedAt = 0;
    let start: (() => void) | null = null;
    const run = () => {
      state = "running";
      running += 1;
      startedAt = performance.now();
    };

    return {
      arrived() {
        if (state !== "receiving") return;
        if (admitted >= capacity) throw full();
        receiving -= 1;
        admitted += 1;
        state = "admitted";
      },
      turn(signal) {
        if (state !== "admitted") return Promise.reject(new Error("an admission takes one turn"));
        if (signal.aborted) return Promise.reject(signal.reason);
        if (running < limits.concurrency && waiting.length === 0) {
          run();
          return Promise.resolve();
        }
        state = "waiting";
        return new Promise<void>((resolve, reject) => {
          const onAbort = () => {
            const at = start ? waiting.indexOf(start) : -1;
            if (at >= 0) waiting.splice(at, 1);
            state = "admitted";
            reject(signal.reason);
          };
          start = () => {
            signal.removeEventListener("abort", onAbort);
            run();
            resolve();
          };
          waiting.push(start);
          signal.addEventListener("abort", onAbort, { once: true });
        });
      },
      done() {
        if (state === "done") return;
        if (state === "running") {
          running -= 1;
          averageMs += SMOOTHING * (performance.now() - startedAt - averageMs);
        } else if (state === "waiting" && start) {
          const at = waiting.indexOf(start);
          if (at >= 0) waiting.splice(at, 1);
        }
        if (state === "receiving") receiving -= 1;
        else admitted -= 1;
        state = "done";
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
        pump();
      },
    };
  }

  return {
    admit,
    retryAfterSeconds,
    stats: () => ({ admitted, running, waiting: waiting.length, receiving }),
  };
}
