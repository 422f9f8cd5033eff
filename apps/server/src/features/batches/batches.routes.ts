import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import {
  batchParamsSchema,
  createBatchBodySchema,
  createBatchResponseSchema,
  finishBatchResponseSchema,
  refusalSchema,
} from "./batches.schemas.ts";
import { finishBatch, reserveBatch } from "./batches.service.ts";

/**
 * Reservations one account may ask for in a minute. A browser or the command-line tool reserves one batch per
 * batch of photos (tens to hundreds of photos, seconds to minutes each), so only a runaway or hostile client
 * comes near it; each reservation is a row and holds slots until it ends.
 */
export const RESERVATIONS_PER_MINUTE = 120;

export type BatchesRoutesOptions = {
  batchTtlMs: number;
  /** told to the browser with each reservation: how many analyses to keep in flight */
  analysesInFlight: number;
};

export async function batchesRoutes(
  app: FastifyInstance,
  { batchTtlMs, analysesInFlight }: BatchesRoutesOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/batches",
    {
      // Before the body is read: an anonymous caller costs no parsing.
      onRequest: app.requireUser,
      // Per account (the caller is known before the limit is counted).
      config: {
        rateLimit: {
          max: RESERVATIONS_PER_MINUTE,
          timeWindow: "1 minute",
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags: ["usage"],
        summary: "Reserve images of this month's allowance for a batch",
        description:
          "With a `key` the user reserved under before, the same batch is answered again (same id and reserved count) and nothing more is reserved or counted.",
        body: createBatchBodySchema,
        response: {
          201: createBatchResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: refusalSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { count, key } = request.body;
      const result = await reserveBatch(app.db, { user, count, key: key ?? null, ttlMs: batchTtlMs });
      if (!result.ok) {
        if (result.code === "empty")
          return reply.code(400).send({ message: result.message, code: result.code });
        return reply.code(403).send({ message: result.message, code: result.code });
      }
      return reply.code(201).send({
        batchId: result.batchId,
        reserved: result.reserved,
        expiresAt: result.expiresAt.toISOString(),
        usage: result.usage,
        concurrency: analysesInFlight,
      });
    },
  );

  routes.post(
    "/api/batches/:id/finish",
    {
      // Before the body is read: an anonymous caller costs no parsing.
      onRequest: app.requireUser,
      schema: {
        tags: ["usage"],
        summary: "Finish a batch and give back the slots it did not use",
        params: batchParamsSchema,
        response: { 200: finishBatchResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => finishBatch(app.db, { user: signedInUser(request), batchId: request.params.id }),
  );
}
