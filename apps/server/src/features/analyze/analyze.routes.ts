import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { Admission, AnalysisQueue } from "./analysis-queue.ts";
import { analyzeBodySchema, analyzeResponseSchema } from "./analyze.schemas.ts";
import { AnalysisAbandoned, createAnalyzeService } from "./analyze.service.ts";
import { ANALYZE_BODY_LIMIT_BYTES } from "./image-input.ts";

export type AnalyzeRoutesOptions = {
  queue: AnalysisQueue;
  /** longest one analysis may take, its wait for a turn included */
  timeoutMs: number;
};

/**
 * `POST /api/analyze-image` (the work is analyze.service.ts's). The order bounds the work: the caller is
 * signed in and within the account's and the server's limits before the body is read (429/503 with
 * Retry-After otherwise), and takes a place of the server's only once the photo is in, so uploads held open
 * keep no one else out; a caller who leaves ends the analysis.
 */
export async function analyzeRoutes(app: FastifyInstance, { queue, timeoutMs }: AnalyzeRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admissions = new WeakMap<FastifyRequest, Admission>();
  const analyses = createAnalyzeService({
    db: app.db,
    describer: app.describer,
    learning: app.learning,
    organization: app.organizationSettings,
    timeoutMs,
    retryAfterSeconds: () => queue.retryAfterSeconds(),
  });
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = queue.admit(signedInUser(request).id);
    admissions.set(request, admission);
    // However the request ends (answered, refused while parsing, connection lost), its place is freed.
    reply.raw.once("close", () => admission.done());
  };
  const arrived = async (request: FastifyRequest) => admissions.get(request)?.arrived();

  routes.post(
    "/api/analyze-image",
    {
      onRequest: [app.requireUser, admit],
      preHandler: arrived,
      onResponse: async (request) => admissions.get(request)?.done(),
      bodyLimit: ANALYZE_BODY_LIMIT_BYTES,
      schema: {
        tags: ["analysis"],
        summary: "Describe one photo and choose its category folder",
        description:
          "429 `too_many_analyses` and 503 `server_busy` are refusals before any work, with Retry-After " +
          "(seconds): send the same photo again then. 503 `analysis_timeout` (with Retry-After) and 502 " +
          "`analysis_failed` / `no_analysis` gave the slot back. A `photoKey` is bound to the photo it first came " +
          "with: the same photo sent again takes no second slot and gets its first answer back (analysed again " +
          "only while it has none, at most `PHOTO_REANALYSES` times, then 409 `photo_reanalysed`); another photo " +
          "under the key is refused with 409 `photo_key_reused`, analysing nothing. See core's " +
          "api/analysis-refusals.ts.",
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
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const admission = admissions.get(request);
      if (!admission) throw new Error("analysis reached its handler without an admission");
      const left = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) left.abort(new AnalysisAbandoned());
      };
      reply.raw.once("close", onClose);
      try {
        return await analyses.analyze({
          ...request.body,
          userId: signedInUser(request).id,
          plan: signedInUser(request).plan,
          admission,
          left: left.signal,
          log: request.log,
        });
      } catch (error) {
        if (!(error instanceof AnalysisAbandoned)) throw error;
        request.log.info("the client left; its analysis was dropped and its slot given back");
        return reply.hijack();
      } finally {
        reply.raw.off("close", onClose);
        admission.done();
      }
    },
  );
}
