import { Pause, Play, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { type Timeline, useTimeline } from "../use-timeline";

/**
 * A "video" whose frames are drawn by `render(progress)`; shows `poster` until it is first played. On a phone
 * the frame is tall (10:13, the organize scene's tall frame), so the scenes can draw their text legibly.
 */
export function DemoPlayer({
  title,
  durationMs,
  poster,
  render,
}: {
  title: string;
  durationMs: number;
  poster: ReactNode;
  render: (progress: number) => ReactNode;
}) {
  const timeline = useTimeline(durationMs);
  const seconds = Math.round((timeline.progress * durationMs) / 1000);
  const total = Math.round(durationMs / 1000);
  return (
    <div className="overflow-hidden rounded-2xl border bg-card shadow-lift">
      <div className="relative aspect-[10/13] w-full overflow-hidden sm:aspect-video bg-muted/50 text-left [container-type:size]">
        {timeline.started ? (
          <div className="absolute inset-0">{render(timeline.progress)}</div>
        ) : (
          <button
            type="button"
            onClick={timeline.play}
            className="group absolute inset-0 cursor-pointer outline-none"
            aria-label={`Play demo: ${title}`}
          >
            <div className="absolute inset-0">{poster}</div>
            <span className="absolute inset-0 flex items-center justify-center bg-black/10 transition-colors group-hover:bg-black/20">
              <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-primary shadow-lift transition-transform group-hover:scale-105 group-focus-visible:ring-4 group-focus-visible:ring-ring">
                <Play aria-hidden className="ml-1 size-7 fill-current" />
              </span>
            </span>
          </button>
        )}
      </div>
      <Controls timeline={timeline} title={title} seconds={seconds} total={total} />
    </div>
  );
}

function Controls({
  timeline,
  title,
  seconds,
  total,
}: {
  timeline: Timeline;
  title: string;
  seconds: number;
  total: number;
}) {
  return (
    <div className="flex items-center gap-3 border-t px-3 py-2">
      {timeline.playing ? (
        <Button variant="ghost" size="icon-sm" onClick={timeline.pause} aria-label={`Pause demo: ${title}`}>
          <Pause aria-hidden />
        </Button>
      ) : (
        <Button variant="ghost" size="icon-sm" onClick={timeline.play} aria-label={`Play demo: ${title}`}>
          <Play aria-hidden />
        </Button>
      )}
      <input
        type="range"
        min={0}
        max={1000}
        value={Math.round(timeline.progress * 1000)}
        onChange={(event) => timeline.seek(Number(event.target.value) / 1000)}
        aria-label={`Position in demo: ${title}`}
        className="h-1.5 flex-1 cursor-pointer accent-[var(--primary)]"
      />
      <span className="w-12 text-right font-mono text-xs text-muted-foreground tabular-nums">
        0:{String(seconds).padStart(2, "0")}/0:{String(total).padStart(2, "0")}
      </span>
      <Button variant="ghost" size="icon-sm" onClick={timeline.restart} aria-label={`Replay demo: ${title}`}>
        <RotateCcw aria-hidden />
      </Button>
    </div>
  );
}
