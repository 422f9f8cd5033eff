import { EXTENSION_COPY, MESSAGES } from "@photo-organizer/core";
import { finishBatch, reserveBatchRetried } from "@/features/upload/api/batches";
import { organizePhoto, type PhotoResult } from "@/features/upload/lib/photo-step";
import { analyzeStep, batchSettings, settingsSteps } from "@/features/upload/lib/settings-steps";
import { createZipPlanner, resultItem } from "@/features/upload/lib/zip-plan";
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
 * the ZIP's entries, in the account's own folders and patterns (with its XMP sidecar) where its plan applies
 * them. An image whose analysis failed is still saved, under Unsorted with its own name (D5).
 */
export async function organizeWebImage(file: File, previews: PreviewPool): Promise<OrganizedImage> {
  const settings = await batchSettings();
  let batchId: string;
  try {
    // Under a key, retried (DR 033): a dropped connection neither fails the save nor holds a second batch.
    batchId = (await reserveBatchRetried(1)).batchId;
  } catch (error) {
    return { ok: false, reason: refusalReason(error) };
  }
  let photo: PhotoResult;
  try {
    photo = await organizePhoto(
      file,
      { index: 0, batchId },
      {
        preview: async (f, signal) => (await previews.preview(f, signal)).base64,
        analyze: analyzeStep(settings),
        ...settingsSteps(settings),
      },
      new AbortController().signal,
    );
  } finally {
    await finishBatch(batchId).catch(() => undefined);
  }
  const item = resultItem(photo);
  const { path } = createZipPlanner().add(item);
  return {
    ok: true,
    path,
    url: URL.createObjectURL(file),
    failure: photo.analysis ? null : (photo.failure ?? MESSAGES.failedToGetDescription),
    ...(item.sidecar ? { sidecar: item.sidecar } : {}),
  };
}
