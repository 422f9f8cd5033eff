import type { Worker } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Analysis, LoadedModels, PreparedPixels } from "./analyzer.ts";
import type { WorkerRequest, WorkerResult, WorkerSettings } from "./worker-protocol.ts";

const ENTRY = new URL("./worker-pool.entry.mjs", import.meta.url).href;

export type WorkerPool = {
  models: LoadedModels;
  /**
   * Analyses one photo on a free thread. `signal` removes a photo still waiting; a photo being analysed is
   * only stopped by a timeout (its thread is replaced, models and all), otherwise it runs to the end.
   */
  analyze(pixels: PreparedPixels, signal?: AbortSignal): Promise<Analysis>;
  /** Threads up and able to take work (replacements of dead threads count once they have started). */
  alive(): number;
  /** The threads themselves (piscina's), to watch or stop them. */
  threads(): readonly Worker[];
  close(): Promise<void>;
};

const SHUTTING_DOWN = "The image service is shutting down";

/**
 * A fixed set of inference threads on piscina, each with its own copy of the models; piscina queues the work
 * and replaces a thread that dies. Resolves once every thread has loaded its models.
 */
export async function createWorkerPool(settings: WorkerSettings, size: number): Promise<WorkerPool> {
  const threads = Math.max(1, size);
  const piscina = new Piscina<WorkerRequest, WorkerResult>({
    filename: ENTRY,
    workerData: settings,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Idle threads wait on their message port, so the models keep loading in the background meanwhile.
    atomics: "disabled",
  });
  let alive = 0;
  let closing = false;
  piscina.on("workerCreate", () => {
    alive += 1;
  });
  piscina.on("workerDestroy", () => {
    alive -= 1;
  });
  // A thread that fails with no photo in hand: nothing to answer; `alive` and /readyz show it.
  piscina.on("error", () => undefined);

  let models: LoadedModels;
  try {
    // One task per thread (each takes one at a time): every thread must have its models before work comes.
    const loaded = await Promise.all(Array.from({ length: threads }, () => piscina.run({ type: "models" })));
    const first = loaded[0];
    models = first?.type === "models" ? first.models : { faces: false, classifier: false };
  } catch (error) {
    await piscina.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The image models could not be loaded: ${reason}`);
  }

  return {
    models,
    alive: () => (closing ? 0 : alive),
    threads: () => piscina.threads,
    async analyze(pixels, signal) {
      if (closing) throw new Error(SHUTTING_DOWN);
      if (alive === 0 && piscina.threads.length === 0) {
        throw new Error("No image worker is running; restart the server");
      }
      signal?.throwIfAborted();
      const stop = new AbortController();
      const onAbort = () => {
        if (signal?.reason instanceof DOMException && signal.reason.name === "TimeoutError") stop.abort();
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      try {
        const result = await piscina.run({ type: "analyze", pixels }, { signal: stop.signal });
        if (result.type !== "signals") throw new Error("The image worker answered out of turn");
        return result.signals;
      } catch (error) {
        if (closing) throw new Error(SHUTTING_DOWN);
        throw error;
      } finally {
        signal?.removeEventListener("abort", onAbort);
      }
    },
    async close() {
      closing = true;
      await piscina.destroy();
    },
  };
}
