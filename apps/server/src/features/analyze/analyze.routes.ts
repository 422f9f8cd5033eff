import { MESSAGES, nameFromDescription } from "@photo-organizer/core";
import type { AnalysisFailedCode } from "@photo-organizer/core/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../plugins/errors.ts";
import { giveSlotBack, useSlot } from "../batches/batches.service.ts";
import { DescriberError } from "../describe/describer.ts";
import { apiErrorSchema } from "../../http/api-error.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { Admission, AnalysisQueue } from "./analysis-queue.ts";
import { analyzeBodySchema, analyzeResponseSchema } from "./analyze.schemas.ts";
import { ANALYZE_BODY_LIMIT_BYTES, decodeBase64, decodePreview } from "./image-input.ts";

export type AnalyzeRoutesOptions = {
  queue: AnalysisQueue;
  /** longest one analysis may take, its wait for a turn included */
  timeoutMs: number;
};

/** The caller closed the connection: nobody is left to answer. */
class ClientGone extends Error {
  override name = "ClientGone";
}

/**
 * `POST /api/analyze-image`: one photo in, `{ description, category, name }` out. The category is the
 * describer's (a vision-language model chooses it, the local models' sentence is categorised), unless the
 * user's own corrections of look-alike photos say otherwise (features/learning). The order
 * bounds the work: the caller is signed in and within the account's and the server's limits before the body
 * is read (429/503 with Retry-After otherwise), and the batch's slot is taken before the image is decoded or
 * described. A failure, a timeout or a caller who left gives the slot back (D2: only successes count). The
 * image lives in memory for the request only.
 */
export async function analyzeRoutes(app: FastifyInstance, { queue, timeoutMs }: AnalyzeRoutesOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admissions = new WeakMap<FastifyRequest, Admission>();

  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const admission = queue.admit(signedInUser(request).id);
    admissions.set(request, admission);
    // However the request ends (answered, refused while parsing, connection lost), its place is freed.
    reply.raw.once("close", () => admission.done());
  };

  routes.post(
    "/api/analyze-image",
    {
      onRequest: [app.requireUser, admit],
      onResponse: async (request) => admissions.get(request)?.done(),
      bodyLimit: ANALYZE_BODY_LIMIT_BYTES,
      schema: {
        tags: ["analysis"],
        summary: "Describe one photo and choose its category folder and file name",
        description:
          "429 `too_many_analyses` and 503 `server_busy` are refusals before any work, with Retry-After " +
          "(seconds): send the same photo again then. 503 `analysis_timeout` (with Retry-After) and 502 " +
          "`analysis_failed` / `no_analysis` gave the slot back. A photo sent again with the same `photoKey` " +
          "never takes a second slot. See core's api/analysis-refusals.ts.",
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
      const { batchId, photoKey, base64Image } = request.body;
      const slot = { batchId, photoKey, userId: signedInUser(request).id };
      const bytes = decodeBase64(base64Image);
      // A photo sent again under its key (a retry) is analysed again but takes no second slot.
      const taken = await useSlot(app.db, slot);

      const timeout = AbortSignal.timeout(timeoutMs);
      const left = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) left.abort(new ClientGone());
      };
      reply.raw.once("close", onClose);
      const signal = AbortSignal.any([timeout, left.signal]);
      try {
        await admission.turn(signal);
        const preview = await decodePreview(bytes);
        signal.throwIfAborted();
        const described = await app.describer.describe(preview, { signal });
        const description = described.description.trim();
        if (!description) {
          throw new HttpError(502, MESSAGES.noAnalysisReturned, "no_analysis" satisfies AnalysisFailedCode);
        }
        const filed = await app.learning.file(slot.userId, described);
        return { description, ...filed, name: nameFromDescription(description) };
      } catch (error) {
        if (taken) {
          await giveSlotBack(app.db, slot).catch((failure: unknown) =>
            request.log.error({ err: failure }, "a failed analysis's slot could not be given back"),
          );
        }
        if (left.signal.aborted) {
          request.log.info("the client left; its analysis was dropped and its slot given back");
          return reply.hijack();
        }
        if (timeout.aborted) {
          request.log.warn({ timeoutMs }, "analysis timed out");
          throw new HttpError(
            503,
            MESSAGES.analysisFailed(MESSAGES.imageServiceTooSlow),
            "analysis_timeout" satisfies AnalysisFailedCode,
            queue.retryAfterSeconds(),
          );
        }
        if (error instanceof DescriberError) {
          // The cause may name hosts, addresses or the provider's own words: the log has it, the user not.
          request.log.warn({ err: error }, "image description failed");
          throw new HttpError(
            502,
            MESSAGES.analysisFailed(MESSAGES.imageServiceUnavailable),
            "analysis_failed" satisfies AnalysisFailedCode,
          );
        }
        throw error;
      } finally {
        reply.raw.off("close", onClose);
        admission.done();
      }
    },
  );
}
