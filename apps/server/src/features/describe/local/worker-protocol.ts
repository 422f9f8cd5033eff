import type { Analysis, LoadedModels, PreparedPixels } from "./analyzer.ts";

/** Given to every inference thread when it starts (as its `workerData`). */
export type WorkerSettings = { modelsDir: string };

/** One task of an inference thread: report which models it loaded, or analyse one photo. */
export type WorkerRequest = { type: "models" } | { type: "analyze"; pixels: PreparedPixels };

export type WorkerResult = { type: "models"; models: LoadedModels } | { type: "signals"; signals: Analysis };
