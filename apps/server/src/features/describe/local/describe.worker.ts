import { workerData } from "node:worker_threads";
import { createAnalyzer } from "./analyzer.ts";
import type { WorkerRequest, WorkerResult, WorkerSettings } from "./worker-protocol.ts";

/** One inference thread: starts loading the models as soon as it starts, then answers one task at a time. */
const analyzer = createAnalyzer((workerData as WorkerSettings).modelsDir);
// A failed load is reported by every task (the pool's first task reports it at start-up).
analyzer.catch(() => undefined);

export default async function describeTask(request: WorkerRequest): Promise<WorkerResult> {
  const loaded = await analyzer;
  if (request.type === "models") return { type: "models", models: loaded.models };
  return { type: "signals", signals: await loaded.analyze(request.pixels) };
}
