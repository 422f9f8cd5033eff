import { BATCH_COPY } from "@photo-organizer/core";
import { History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type KeptBatch, keptChanges } from "../hooks/use-kept-batch";

/** Offers the batch kept in the browser, not downloaded yet: continue it, or discard it. */
export function ContinueBatch({
  kept,
  onContinue,
  onDiscard,
}: {
  kept: KeptBatch;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  return (
    <section
      aria-labelledby="continue-batch-heading"
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary/30 bg-card p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-3">
        <History className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 id="continue-batch-heading" className="text-lg font-semibold">
            {BATCH_COPY.continueTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            {BATCH_COPY.continueBody(
              kept.photos.length,
              keptChanges(kept),
              new Date(kept.savedAt),
              kept.streamed,
            )}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" variant="outline" onClick={onDiscard}>
          {BATCH_COPY.discardAction}
        </Button>
        <Button type="button" variant="brand" onClick={onContinue}>
          {BATCH_COPY.continueAction}
        </Button>
      </div>
    </section>
  );
}
