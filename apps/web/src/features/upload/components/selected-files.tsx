import { MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { ImageIcon, X } from "lucide-react";
import { type CSSProperties, memo, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fileKey, relativePathOf } from "../lib/select-files";
import { useFileThumbnail } from "../preview/use-file-thumbnail";

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A small preview of a selected file, made once its row is on screen (`useFileThumbnail`). */
function Thumbnail({ file }: { file: File }) {
  const box = useRef<HTMLSpanElement>(null);
  const url = useFileThumbnail(file, box);
  return (
    <span
      ref={box}
      className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted"
    >
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}

/** One row's height (thumbnail, padding, gap): fixed, so 20,000 rows are laid out without measuring any. */
const ROW_PX = 72;
/** The list's height before the browser has measured it (its max-height, 26rem). */
const LIST_PX = 416;
const TWO_COLUMNS = "(min-width: 640px)";

function useColumns(): number {
  const query = () =>
    typeof window.matchMedia === "function" && window.matchMedia(TWO_COLUMNS).matches ? 2 : 1;
  const [columns, setColumns] = useState(query);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(TWO_COLUMNS);
    const change = () => setColumns(media.matches ? 2 : 1);
    media.addEventListener("change", change);
    return () => media.removeEventListener("change", change);
  }, []);
  return columns;
}

const SelectedFile = memo(function SelectedFile({
  file,
  busy,
  onRemove,
  style,
}: {
  file: File;
  busy: boolean;
  onRemove: (file: File) => void;
  style: CSSProperties;
}) {
  const path = relativePathOf(file);
  return (
    <li
      className="absolute flex h-16 min-w-0 items-center gap-3 rounded-xl border bg-background/60 p-2"
      style={style}
    >
      <Thumbnail file={file} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {path === file.name ? formatSize(file.size) : `${formatSize(file.size)} · ${path}`}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={UPLOAD_COPY.removeFile(file.name)}
        onClick={() => onRemove(file)}
        disabled={busy}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
});

/**
 * The selection, virtualized: only the rows in view (and a few around them) are in the page, so a chosen
 * folder of 20,000 photos scrolls as smoothly as a handful.
 */
export function SelectedFiles({
  files,
  busy,
  onRemove,
  onClear,
}: {
  files: File[];
  busy: boolean;
  onRemove: (file: File) => void;
  onClear: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useColumns();
  const rows = Math.ceil(files.length / columns);
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
    initialRect: { width: 0, height: LIST_PX },
    useFlushSync: false,
  });
  if (files.length === 0) return null;
  return (
    <section
      aria-label={MESSAGES.filesSelected(files.length)}
      className="rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-semibold">{MESSAGES.filesSelected(files.length)}</h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={busy}>
          {UPLOAD_COPY.clearAll}
        </Button>
      </div>
      <div
        ref={scroller}
        data-testid="selected-files"
        // While a batch runs its Remove buttons are disabled: the list itself then takes the focus, so a
        // keyboard can still scroll it.
        tabIndex={busy ? 0 : undefined}
        className="max-h-[26rem] overflow-y-auto pr-1"
        style={{ height: Math.min(rows * ROW_PX, LIST_PX) }}
      >
        <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().flatMap((row) =>
            files.slice(row.index * columns, row.index * columns + columns).map((file, column) => (
              <SelectedFile
                key={fileKey(file)}
                file={file}
                busy={busy}
                onRemove={onRemove}
                // Side by side in two columns, 0.5rem apart, as the grid this list was.
                style={{
                  top: row.start,
                  left: column === 0 ? 0 : "calc(50% + 0.25rem)",
                  width: columns === 1 ? "100%" : "calc(50% - 0.25rem)",
                }}
              />
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
