import { BATCH_COPY, MESSAGES, SIGN_OUT_COPY, ZIP_FILE_NAME } from "@photo-organizer/core";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { LeaveDialog } from "@/components/leave-dialog";
import { useLeaveGuard } from "@/lib/leave-guards";
import { ReselectOriginals } from "../components/reselect-originals";
import { useKeptBatch } from "../hooks/use-kept-batch";
import { openZipTarget, type SaveStrategy } from "../zip/save-zip";
import { ResultsView } from "./results-view";
import { duplicatesOf, lookAlikes, type ReviewBatch } from "./review-batch";
import { reviewedZipStream } from "./reviewed-zip";
import { useReview } from "./use-review";

/**
 * The results view of one finished batch, with the download of its reviewed ZIP. Until its results are in a
 * downloaded ZIP, the batch is kept in the browser and leaving asks first.
 */
export function ReviewPanel({
  batch,
  userId,
  saveStrategy,
  onClose,
}: {
  batch: ReviewBatch;
  userId: string;
  saveStrategy: () => SaveStrategy;
  onClose: () => void;
}) {
  const review = useReview(batch);
  const kept = useKeptBatch(batch, review.state, userId);
  const [files, setFiles] = useState(batch.files);
  const [downloading, setDownloading] = useState(false);
  const [closing, setClosing] = useState(false);
  const leaving = useLeaveGuard(kept.unsaved, SIGN_OUT_COPY.holding.results);
  const missing = files.some((file) => file === null);
  // Continued after a reload: the originals are asked for again, and the panel stays to say they were found.
  const [reselecting] = useState(missing);
  const looksLike = useMemo(() => lookAlikes(batch), [batch]);

  async function download() {
    if (missing) {
      // Said, and the button that selects them focused: a scroll alone goes unnoticed when the card is in view.
      toast.info(BATCH_COPY.reselectFirst);
      const select = document.querySelector<HTMLButtonElement>('[data-testid="reselect-originals"] button');
      select?.scrollIntoView({ block: "center" });
      select?.focus();
      return;
    }
    const photos = review.photos;
    const originals = batch.photos.map((photo, index) => ({
      file: files[index] as File,
      status: photo.status,
    }));
    setDownloading(true);
    try {
      const target = await openZipTarget(ZIP_FILE_NAME, saveStrategy());
      try {
        await target.write(
          reviewedZipStream(photos, originals, {
            onUnreadable: (file) => toast.warning(MESSAGES.photoUnreadable(file.name)),
            duplicates: duplicatesOf(batch, files),
          }),
        );
      } catch (error) {
        await target.discard().catch(() => undefined);
        throw error;
      }
      kept.downloaded(photos);
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

  const close = () => {
    void review.remember();
    onClose();
  };

  return (
    <>
      {reselecting ? (
        <ReselectOriginals batch={batch} files={files} hashes={kept.hashes} onFound={setFiles} />
      ) : null}
      <ResultsView
        review={review}
        thumbnails={batch.thumbnails}
        files={files}
        streamed={batch.streamed}
        downloading={downloading}
        onDownload={() => void download()}
        onClose={() => (kept.unsaved ? setClosing(true) : close())}
        looksLike={looksLike}
        duplicates={batch.duplicates}
        savedInto={batch.savedInto}
      />
      <LeaveDialog
        open={closing || leaving.asking}
        title={BATCH_COPY.leaveTitle}
        description={BATCH_COPY.leaveBody(batch.photos.length)}
        leaveLabel={BATCH_COPY.leave}
        stayLabel={BATCH_COPY.stay}
        onStay={() => {
          setClosing(false);
          if (leaving.asking) leaving.stay();
        }}
        onLeave={() => {
          setClosing(false);
          // Kept for later, so what it teaches the server waits until it is downloaded.
          if (leaving.asking) leaving.leave();
          else onClose();
        }}
      />
    </>
  );
}
