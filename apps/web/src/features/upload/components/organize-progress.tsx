import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { type BatchProgress, roundRemaining } from "../lib/progress";
import { UPLOAD_COPY } from "../upload-copy";

/** Progress bar with counts, the time-left estimate and Cancel. */
export function OrganizeProgress({
  progress,
  saving,
  onCancel,
}: {
  progress: BatchProgress | null;
  saving: boolean;
  onCancel: () => void;
}) {
  const remaining = progress?.remainingMs ?? null;
  const eta = saving
    ? UPLOAD_COPY.savingZip
    : remaining === null
      ? UPLOAD_COPY.estimating
      : (() => {
          const r = roundRemaining(remaining);
          return UPLOAD_COPY.timeLeft(r.value, r.unit);
        })();
  return (
    <div className="rounded-2xl border bg-card p-4 shadow-soft sm:p-5" data-testid="organize-progress">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-medium tabular-nums" aria-live="polite">
          {progress ? UPLOAD_COPY.progressCounts(progress.done, progress.total) : "\u00a0"}
          {progress && progress.failed > 0 ? (
            <span className="text-destructive"> · {UPLOAD_COPY.progressFailed(progress.failed)}</span>
          ) : null}
        </span>
        <span className="text-muted-foreground tabular-nums">{eta}</span>
      </div>
      <Progress value={saving ? 100 : (progress?.percent ?? 0)} aria-label={UPLOAD_COPY.progressLabel} />
      {saving ? null : (
        <div className="mt-4 flex justify-end">
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {UPLOAD_COPY.cancel}
          </Button>
        </div>
      )}
    </div>
  );
}
