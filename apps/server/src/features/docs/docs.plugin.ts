import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

/**
 * OpenAPI document generated from the routes' zod schemas, and the Swagger UI page at /api/docs.
 * Call on the root instance before the routes are registered, so that @fastify/swagger sees every route.
 */
export async function registerDocs(app: FastifyInstance) {
  // The API's description is public, like the site's pages.
  app.addHook("onRoute", (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, public: true };
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Photo Organizer API",
        description:
          "JSON API of Photo Organizer. Errors have the shape { message, code? }. Private endpoints need the " +
          "session cookie set by /auth/login; state-changing calls must come from the site's own origin.",
        version: "1.0.0",
      },
    },
    transform: createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`, DOCS_PREFIX, `${DOCS_PREFIX}/`] }),
  });
  // The site-wide Content-Security-Policy (helmet) applies: Swagger UI loads only scripts of its own origin.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}
