import { EXTENSION_COPY, MESSAGES } from "@photo-organizer/core";
import { analyzeImage } from "@/features/upload/api/analyze-image";
import { finishBatch, reserveBatch } from "@/features/upload/api/batches";
import { withRetry } from "@/features/upload/lib/retry";
import { type Analysis, createZipPlanner } from "@/features/upload/lib/zip-plan";
import type { PreviewPool } from "@/features/upload/preview/preview-pool";
import { ApiError } from "@/lib/api-client";
import type { OrganizedImage } from "../lib/messages";

/** Why the server refused, in the words the website uses. */
function refusalReason(error: unknown): string {
  if (error instanceof ApiError) {
    // The server's refusals (allowance used up, batch cap) are worded for the user already.
    return error.status === 401 ? EXTENSION_COPY.imageSignedOut : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * One image from a web page, organized as the website organizes a photo: a batch of one is reserved, its
 * preview analysed, the batch finished (an unused slot comes back), and the image filed by the same planner as
 * the ZIP's entries. An image whose analysis failed is still saved, under Unsorted with its own name (D5).
 */
export async function organizeWebImage(file: File, previews: PreviewPool): Promise<OrganizedImage> {
  let batchId: string;
  try {
    batchId = (await reserveBatch(1)).batchId;
  } catch (error) {
    return { ok: false, reason: refusalReason(error) };
  }
  let analysis: Analysis | null = null;
  let failure: unknown;
  try {
    const preview = await previews.preview(file);
    const answer = await withRetry(() =>
      analyzeImage({ base64Image: preview.base64, batchId, photoKey: "0" }),
    );
    if (!answer.description.trim()) throw new Error(MESSAGES.failedToGetDescription);
    analysis = { description: answer.description, category: answer.category };
  } catch (error) {
    failure = error;
  } finally {
    await finishBatch(batchId).catch(() => undefined);
  }
  const { path } = createZipPlanner().add({ file, analysis, error: failure });
  return { ok: true, path, url: URL.createObjectURL(file), analyzed: analysis !== null };
}
