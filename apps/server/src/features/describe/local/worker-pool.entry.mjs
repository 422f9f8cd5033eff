// Piscina starts each thread with its own JavaScript entry and then imports this module. The task module is
// TypeScript, and Node 20 does not apply tsx's loader hooks inside worker threads, so it comes through tsx's API.
import { tsImport } from "tsx/esm/api";

const task = tsImport("./describe.worker.ts", import.meta.url).then((module) => module.default);
// Started now, so the models load while the thread waits for work; a failure reaches every task.
task.catch(() => undefined);

export default async function run(request) {
  return (await task)(request);
}
