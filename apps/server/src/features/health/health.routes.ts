import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance) {
  app.get("/healthz", async () => ({ status: "ok" }));

  /** Ready when every check in `app.readinessChecks` (database, models, …) passes. */
  app.get("/readyz", async (_request, reply) => {
    const results = await Promise.all(
      app.readinessChecks.map(async ({ name, check }) => [name, await check().catch(() => false)] as const),
    );
    const checks = Object.fromEntries(results.map(([name, ok]) => [name, ok ? "ok" : "failing"]));
    const ready = results.every(([, ok]) => ok);
    const details = Object.fromEntries(
      app.readinessChecks.flatMap(({ name, detail }) => (detail ? [[name, detail()] as const] : [])),
    );
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", checks, details });
  });
}
