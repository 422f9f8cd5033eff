import { categorize, describeSignals } from "@photo-organizer/core";
import sharp from "sharp";
import type { Describer, DescriberStatus, Preview } from "../describer.ts";
import { DescriberError } from "../describer.ts";
import type { LoadedModels, PreparedPixels } from "./analyzer.ts";
import { CLASSIFIER_FOLDER, CLASSIFIER_SIZE } from "./model-files.ts";
import { createWorkerPool, type WorkerPool } from "./worker-pool.ts";
import { defaultPoolSize } from "./worker-pool-size.ts";

export type LocalDescriberOptions = {
  modelsDir: string;
  /** inference threads; default what the process's CPU and memory limits allow */
  workers?: number;
  /** told once when the ImageNet classifier is missing (faces only) */
  warn: (message: string) => void;
};

/** The classifier's centre crop, made from the preview (cheap: the preview is at most 512 px). */
export async function preparePixels(preview: Preview): Promise<PreparedPixels> {
  const { data, width, height } = preview;
  const square = await sharp(data, { raw: { width, height, channels: 3 } })
    .resize(CLASSIFIER_SIZE, CLASSIFIER_SIZE, { fit: "cover" })
    .raw()
    .toBuffer();
  return { preview, square: new Uint8Array(square.buffer, square.byteOffset, square.byteLength) };
}

export function missingClassifierWarning(modelsDir: string): string {
  return (
    `The ImageNet classifier is not in ${modelsDir}/${CLASSIFIER_FOLDER}: photos are described from faces only. ` +
    "Run `npm run models:download` (or set MODELS_DIR to a folder that has it) and restart."
  );
}

/** Human's face models plus the ImageNet MobileNet, in worker threads; models load once. */
export function createLocalDescriber(options: LocalDescriberOptions): Describer {
  let pool: WorkerPool | null = null;
  let starting: Promise<WorkerPool> | null = null;
  let failure: Error | null = null;
  let closed = false;

  function start(): Promise<WorkerPool> {
    if (!starting) {
      const size = options.workers ?? defaultPoolSize(undefined).threads;
      starting = createWorkerPool({ modelsDir: options.modelsDir }, size).then(
        (started) => {
          if (closed) {
            void started.close();
            throw new DescriberError("The image service is shutting down");
          }
          pool = started;
          if (!started.models.classifier) options.warn(missingClassifierWarning(options.modelsDir));
          return started;
        },
        (error: unknown) => {
          failure = error instanceof Error ? error : new Error(String(error));
          throw new DescriberError(failure.message);
        },
      );
      // The caller of start() may not wait; failures still reach describe() and status().
      starting.catch(() => undefined);
    }
    return starting;
  }

  return {
    kind: "local",
    async start() {
      await start();
    },
    status(): DescriberStatus {
      const models: LoadedModels = pool?.models ?? { faces: false, classifier: false };
      // Dead threads (being replaced, or failing to start again) cannot take work: not ready.
      const ready = pool !== null && failure === null && pool.alive() > 0;
      return { kind: "local", ready, models };
    },
    async describe(preview, { signal } = {}) {
      const workers = await start();
      const analysis = await workers.analyze(await preparePixels(preview), signal).catch((error: unknown) => {
        if (signal?.aborted) throw signal.reason;
        throw new DescriberError(error instanceof Error ? error.message : String(error));
      });
      const { description } = describeSignals(analysis);
      const category = description ? categorize(description) : "Unsorted";
      return analysis.embedding
        ? { description, category, embedding: analysis.embedding }
        : { description, category };
    },
    async close() {
      closed = true;
      if (pool) await pool.close();
      else if (starting) await starting.then((p) => p.close()).catch(() => undefined);
    },
  };
}
