import { parentPort, workerData } from "node:worker_threads";
import { createAnalyzer } from "./analyzer.ts";
import type { WorkerReply, WorkerRequest, WorkerSettings } from "./worker-protocol.ts";

/** One inference thread: loads the models once, then analyses one photo per message. */
async function main() {
  const port = parentPort;
  if (!port) throw new Error("describe.worker must run as a worker thread");
  const settings = workerData as WorkerSettings;
  const analyzer = await createAnalyzer(settings.modelsDir);
  const ready: WorkerReply = { type: "ready", models: analyzer.models };
  port.postMessage(ready);
  port.on("message", async (request: WorkerRequest) => {
    let reply: WorkerReply;
    try {
      reply = { type: "result", id: request.id, signals: await analyzer.analyze(request.pixels) };
    } catch (error) {
      reply = {
        type: "error",
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    port.postMessage(reply);
  });
}

main().catch((error: unknown) => {
  const reply: WorkerReply = {
    type: "failed",
    message: error instanceof Error ? error.message : String(error),
  };
  parentPort?.postMessage(reply);
});
