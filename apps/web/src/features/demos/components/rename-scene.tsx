import { zipEntryPath } from "@photo-organizer/core";
import { ArrowRight, FileText, ImageIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { phase } from "../use-timeline";

type Row = { original: string; description: string; category: string; hue: number };

const rows: Row[] = [
  { original: "IMG_2041.JPG", description: "A sunset over a mountain lake.", category: "Nature", hue: 45 },
  {
    original: "IMG_2042.JPG",
    description: "A golden retriever lying on the grass.",
    category: "Animals",
    hue: 85,
  },
  {
    original: "DSC00917.png",
    description: "A chocolate cake with fresh berries.",
    category: "Food",
    hue: 350,
  },
];

const ROW_SPAN = 0.29;

/** One frame of the "smart renaming" demo: each photo gets a description, and the real naming rules make its path. */
export function RenameScene({ progress }: { progress: number }) {
  const manifest = phase(progress, 0.9, 0.97);
  return (
    <div className="flex size-full flex-col justify-center gap-[2.5cqh] bg-background px-[4cqw] py-[3cqh] text-sm leading-tight sm:text-[2.6cqw]">
      {rows.map((row, i) => {
        const start = 0.02 + i * ROW_SPAN;
        const active = progress >= start && progress < start + ROW_SPAN;
        const typed = phase(progress, start + 0.03, start + 0.13);
        const renamed = phase(progress, start + 0.14, start + 0.19);
        const text = row.description.slice(0, Math.round(row.description.length * typed));
        const path = zipEntryPath(row.category, row.description, row.original);
        return (
          <div
            key={row.original}
            className={cn(
              "flex items-center gap-[2.5cqw] rounded-[1.5cqw] border bg-card px-[2.5cqw] py-[1.8cqh] transition-shadow",
              active && "border-primary/50 shadow-soft",
            )}
          >
            <span
              className="flex aspect-square w-[9cqw] shrink-0 items-center justify-center rounded-[1.2cqw] text-white"
              style={{ backgroundColor: `oklch(0.72 0.13 ${row.hue})` }}
            >
              <ImageIcon aria-hidden className="size-1/2" />
            </span>
            <div className="min-w-0 flex-1 space-y-[0.6cqh]">
              <p className={cn("font-mono text-muted-foreground", renamed > 0 && "line-through opacity-60")}>
                {row.original}
              </p>
              <p className="truncate text-foreground/80 italic">
                {typed > 0 ? `“${text}${typed < 1 ? "▍" : "”"}` : "\u00a0"}
              </p>
              {/* A little smaller than the rest, so the longest path ("Animals/…_on_the_grass.jpg") fits whole;
                  on a phone's tall frame it keeps the size of the rest and wraps. */}
              <p
                className="flex items-start gap-[1cqw] font-mono font-semibold text-primary [overflow-wrap:anywhere] sm:items-center sm:truncate sm:text-[0.9em]"
                style={{ opacity: renamed, transform: `translateX(${(1 - renamed) * 12}px)` }}
              >
                <ArrowRight aria-hidden className="size-[1.1em] shrink-0" />
                {path}
              </p>
            </div>
          </div>
        );
      })}
      <div
        className="flex items-center gap-[1cqw] self-start rounded-[1cqw] bg-success/15 px-[2cqw] py-[1.2cqh] font-medium text-success"
        style={{ opacity: manifest }}
      >
        <FileText aria-hidden className="size-[1.2em]" />
        manifest.csv — every photo, its new path and description
      </div>
    </div>
  );
}
