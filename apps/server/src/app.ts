import Fastify, { type FastifyServerOptions } from "fastify";
import type { Config } from "./config/env.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { registerWebApp } from "./plugins/web-app.ts";

/** Builds the whole service without listening, so tests can `inject` into the same app. */
export async function buildApp(config: Config, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    ...options,
  });
  await app.register(healthRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}
