import { changedByUser, REVIEW_TEXTS, type ReviewPhoto } from "@photo-organizer/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import { Download, FolderOpen, Pencil, RotateCcw, Sparkles, Undo2, X } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { MoveMenu } from "./move-menu";
import type { Review } from "./use-review";

type Row = { kind: "folder"; folder: string; count: number } | { kind: "photo"; photo: ReviewPhoto };

const FOLDER_ROW_PX = 52;
const PHOTO_ROW_PX = 96;
const DRAG_TYPE = "application/x-photo-indices";

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function stemOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

function FolderRow({
  folder,
  count,
  onDrop,
}: {
  folder: string;
  count: number;
  onDrop: (folder: string, e: DragEvent) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; "Move to…" is the keyboard's way
    <div
      className={cn(
        "flex h-full items-center gap-2 border-b bg-muted/60 px-3 font-semibold",
        over && "bg-accent ring-2 ring-primary ring-inset",
      )}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        onDrop(folder, e);
      }}
      title={REVIEW_TEXTS.dropHere(folder)}
    >
      <FolderOpen className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <h3 className="truncate">{folder}</h3>
      <span className="text-sm font-normal text-muted-foreground">{REVIEW_TEXTS.folderCount(count)}</span>
    </div>
  );
}

function PhotoRow({
  photo,
  path,
  thumbnail,
  review,
}: {
  photo: ReviewPhoto;
  path: string;
  thumbnail: string | null;
  review: Review;
}) {
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState("");
  const name = baseName(path);
  const selected = review.selected.has(photo.index);
  const checkboxId = `review-select-${photo.index}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging is the mouse's shortcut for "Move to…"
    <div
      className={cn("flex h-full items-center gap-3 border-b px-3", selected && "bg-primary/10")}
      draggable={!renaming}
      onDragStart={(e) => {
        const indices = selected ? [...review.selected] : [photo.index];
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(indices));
        e.dataTransfer.effectAllowed = "move";
      }}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={selected}
        onChange={() => review.toggle(photo.index)}
        aria-label={REVIEW_TEXTS.selectPhoto(name)}
      />
      {thumbnail ? (
        <img
          src={`data:image/jpeg;base64,${thumbnail}`}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-md bg-muted object-cover"
        />
      ) : (
        <div className="size-16 shrink-0 rounded-md bg-muted" aria-hidden />
      )}
      <div className="min-w-0 flex-1">
        {renaming ? (
          <form
            className="flex items-center gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (review.rename(photo.index, draft)) setRenaming(false);
            }}
          >
            <Input
              autoFocus
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") setRenaming(false);
              }}
              aria-label={REVIEW_TEXTS.renameLabel(name)}
              className="h-8"
            />
            <Button type="submit" size="sm">
              {REVIEW_TEXTS.renameSave}
            </Button>
          </form>
        ) : (
          <p className="truncate font-medium" title={path}>
            {name}
          </p>
        )}
        <p className="line-clamp-2 text-sm text-muted-foreground">
          {photo.failure !== null ? REVIEW_TEXTS.failedReason(photo.failure) : photo.description}
        </p>
        {changedByUser(photo) ? (
          <Badge variant="secondary" className="mt-0.5">
            {REVIEW_TEXTS.changedByYou}
          </Badge>
        ) : photo.refiled ? (
          <Badge variant="outline" className="mt-0.5">
            <Sparkles aria-hidden />
            {REVIEW_TEXTS.refiledLive}
          </Badge>
        ) : photo.folder !== photo.learning?.describedCategory && photo.learning ? (
          <Badge variant="outline" className="mt-0.5">
            {REVIEW_TEXTS.filedFromCorrections}
          </Badge>
        ) : null}
      </div>
      {renaming ? null : (
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={`${REVIEW_TEXTS.rename} ${name}`}
          title={REVIEW_TEXTS.rename}
          onClick={() => {
            setDraft(stemOf(name));
            setRenaming(true);
          }}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <MoveMenu
        size="icon"
        label={`${REVIEW_TEXTS.moveTo} ${name}`}
        current={photo.folder}
        onMove={(folder) => review.move([photo.index], folder)}
      />
    </div>
  );
}

/**
 * The results of a batch on /upload: one section per folder with its name and count, each photo with its
 * thumbnail (the preview made for the analysis), new file name and description; failed photos in Unsorted
 * with the reason. Only the rows on screen are rendered, so 250 photos scroll smoothly on a phone.
 */
export function ResultsView({
  review,
  thumbnails,
  streamed,
  downloading,
  onDownload,
  onClose,
}: {
  review: Review;
  thumbnails: readonly (string | null)[];
  streamed: boolean;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows: Row[] = review.folders.flatMap(({ folder, photos }) => [
    { kind: "folder" as const, folder, count: photos.length },
    ...photos.map((photo) => ({ kind: "photo" as const, photo })),
  ]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i]?.kind === "folder" ? FOLDER_ROW_PX : PHOTO_ROW_PX),
    overscan: 6,
    getItemKey: (i) => {
      const row = rows[i];
      return row?.kind === "folder" ? `folder:${row.folder}` : `photo:${row?.photo.index}`;
    },
  });
  const drop = (folder: string, e: DragEvent) => {
    const data = e.dataTransfer.getData(DRAG_TYPE);
    if (!data) return;
    e.preventDefault();
    const indices = (JSON.parse(data) as unknown[]).filter((i): i is number => typeof i === "number");
    review.move(indices, folder);
  };
  const selectedCount = review.selected.size;

  return (
    <section aria-labelledby="results-heading" className="rounded-2xl border bg-card shadow-soft">
      <div className="space-y-3 border-b p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="results-heading" className="text-xl font-semibold">
              {REVIEW_TEXTS.resultsHeading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {REVIEW_TEXTS.resultsSummary(review.photos.length, review.folders.length)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={review.undo} disabled={!review.canUndo}>
              <Undo2 aria-hidden />
              {REVIEW_TEXTS.undo}
            </Button>
            <Button type="button" variant="brand" onClick={onDownload} disabled={downloading}>
              <Download aria-hidden />
              {streamed ? REVIEW_TEXTS.downloadCorrected : REVIEW_TEXTS.downloadReviewed}
            </Button>
            <Button type="button" variant="ghost" onClick={onClose}>
              <RotateCcw aria-hidden />
              {REVIEW_TEXTS.startOver}
            </Button>
          </div>
        </div>
        <p className="text-sm">{streamed ? REVIEW_TEXTS.downloadedNotice : REVIEW_TEXTS.reviewNotice}</p>
        <p className="hidden text-xs text-muted-foreground sm:block">{REVIEW_TEXTS.dragHint}</p>
        {selectedCount > 0 ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted p-2">
            <span className="px-1 text-sm font-medium" aria-live="polite">
              {REVIEW_TEXTS.selectedCount(selectedCount)}
            </span>
            <MoveMenu
              label={REVIEW_TEXTS.moveSelectedTo(selectedCount)}
              onMove={(folder) => review.move([...review.selected], folder)}
            />
            <Button type="button" variant="ghost" size="sm" onClick={review.clearSelection}>
              <X aria-hidden />
              {REVIEW_TEXTS.clearSelection}
            </Button>
          </div>
        ) : null}
      </div>
      <div ref={scrollRef} className="h-[70vh] overflow-y-auto" data-testid="results-scroll">
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as Row;
            return (
              <div
                key={item.key}
                className="absolute left-0 top-0 w-full"
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {row.kind === "folder" ? (
                  <FolderRow folder={row.folder} count={row.count} onDrop={drop} />
                ) : (
                  <PhotoRow
                    photo={row.photo}
                    path={review.paths[row.photo.index] as string}
                    thumbnail={thumbnails[row.photo.index] ?? null}
                    review={review}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
