import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { ResultsView } from "./results-view";
import { type BatchPhoto, lookAlikes } from "./review-batch";
import { type Review, type ReviewBatch, useReview } from "./use-review";

/** The results view of a batch as a page shows it, with its toasts; `onReview` sees the review each render. */
function Harness({ from, onReview }: { from: ReviewBatch; onReview?: (review: Review) => void }) {
  const review = useReview(from);
  onReview?.(review);
  return (
    <>
      <ResultsView
        review={review}
        thumbnails={from.thumbnails}
        files={from.files}
        streamed={from.streamed}
        downloading={false}
        onDownload={() => undefined}
        onClose={() => undefined}
        looksLike={lookAlikes(from)}
        duplicates={from.duplicates}
        savedInto={from.savedInto}
      />
      <Toaster />
    </>
  );
}

/** Renders the batch's results view for a test; the user types and clicks without delay. */
export function showResults(batch: ReviewBatch, onReview?: (review: Review) => void) {
  const user = userEvent.setup({ delay: null });
  render(<Harness from={batch} onReview={onReview} />);
  return user;
}

/** A photo of a finished batch as the browser keeps it: analysed as given, no thumbnail. */
export const batchPhoto = (originalName: string, analysis: BatchPhoto["analysis"]): BatchPhoto => ({
  originalName,
  size: 1000,
  lastModified: 0,
  type: "image/jpeg",
  status: "ok",
  failure: null,
  thumbnail: null,
  analysis,
});
