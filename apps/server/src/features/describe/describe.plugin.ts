import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Describer } from "./describer.ts";
import { createLocalDescriber } from "./local/local-describer.ts";
import { createOpenAiDescriber } from "./openai/openai-describer.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The configured image describer (DESCRIBER=local|openai). */
    describer: Describer;
  }
}

export function createDescriber(config: Config["describe"], warn: (message: string) => void): Describer {
  if (config.kind === "openai") return createOpenAiDescriber(config.openai);
  return createLocalDescriber({ modelsDir: config.modelsDir, workers: config.workers, warn });
}

/**
 * Decorates `app.describer`. A listening server loads the models right away (in worker threads, off the
 * event loop); an app used through `inject` loads them on its first analysis. `/readyz` fails until the
 * models are loaded and lists which ones are.
 */
export async function registerDescriber(app: FastifyInstance, config: Config) {
  const describer = createDescriber(config.describe, (message) => app.log.warn(message));
  app.decorate("describer", describer);
  app.readinessChecks.push({
    name: "models",
    check: async () => describer.status().ready,
    detail: () => describer.status(),
  });
  app.addHook("onListen", async () => {
    describer
      .start()
      .catch((error: unknown) => app.log.error({ err: error }, "the image models could not be loaded"));
  });
  app.addHook("onClose", () => describer.close());
}
