import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Analysis, LoadedModels, PreparedPixels } from "./analyzer.ts";
import type { WorkerReply, WorkerRequest, WorkerSettings } from "./worker-protocol.ts";

const WORKER_URL = new URL("./describe.worker.ts", import.meta.url);

/**
 * Workers run TypeScript through tsx. On Node 20 a worker's `--import tsx` is not applied before its entry
 * module loads, so a tiny bootstrap imports the entry through tsx's `tsImport` API instead.
 */
const TSX_API = pathToFileURL(
  join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist/esm/api/index.mjs"),
).href;
const BOOTSTRAP = `import(${JSON.stringify(TSX_API)}).then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(import.meta.url)}))`;

type Job = {
  id: number;
  pixels: PreparedPixels;
  resolve: (signals: Analysis) => void;
  reject: (error: Error) => void;
};

type Slot = { worker: Worker; job: Job | null };

export type WorkerPool = {
  models: LoadedModels;
  analyze(pixels: PreparedPixels): Promise<Analysis>;
  close(): Promise<void>;
};

/** Starts one inference worker (TypeScript through tsx) and resolves once its models are loaded. */
function startWorker(settings: WorkerSettings): Promise<{ worker: Worker; models: LoadedModels }> {
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: settings });
  return new Promise((resolve, reject) => {
    const onMessage = (reply: WorkerReply) => {
      if (reply.type === "ready") {
        worker.off("message", onMessage);
        worker.off("error", onError);
        resolve({ worker, models: reply.models });
      } else if (reply.type === "failed") {
        void worker.terminate();
        reject(new Error(`The image models could not be loaded: ${reply.message}`));
      }
    };
    const onError = (error: Error) => reject(error);
    worker.on("message", onMessage);
    worker.once("error", onError);
  });
}

/**
 * A fixed set of inference threads, each with its own copy of the models, fed from one queue. A worker
 * that dies fails its current photo and is replaced.
 */
export async function createWorkerPool(settings: WorkerSettings, size: number): Promise<WorkerPool> {
  const started = await Promise.all(Array.from({ length: Math.max(1, size) }, () => startWorker(settings)));
  const models = started[0]?.models ?? { faces: false, classifier: false };
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closing = false;
  /** replacement workers being started */
  let replacing = 0;

  function attach(worker: Worker): Slot {
    const slot: Slot = { worker, job: null };
    worker.on("message", (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || (reply.type !== "result" && reply.type !== "error") || reply.id !== job.id) return;
      slot.job = null;
      if (reply.type === "result") job.resolve(reply.signals);
      else job.reject(new Error(reply.message));
      pump();
    });
    worker.on("error", (error) => {
      slot.job?.reject(error);
      slot.job = null;
    });
    worker.on("exit", () => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.job?.reject(new Error("The image worker stopped unexpectedly"));
      slot.job = null;
      if (!closing) {
        replacing += 1;
        startWorker(settings).then(
          (replacement) => {
            replacing -= 1;
            if (closing) void replacement.worker.terminate();
            else {
              slots.push(attach(replacement.worker));
              pump();
            }
          },
          (error: unknown) => {
            replacing -= 1;
            // With no worker left, waiting photos would never be answered: fail them.
            if (slots.length > 0 || replacing > 0) return;
            const reason = error instanceof Error ? error : new Error(String(error));
            for (const job of queue.splice(0)) job.reject(reason);
          },
        );
      }
    });
    return slot;
  }

  function pump() {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      const request: WorkerRequest = { id: job.id, pixels: job.pixels };
      slot.worker.postMessage(request);
    }
  }

  for (const { worker } of started) slots.push(attach(worker));

  return {
    models,
    analyze(pixels) {
      if (closing) return Promise.reject(new Error("The image service is shutting down"));
      if (slots.length === 0 && replacing === 0) {
        return Promise.reject(new Error("No image worker is running; restart the server"));
      }
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, pixels, resolve, reject });
        pump();
      });
    },
    async close() {
      closing = true;
      for (const job of queue.splice(0)) job.reject(new Error("The image service is shutting down"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
