import { MESSAGES, ZIP_FILE_NAME } from "@photo-organizer/core";
import { useState } from "react";
import { toast } from "sonner";
import { openZipTarget, type SaveStrategy } from "../zip/save-zip";
import { ResultsView } from "./results-view";
import type { ReviewBatch } from "./review-batch";
import { reviewedZipStream } from "./reviewed-zip";
import { useReview } from "./use-review";

/** The results view of one finished batch, with the download of its reviewed ZIP. */
export function ReviewPanel({
  batch,
  saveStrategy,
  onClose,
}: {
  batch: ReviewBatch;
  saveStrategy: () => SaveStrategy;
  onClose: () => void;
}) {
  const review = useReview(batch);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    const originals = batch.photos.map((photo, index) => ({
      file: batch.files[index] as File,
      status: photo.status,
    }));
    setDownloading(true);
    try {
      const target = await openZipTarget(ZIP_FILE_NAME, saveStrategy());
      try {
        await target.write(
          reviewedZipStream(review.photos, originals, {
            onUnreadable: (file) => toast.warning(MESSAGES.photoUnreadable(file.name)),
          }),
        );
      } catch (error) {
        await target.discard().catch(() => undefined);
        throw error;
      }
      toast.success(MESSAGES.downloadComplete);
      void review.remember();
    } catch (error) {
      if (!(error instanceof Error && error.name === "SaveCancelledError")) {
        toast.error(MESSAGES.processingFailed(error instanceof Error ? error.message : String(error)));
      }
    } finally {
      setDownloading(false);
    }
  }

  return (
    <ResultsView
      review={review}
      thumbnails={batch.thumbnails}
      streamed={batch.streamed}
      downloading={downloading}
      onDownload={() => void download()}
      onClose={() => {
        void review.remember();
        onClose();
      }}
    />
  );
}
