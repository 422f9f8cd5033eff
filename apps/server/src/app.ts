import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Config } from "./config/env.ts";
import { trustedProxyHops } from "./config/trust-proxy.ts";
import type { Database } from "./db/client.ts";
import { registerAccountApi } from "./features/account-api.ts";
import { analysisLimits } from "./features/analyze/analysis-capacity.ts";
import { createAnalysisQueue } from "./features/analyze/analysis-queue.ts";
import { analyzeRoutes } from "./features/analyze/analyze.routes.ts";
import { registerAuth } from "./features/auth/auth.plugin.ts";
import { registerDescriber } from "./features/describe/describe.plugin.ts";
import { defaultPoolSize } from "./features/describe/local/worker-pool-size.ts";
import { registerDocs } from "./features/docs/docs.plugin.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { registerDatabase } from "./plugins/db.ts";
import { frameworkErrorHandler, registerErrorHandler } from "./plugins/errors.ts";
import { registerPrivateResponses } from "./plugins/private-responses.ts";
import { DEFAULT_BODY_LIMIT_BYTES, rawSecurityHeaders, registerSecurity } from "./plugins/security.ts";
import { limitConnectionsPerAddress, slowClientOptions } from "./plugins/slow-clients.ts";
import { refuseNulCharacters } from "./plugins/text-input.ts";
import { defaultWebDistDir, registerWebApp } from "./plugins/web-app.ts";

export type BuildAppOptions = {
  /** An already opened (and migrated) database; otherwise the configured one is opened and closed with the app. */
  database?: Database;
  fastify?: FastifyServerOptions;
  /** Where log lines go (standard output, as JSON, without it). */
  logStream?: DestinationStream;
};

/** Builds the whole service without listening, so tests can `inject` into the same app. */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    frameworkErrors: frameworkErrorHandler(rawSecurityHeaders(config, webDistDir)),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: trustedProxyHops(config.trustProxy),
    ...slowClientOptions(config.http),
    ...options.fastify,
  }).withTypeProvider<ZodTypeProvider>();
  // Behind a proxy every connection comes from the proxy: capping them per address is the proxy's job.
  if (config.trustProxy === false)
    limitConnectionsPerAddress(app.server, config.http.connectionsPerAddress, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  refuseNulCharacters(app);
  registerPrivateResponses(app);
  await registerDocs(app);
  await registerSecurity(app, config, webDistDir);
  await registerDatabase(app, config, options.database);
  await registerAuth(app, config);

  const poolSize = defaultPoolSize(config.describe.workers);
  if (config.describe.kind === "local") {
    const { limits } = poolSize;
    app.log.info(
      {
        threads: poolSize.threads,
        from: poolSize.configured ? "DESCRIBE_WORKERS" : `${poolSize.limitedBy} limit`,
        cpus: limits.parallelism,
        cpuQuota: limits.cpuQuota,
        memoryMB: Math.round(
          Math.min(limits.totalMemoryBytes, limits.memoryLimitBytes ?? Infinity) / 2 ** 20,
        ),
      },
      "inference threads",
    );
  }
  const queueLimits = analysisLimits(config.describe, poolSize.threads);
  await app.register(healthRoutes);
  await registerAccountApi(app, config, { analysesInFlight: queueLimits.perUser });
  await registerDescriber(app, { ...config, describe: { ...config.describe, workers: poolSize.threads } });
  await app.register(analyzeRoutes, {
    queue: createAnalysisQueue(queueLimits),
    timeoutMs: config.analysisTimeoutMs,
  });
  await registerWebApp(app, webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
