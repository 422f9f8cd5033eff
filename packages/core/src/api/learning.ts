import { z } from "zod";
import { CATEGORY_NAMES, UNSORTED } from "../catalogue/category-names.ts";
import { checkFolderName } from "../learning/review-folders.ts";
import { LEARNING } from "../learning/similar-photos.ts";

/** Shortest and longest embedding accepted: the classifiers we ship give 768 numbers. */
export const EMBEDDING_LENGTH = { min: 16, max: 4096 } as const;
/** Most examples one request may record (a whole batch of the largest plan fits). */
export const MAX_EXAMPLES_PER_REQUEST = 1000;
/** Most numbers one request may record: a whole batch of embeddings up to 1,024 numbers (ours have 768). */
export const MAX_EMBEDDING_VALUES_PER_REQUEST = MAX_EXAMPLES_PER_REQUEST * 1024;
/** Embeddings are stored as 32-bit floats: the largest magnitude one holds, and the smallest normal one. */
const FLOAT32_MAX = 3.4028234663852886e38;
const FLOAT32_MIN_NORMAL = 1.1754943508222875e-38;

export const folderSchema = z.enum([...CATEGORY_NAMES, UNSORTED]);

/** A folder the user filed a photo in: a catalogue category, or a folder of their own (core's folder-name rules). */
export const filedFolderSchema = z
  .string()
  .superRefine((name, context) => {
    const check = checkFolderName(name, []);
    if (!check.ok) context.addIssue({ code: "custom", message: check.message });
  })
  .describe("A catalogue category, Unsorted, or one of the user's own folders");

/** A number a 32-bit float holds without overflowing or vanishing to zero (0 itself is fine). */
const float32Schema = z
  .number()
  .min(-FLOAT32_MAX)
  .max(FLOAT32_MAX)
  .refine((v) => v === 0 || Math.abs(v) >= FLOAT32_MIN_NORMAL, "must be 0 or at least 1.2e-38 in size");

export const embeddingSchema = z
  .array(float32Schema)
  .min(EMBEDDING_LENGTH.min)
  .max(EMBEDDING_LENGTH.max)
  .describe("The local classifier's pooled features of the photo (no pixels)");

export const neighbourSchema = z.object({
  vote: z
    .number()
    .describe(`The example's similarity, halved for every ${LEARNING.halfLife} photos reviewed after it`),
  category: z.string(),
});

/** What the browser needs to re-file a photo live when the user corrects a look-alike in the same batch. */
export const photoLearningSchema = z
  .object({
    embedding: embeddingSchema,
    describedCategory: z.string().describe("The folder the description alone gives"),
    neighbours: z
      .array(neighbourSchema)
      .max(LEARNING.neighbours)
      .describe("The user's stored examples close to this photo, largest vote first"),
  })
  .describe("Present when the describer gave an embedding (local classifier)");

/**
 * `POST /api/learning/examples`: where the user filed photos they reviewed. With `batch`, the review's
 * earlier examples are replaced: the browser sends the whole review again after later moves.
 */
export const recordExamplesBodySchema = z.object({
  batch: z
    .uuid()
    .optional()
    .describe(
      "The review these photos belong to (chosen by the browser); a review recorded again replaces its examples",
    ),
  examples: z
    .array(
      z.object({
        embedding: embeddingSchema,
        category: filedFolderSchema,
        corrected: z.boolean().describe("The user moved the photo here (else: looked at it and left it)"),
      }),
    )
    .min(1)
    .max(MAX_EXAMPLES_PER_REQUEST)
    .refine(
      (examples) => examples.every((e) => e.embedding.length === examples[0]?.embedding.length),
      "every embedding of one request must have the same length",
    )
    .refine(
      (examples) =>
        examples.length * (examples[0]?.embedding.length ?? 0) <= MAX_EMBEDDING_VALUES_PER_REQUEST,
      `one request may record at most ${MAX_EMBEDDING_VALUES_PER_REQUEST} numbers`,
    ),
});

/** `GET /api/learning`, and the answer of recording or forgetting. */
export const learningSummarySchema = z.object({
  examples: z.number().int().describe("Examples kept for this user"),
  corrections: z.number().int().describe("Of which the user moved"),
  limit: z.number().int().describe("Most examples kept; the oldest go first"),
  reviewBeforeDownload: z.boolean().describe("Show the results for review before the ZIP is written"),
});

/** `PUT /api/learning/settings` */
export const reviewSettingsBodySchema = z.object({ reviewBeforeDownload: z.boolean() });

export type PhotoLearning = z.infer<typeof photoLearningSchema>;
export type RecordExamplesBody = z.infer<typeof recordExamplesBodySchema>;
export type LearningSummary = z.infer<typeof learningSummarySchema>;
