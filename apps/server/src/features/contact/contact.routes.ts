import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { contactBodySchema, contactResponseSchema } from "./contact.schemas.ts";
import { sendMessage } from "./contact.service.ts";

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: "1 minute" } as const;

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/contact",
    {
      config: { public: true, rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ["public"],
        summary: "Send a message from the contact page or the help page's support form",
        body: contactBodySchema,
        response: { 201: contactResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await sendMessage(app.db, { body: request.body, userId: request.user?.id ?? null });
      if (!result.ok) return reply.code(400).send({ message: result.message, code: "invalid_email" });
      return reply.code(201).send({ id: result.id });
    },
  );
}
