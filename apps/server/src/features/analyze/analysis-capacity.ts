import type { Config } from "../../config/env.ts";
import type { AnalysisQueueLimits } from "./analysis-queue.ts";

/** A remote vision API spends most of a request waiting, so more of them overlap. */
const REMOTE_ANALYSES_AT_ONCE = 6;

/**
 * The analysis limits of this server. The local describer runs one photo per inference thread; two waiting
 * per thread keep the threads busy between requests without a queue long enough to show as latency. One
 * account may keep two per thread in flight (what its browser is told to do, and all the server can overlap).
 */
export function analysisLimits(describe: Config["describe"], threads: number): AnalysisQueueLimits {
  if (describe.kind === "openai") {
    return {
      concurrency: REMOTE_ANALYSES_AT_ONCE,
      maxWaiting: REMOTE_ANALYSES_AT_ONCE,
      perUser: REMOTE_ANALYSES_AT_ONCE,
    };
  }
  return { concurrency: threads, maxWaiting: 2 * threads, perUser: 2 * threads };
}
