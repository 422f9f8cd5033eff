import { ZIP_FILE_NAME } from "@photo-organizer/core";
import { analyzeImage } from "@/features/upload/api/analyze-image";
import { finishBatch, reserveBatch } from "@/features/upload/api/batches";
import { type OrganizeEvent, type OrganizeResult, organizeBatch } from "@/features/upload/lib/organize";
import type { BatchProgress } from "@/features/upload/lib/progress";
import { withRetry } from "@/features/upload/lib/retry";
import { PreviewPool, previewPoolSize } from "@/features/upload/preview/preview-pool";
import { zipStream } from "@/features/upload/zip/zip-stream";
import { downloadBlob } from "./downloads";

export type OrganizeCallbacks = {
  notify(event: OrganizeEvent): void;
  onProgress(progress: BatchProgress): void;
};

/**
 * The website's organize flow (reservation, previews, analyses, the streamed ZIP, the batch finished on the
 * server) with the extension's own ends: the ZIP goes to the browser's downloads through chrome.downloads.
 */
export async function organizeFiles(
  files: readonly File[],
  callbacks: OrganizeCallbacks,
  cancel: AbortSignal,
): Promise<OrganizeResult> {
  let previews: PreviewPool | null = null;
  const previewPool = () => {
    previews ??= new PreviewPool(previewPoolSize(navigator.hardwareConcurrency));
    return previews;
  };
  try {
    const batch = await organizeBatch(
      files,
      {
        reserve: reserveBatch,
        finish: finishBatch,
        preview: async (file, signal) => (await previewPool().preview(file, signal)).base64,
        analyze: async (_file, request, signal) => {
          const { description, category, learning } = await withRetry(() => analyzeImage(request, signal), {
            signal,
          });
          return { description, category, learning };
        },
        openSink: async () => ({
          write: async (stream) => {
            // Typed, or the browser would save a blob without a type as organized_photos.txt.
            const zip = await new Response(stream, { headers: { "content-type": "application/zip" } }).blob();
            await downloadBlob(zip, ZIP_FILE_NAME);
          },
          discard: async () => undefined,
        }),
        zip: (outcomes, options) => zipStream(outcomes, options),
        notify: callbacks.notify,
        onProgress: callbacks.onProgress,
      },
      cancel,
    );
    return batch.result;
  } finally {
    (previews as PreviewPool | null)?.close();
  }
}
