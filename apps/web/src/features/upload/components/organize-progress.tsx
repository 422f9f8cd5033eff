import { COLLECTION_COPY, roundTimeLeft, UPLOAD_COPY } from "@photo-organizer/core";
import { FolderArchive, Sparkles, WifiOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { BatchProgress } from "../lib/progress";

/**
 * Progress bar with counts, the time-left estimate and Cancel; for a run of consecutive batches also the
 * running batch and Pause / Resume.
 */
export function OrganizeProgress({
  progress,
  saving,
  onCancel,
  pause,
  offline = false,
}: {
  progress: BatchProgress | null;
  saving: boolean;
  onCancel: () => void;
  /** absent: the run cannot be paused (one batch) */
  pause?: { paused: boolean; onToggle: () => void };
  /** held for want of a connection: it goes on by itself once the connection is back */
  offline?: boolean;
}) {
  const held = offline && !saving;
  const remaining = progress?.remainingMs ?? null;
  const eta = saving
    ? UPLOAD_COPY.savingZip
    : held
      ? ""
      : pause?.paused
        ? COLLECTION_COPY.paused
        : remaining === null
          ? UPLOAD_COPY.estimating
          : (() => {
              const r = roundTimeLeft(remaining);
              return UPLOAD_COPY.timeLeft(r.value, r.unit);
            })();
  // Nothing here animates on its own (no spinner, no eased bar): the counts and the bar move with the work,
  // and continuous animations would take CPU from the photos (software-composited, about 50 ms a photo).
  const Icon = saving ? FolderArchive : Sparkles;
  // The button that started the run is disabled or gone: the keyboard goes on from here, not from the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className="rounded-2xl border-2 border-primary/30 bg-card px-5 py-8 shadow-soft sm:px-10 sm:py-12"
      data-testid="organize-progress"
    >
      <div className="mb-6 flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-soft">
          <Icon className="size-7" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
            {saving ? UPLOAD_COPY.savingZip : UPLOAD_COPY.organizingTitle}
          </h2>
          <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {progress ? UPLOAD_COPY.progressCounts(progress.done, progress.total) : UPLOAD_COPY.starting}
            {progress && progress.failed > 0 ? (
              <span className="text-destructive"> · {UPLOAD_COPY.progressFailed(progress.failed)}</span>
            ) : null}
          </p>
          {progress?.batch && !saving ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              {COLLECTION_COPY.batchProgress(
                progress.batch.batch,
                progress.batch.batches,
                progress.batch.done,
                progress.batch.total,
              )}
            </p>
          ) : null}
        </div>
      </div>
      <Progress
        value={saving ? 100 : (progress?.percent ?? 0)}
        aria-label={UPLOAD_COPY.progressLabel}
        indicatorClassName="transition-none"
      />
      {held ? (
        <div
          role="status"
          className="mt-4 flex gap-3 rounded-xl border border-warning/60 bg-warning/10 p-4"
          data-testid="connection-lost"
        >
          <WifiOff className="mt-0.5 size-5 shrink-0 text-foreground" aria-hidden />
          <div className="min-w-0 text-sm">
            <p className="font-semibold">{UPLOAD_COPY.connectionLost}</p>
            <p className="text-muted-foreground">{UPLOAD_COPY.connectionLostDetail}</p>
          </div>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm text-muted-foreground tabular-nums">{saving ? "" : eta}</span>
        <div className="flex gap-2">
          {pause && !saving ? (
            <Button type="button" variant="outline" size="sm" onClick={pause.onToggle}>
              {pause.paused ? COLLECTION_COPY.resume : COLLECTION_COPY.pause}
            </Button>
          ) : null}
          {/* Also while saving: the ZIP may still be being written to a slow disk. */}
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {UPLOAD_COPY.cancel}
          </Button>
        </div>
      </div>
    </div>
  );
}
