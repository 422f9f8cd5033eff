import { z } from "zod";
import { folderSchema, photoLearningSchema } from "./learning.ts";

/** Longest photo key the analyze route accepts (the browser sends the photo's index in its batch). */
export const MAX_PHOTO_KEY_LENGTH = 64;

/** `POST /api/analyze-image` */
export const analyzeBodySchema = z.object({
  /** the photo (the browser sends a preview, longest side about 512 px), base64 without a data-URL prefix */
  base64Image: z.string().min(1),
  batchId: z.uuid(),
  photoKey: z
    .string()
    .min(1)
    .max(MAX_PHOTO_KEY_LENGTH)
    .optional()
    .describe(
      "Idempotency key of the photo within its batch, bound to the first photo sent under it: the same photo again never takes a second slot (and gets its first answer back, or is analysed again while it has none, at most PHOTO_REANALYSES times); another photo under it is refused with 409 photo_key_reused",
    ),
});

export const analyzeResponseSchema = z.object({
  description: z.string(),
  category: folderSchema.describe("The category folder: one of the catalogue's, or Unsorted"),
  folder: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The folder chosen for the photo under the account's organization settings (#21): one of the user's own folders, or the category",
    ),
  learning: photoLearningSchema.optional(),
});

export type AnalyzeBody = z.infer<typeof analyzeBodySchema>;
export type AnalyzeResult = z.infer<typeof analyzeResponseSchema>;
