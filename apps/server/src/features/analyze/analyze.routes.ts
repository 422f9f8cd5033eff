import { MESSAGES, nameFromDescription } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { assertSlotAvailable, useSlot } from "../batches/batches.service.ts";
import { DescriberError, type Description } from "../describe/describer.ts";
import { signedInUser } from "../usage/signed-in-user.ts";
import { apiErrorSchema } from "../usage/usage.schemas.ts";
import { analyzeBodySchema, analyzeResponseSchema } from "./analyze.schemas.ts";
import { ANALYZE_BODY_LIMIT_BYTES, decodeBase64, decodePreview } from "./image-input.ts";

/**
 * `POST /api/analyze-image`: one photo in, `{ description, category, name }` out. The category is the
 * describer's: a vision-language model chooses it, the local models' sentence is categorised. Uses one slot
 * of the batch, only when the analysis succeeds. The image lives in memory for the request only.
 */
export async function analyzeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    "/api/analyze-image",
    {
      preHandler: app.requireUser,
      bodyLimit: ANALYZE_BODY_LIMIT_BYTES,
      schema: {
        tags: ["analysis"],
        summary: "Describe one photo and choose its category folder and file name",
        body: analyzeBodySchema,
        response: {
          200: analyzeResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const slot = { batchId: request.body.batchId, userId: user.id };
      await assertSlotAvailable(app.db, slot);
      const preview = await decodePreview(decodeBase64(request.body.base64Image));
      let described: Description;
      try {
        described = await app.describer.describe(preview);
      } catch (error) {
        if (!(error instanceof DescriberError)) throw error;
        request.log.warn({ err: error }, "image description failed");
        return reply
          .code(502)
          .send({ message: MESSAGES.analysisFailed(error.message), code: "analysis_failed" });
      }
      const description = described.description.trim();
      if (!description) {
        return reply.code(502).send({ message: MESSAGES.noAnalysisReturned, code: "no_analysis" });
      }
      await useSlot(app.db, slot);
      return { description, category: described.category, name: nameFromDescription(description) };
    },
  );
}
