import type { FastifyInstance } from "fastify";

/** Answers that belong to one signed-in person, or change with every call. */
const PRIVATE_PATHS = /^\/(api|auth)(\/|\?|$)/;

/**
 * API and sign-in answers carry `Cache-Control: no-store` unless the route chose its own caching, so no
 * browser or shared cache keeps one person's usage, batches or analyses.
 */
export function registerPrivateResponses(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply) => {
    if (PRIVATE_PATHS.test(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
}
