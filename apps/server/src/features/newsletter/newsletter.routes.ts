import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { subscribeBodySchema, subscribeResponseSchema } from "./newsletter.schemas.ts";
import { subscribe } from "./newsletter.service.ts";

export const SUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: "1 minute" } as const;

export async function newsletterRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/subscribe",
    {
      config: { public: true, rateLimit: SUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ["public"],
        summary: "Subscribe an email address to the newsletter",
        body: subscribeBodySchema,
        response: { 200: subscribeResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, {
        emailAddress: request.body.email_address,
        listId: request.body.listId,
      });
      if (!result.ok) return reply.code(400).send({ message: result.message, code: "invalid_email" });
      return { status: result.status, message: result.message };
    },
  );
}
