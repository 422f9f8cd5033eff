import {
  learningSummarySchema,
  recordExamplesBodySchema,
  reviewSettingsBodySchema,
} from "@photo-organizer/core/api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { addExamples, forgetExamples, saveReviewBeforeDownload } from "./learning.repository.ts";
import { createLearningService, type LearningService } from "./learning.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Files each user's photos with that user's own examples (#13). */
    learning: LearningService;
  }
}

/** A full request of examples: 1,000 embeddings of 768 numbers as JSON. */
const EXAMPLES_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
/** The browser records once per reviewed batch; more than this from one account is a script. */
export const RECORD_EXAMPLES_PER_MINUTE = 10;

/**
 * The user's examples (where they filed photos they reviewed) and their review setting. Every route is the
 * signed-in user's own: no route takes a user id, so no user reads, changes or uses another's examples.
 */
export async function registerLearning(app: FastifyInstance) {
  app.decorate("learning", createLearningService(app.db));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const refusals = { 400: apiErrorSchema, 401: apiErrorSchema };

  routes.get(
    "/api/learning",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["learning"],
        summary: "How many corrections are kept for the signed-in user, and their review setting",
        response: { 200: learningSummarySchema, ...refusals },
      },
    },
    async (request) => app.learning.summary(signedInUser(request).id),
  );

  routes.post(
    "/api/learning/examples",
    {
      preHandler: app.requireUser,
      bodyLimit: EXAMPLES_BODY_LIMIT_BYTES,
      // Per account (the session is read before the limit is counted), else per address.
      config: {
        rateLimit: {
          max: RECORD_EXAMPLES_PER_MINUTE,
          timeWindow: "1 minute",
          keyGenerator: (request) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        tags: ["learning"],
        summary: "Keep where the user filed reviewed photos, to file their next photos alike",
        body: recordExamplesBodySchema,
        response: { 200: learningSummarySchema, ...refusals, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await addExamples(app.db, id, request.body.examples, request.body.batch);
      return app.learning.summary(id);
    },
  );

  routes.delete(
    "/api/learning/examples",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["learning"],
        summary: "Forget every correction of the signed-in user",
        response: { 200: learningSummarySchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await forgetExamples(app.db, id);
      app.learning.forget(id);
      return app.learning.summary(id);
    },
  );

  routes.put(
    "/api/learning/settings",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["learning"],
        summary: "Choose whether batches are shown for review before the ZIP is written",
        body: reviewSettingsBodySchema,
        response: { 200: learningSummarySchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      await saveReviewBeforeDownload(app.db, id, request.body.reviewBeforeDownload);
      return app.learning.summary(id);
    },
  );
}
