import { ZIP_FILE_NAME } from "@photo-organizer/core";
import { finishBatch, reserveBatchRetried } from "@/features/upload/api/batches";
import { type OrganizeEvent, type OrganizeResult, organizeBatch } from "@/features/upload/lib/organize";
import type { BatchProgress } from "@/features/upload/lib/progress";
import { analyzeStep, batchSettings, settingsSteps } from "@/features/upload/lib/settings-steps";
import { PreviewPool, previewPoolSize } from "@/features/upload/preview/preview-pool";
import { zipStream } from "@/features/upload/zip/zip-stream";
import { downloadBlob } from "./downloads";

export type OrganizeCallbacks = {
  notify(event: OrganizeEvent): void;
  onProgress(progress: BatchProgress): void;
};

/**
 * The website's organize flow (the account's organization settings, reservation, previews, analyses, the
 * streamed ZIP, the batch finished on the server) with the extension's own ends: the ZIP goes to the browser's downloads through chrome.downloads.
 */
export async function organizeFiles(
  files: readonly File[],
  callbacks: OrganizeCallbacks,
  cancel: AbortSignal,
): Promise<{ result: OrganizeResult; savedAs: string }> {
  // The name the browser gave the ZIP: another organized_photos.zip already there makes it "… (1).zip".
  let savedAs: string = ZIP_FILE_NAME;
  let previews: PreviewPool | null = null;
  const previewPool = () => {
    previews ??= new PreviewPool(previewPoolSize(navigator.hardwareConcurrency));
    return previews;
  };
  try {
    // The account's organization settings, as the website's batch applies them (#21).
    const settings = await batchSettings();
    const batch = await organizeBatch(
      files,
      {
        // Under a key, retried: a reservation whose answer was lost is not held a second time.
        reserve: (count) => reserveBatchRetried(count, cancel),
        finish: finishBatch,
        preview: async (file, signal) => (await previewPool().preview(file, signal)).base64,
        analyze: analyzeStep(settings),
        ...settingsSteps(settings),
        openSink: async () => ({
          write: async (stream) => {
            // Typed, or the browser would save a blob without a type as organized_photos.txt.
            const zip = await new Response(stream, { headers: { "content-type": "application/zip" } }).blob();
            savedAs = await downloadBlob(zip, ZIP_FILE_NAME);
          },
          discard: async () => undefined,
        }),
        zip: (outcomes, options) => zipStream(outcomes, options),
        notify: callbacks.notify,
        onProgress: callbacks.onProgress,
      },
      cancel,
    );
    return { result: batch.result, savedAs };
  } finally {
    (previews as PreviewPool | null)?.close();
  }
}
