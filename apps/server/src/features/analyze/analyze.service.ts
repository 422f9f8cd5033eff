import { createHash } from "node:crypto";
import { MESSAGES, type PlanId } from "@photo-organizer/core";
import {
  type AnalysisFailedCode,
  type AnalyzeBody,
  type AnalyzeResult,
  analyzeResponseSchema,
} from "@photo-organizer/core/api";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { HttpError, loggable } from "../../plugins/errors.ts";
import { giveSlotBack, keepAnswer, useSlot } from "../batches/batches.service.ts";
import { type Describer, DescriberError } from "../describe/describer.ts";
import type { LearningService } from "../learning/learning.service.ts";
import type { OrganizationSettingsService } from "../organization-settings/organization-settings.service.ts";
import type { Admission } from "./analysis-queue.ts";
import { decodeBase64, decodePreview } from "./image-input.ts";

/** The caller closed the connection: nobody is left to answer, and the slot was given back. */
export class AnalysisAbandoned extends Error {
  override name = "AnalysisAbandoned";
}

export type AnalyzeServiceDeps = {
  db: Db;
  describer: Describer;
  learning: LearningService;
  organization: OrganizationSettingsService;
  /** longest one analysis may take, its wait for a turn included */
  timeoutMs: number;
  /** Retry-After of a timed-out analysis: when the queue would likely have a turn */
  retryAfterSeconds: () => number;
};

/** One analysis as the route hands it over: who asks, what they sent, their place in the queue. */
export type AnalysisRequest = AnalyzeBody & {
  userId: string;
  /** the account's plan: whether its organization settings apply */
  plan: PlanId;
  admission: Admission;
  /** fires when the caller has gone */
  left: AbortSignal;
  log: FastifyBaseLogger;
};

/**
 * One photo in, `{ description, category }` out. The category is the describer's (a vision-language model
 * chooses it, the local models' sentence is categorised), unless the user's own corrections of look-alike
 * photos say otherwise (features/learning). The batch's slot is taken before the image is decoded or
 * described; a failure, a timeout or a caller who left gives it back (D2: only successes count). The image
 * lives in memory for the request only. The photo's file name is the browser's to choose (core's naming),
 * from what it knows and the server does not (the original name, EXIF dates).
 */
export function createAnalyzeService({
  db,
  describer,
  learning,
  organization,
  timeoutMs,
  retryAfterSeconds,
}: AnalyzeServiceDeps) {
  async function describeWithin(
    bytes: Buffer,
    owner: { id: string; plan: PlanId },
    signal: AbortSignal,
    admission: Admission,
  ) {
    const userId = owner.id;
    const settings = await organization.effective(owner);
    await admission.turn(signal);
    const preview = await decodePreview(bytes);
    signal.throwIfAborted();
    const described = await describer.describe(preview, { signal, folders: settings.folders });
    const description = described.description.trim();
    if (!description) {
      throw new HttpError(502, MESSAGES.noAnalysisReturned, "no_analysis" satisfies AnalysisFailedCode);
    }
    // The user's corrections first (in their folders or the catalogue's), else the model's pick among their
    // own folders, else their words, then the category.
    const filed = await learning.file(userId, { ...described, description }, settings);
    return { description, ...filed };
  }

  const tooSlow = () =>
    new HttpError(
      503,
      MESSAGES.analysisFailed(MESSAGES.imageServiceTooSlow),
      "analysis_timeout" satisfies AnalysisFailedCode,
      retryAfterSeconds(),
    );

  return {
    async analyze(request: AnalysisRequest): Promise<AnalyzeResult> {
      const { userId, batchId, log } = request;
      const bytes = decodeBase64(request.base64Image);
      // The key is bound to the photo it first came with: another photo under it is refused, analysing nothing.
      const imageSha256 = createHash("sha256").update(bytes).digest("hex");
      const claim = await useSlot(db, { batchId, userId, photoKey: request.photoKey, imageSha256 });
      // The same photo again (its answer was lost on the way): the first answer, without a second analysis.
      const stored = claim.kind === "answered" ? analyzeResponseSchema.safeParse(claim.answer) : undefined;
      if (stored?.success) return stored.data;
      const slot = { batchId, userId, photoKey: claim.photoKey };
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([timeout, request.left]);
      try {
        const answer = await describeWithin(
          bytes,
          { id: userId, plan: request.plan },
          signal,
          request.admission,
        );
        // Charged under a batch closed since: the answer is the caller's, and nothing is kept or counted.
        const kept = analyzeResponseSchema.safeParse(
          claim.kind === "charged" ? answer : await keepAnswer(db, slot, answer),
        );
        if (kept.success) return kept.data;
        // Its claim is gone (the batch was finished meanwhile, or the claim was taken for dead and its slot
        // given back): the answer counts for nothing.
        throw tooSlow();
      } catch (error) {
        // Only the request that took the slot gives it back; a retry of a photo in flight took none.
        if (claim.kind === "taken") {
          await giveSlotBack(db, slot).catch((failure: unknown) =>
            log.error({ err: loggable(failure) }, "a failed analysis's slot could not be given back"),
          );
        }
        if (request.left.aborted) throw new AnalysisAbandoned();
        if (timeout.aborted) {
          log.warn({ timeoutMs }, "analysis timed out");
          throw tooSlow();
        }
        if (error instanceof DescriberError) {
          // The cause may name hosts, addresses or the provider's own words: the log has it, the user not.
          log.warn({ err: error }, "image description failed");
          throw new HttpError(
            502,
            MESSAGES.analysisFailed(MESSAGES.imageServiceUnavailable),
            "analysis_failed" satisfies AnalysisFailedCode,
          );
        }
        throw error;
      }
    },
  };
}

export type AnalyzeService = ReturnType<typeof createAnalyzeService>;
