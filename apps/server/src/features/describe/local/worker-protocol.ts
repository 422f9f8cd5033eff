import type { Analysis, LoadedModels, PreparedPixels } from "./analyzer.ts";

export type WorkerSettings = { modelsDir: string };

export type WorkerRequest = { id: number; pixels: PreparedPixels };

export type WorkerReply =
  | { type: "ready"; models: LoadedModels }
  | { type: "failed"; message: string }
  | { type: "result"; id: number; signals: Analysis }
  | { type: "error"; id: number; message: string };
