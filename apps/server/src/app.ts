import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config/env.ts";
import { trustedProxyHops } from "./config/trust-proxy.ts";
import type { Database } from "./db/client.ts";
import { registerAccountApi } from "./features/account-api.ts";
import { analyzeRoutes } from "./features/analyze/analyze.routes.ts";
import { registerAuth } from "./features/auth/auth.plugin.ts";
import { registerDescriber } from "./features/describe/describe.plugin.ts";
import { registerDocs } from "./features/docs/docs.plugin.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { registerDatabase } from "./plugins/db.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { DEFAULT_BODY_LIMIT_BYTES, registerSecurity } from "./plugins/security.ts";
import { defaultWebDistDir, registerWebApp } from "./plugins/web-app.ts";

export type BuildAppOptions = {
  /** An already opened (and migrated) database; otherwise the configured one is opened and closed with the app. */
  database?: Database;
  fastify?: FastifyServerOptions;
};

/** Builds the whole service without listening, so tests can `inject` into the same app. */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => crypto.randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: trustedProxyHops(config.trustProxy),
    ...options.fastify,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerDocs(app);
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await registerSecurity(app, config, webDistDir);
  await registerDatabase(app, config, options.database);
  await registerAuth(app, config);

  await app.register(healthRoutes);
  await registerAccountApi(app, config);
  await registerDescriber(app, config);
  await app.register(analyzeRoutes);
  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
