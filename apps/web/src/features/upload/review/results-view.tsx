import {
  changedByUser,
  matchesFilter,
  ORGANIZATION_COPY,
  REVIEW_TEXTS,
  type ReviewPhoto,
} from "@photo-organizer/core";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { ChevronDown, ChevronRight, Download, FolderPen, Redo2, RotateCcw, Undo2, X } from "lucide-react";
import {
  type DragEvent,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button, FOCUS_RING } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { FolderNameDialog, type FolderNameRequest } from "./folder-name-dialog";
import { FolderOverview, type FolderSummary } from "./folder-overview";
import { MoveMenu, ReviewMenuContent } from "./move-menu";
import { DRAG_TYPE, focusKeyed, PhotoRow, photoControlKey } from "./photo-row";
import type { Review } from "./use-review";

type Row = ({ kind: "folder"; collapsed: boolean } & FolderSummary) | { kind: "photo"; photo: ReviewPhoto };

const FOLDER_ROW_PX = 53;
/** A photo row's usual height: its actions wrap under the text on a phone. */
const photoRowPx = () => (window.innerWidth < 640 ? 200 : 112);
const folderKey = (folder: string) => `folder-${folder}`;

/** A folder's own actions: rename it, or merge it into another folder of the batch. */
function FolderActions({
  folder,
  others,
  onRename,
  onMerge,
}: {
  folder: string;
  /** the batch's other folders with photos, the ones it can merge into */
  others: readonly string[];
  onRename: (folder: string) => void;
  onMerge: (folder: string, into: string) => void;
}) {
  // The dialog or the moved photos take the focus; Radix must not pull it back to this button.
  const handled = useRef(false);
  const label = REVIEW_TEXTS.folderActions(folder);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          title={label}
          data-focus-key={`${folderKey(folder)}-actions`}
        >
          <FolderPen aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <ReviewMenuContent handled={handled}>
        <DropdownMenuItem
          onSelect={() => {
            handled.current = true;
            onRename(folder);
          }}
        >
          {REVIEW_TEXTS.renameFolder}
        </DropdownMenuItem>
        {others.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{REVIEW_TEXTS.mergeHeading}</DropdownMenuLabel>
            {others.map((into) => (
              <DropdownMenuItem
                key={into}
                aria-label={REVIEW_TEXTS.mergeInto(into)}
                onSelect={() => {
                  handled.current = true;
                  onMerge(folder, into);
                }}
              >
                {into}
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
      </ReviewMenuContent>
    </DropdownMenu>
  );
}

const FolderRow = memo(function FolderRow({
  folder,
  count,
  shown,
  collapsed,
  filtering,
  folders,
  onToggle,
  onDrop,
  onRename,
  onMerge,
}: FolderSummary & {
  collapsed: boolean;
  filtering: boolean;
  /** the batch's folders with photos */
  folders: readonly string[];
  onToggle: (folder: string) => void;
  onDrop: (folder: string, e: DragEvent) => void;
  onRename: (folder: string) => void;
  onMerge: (folder: string, into: string) => void;
}) {
  const [over, setOver] = useState(false);
  const Chevron = collapsed ? ChevronRight : ChevronDown;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; "Move to…" is the keyboard's way
    <div
      className={cn(
        "flex min-h-13 items-center gap-2 border-b bg-muted/60 px-2 font-semibold",
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
      <h3 className="min-w-0 flex-1">
        <button
          type="button"
          className={`flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-2 text-left ${FOCUS_RING}`}
          aria-expanded={!collapsed}
          title={collapsed ? REVIEW_TEXTS.expandFolder(folder) : REVIEW_TEXTS.collapseFolder(folder)}
          data-focus-key={folderKey(folder)}
          onClick={() => onToggle(folder)}
        >
          <Chevron className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="[overflow-wrap:anywhere]">{folder}</span>{" "}
          <span className="text-sm font-normal text-muted-foreground">
            {filtering ? REVIEW_TEXTS.filterSummary(shown, count) : REVIEW_TEXTS.folderCount(count)}
          </span>
        </button>
      </h3>
      <FolderActions
        folder={folder}
        others={folders.filter((f) => f !== folder)}
        onRename={onRename}
        onMerge={onMerge}
      />
    </div>
  );
});

/**
 * The results of a batch on /upload: the folders at a glance (counts, jump, collapse, find by description
 * or name), then one section per folder, each photo with its thumbnail (the preview made for the analysis, else
 * a small picture of the original),
 * new and original file name and description; failed photos in Unsorted with the reason. The list flows with
 * the page and only the rows on screen are rendered, so 250 photos scroll smoothly on a phone.
 */
export function ResultsView({
  review,
  thumbnails,
  files = [],
  streamed,
  downloading,
  onDownload,
  onClose,
  looksLike = [],
  duplicates = [],
  savedInto,
}: {
  review: Review;
  thumbnails: readonly (string | null)[];
  /** the originals by selection index (null: not at hand), for thumbnails where no preview was made */
  files?: readonly (File | null)[];
  streamed: boolean;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
  /** by photo index: the photo it looks like (a near-duplicate), or null */
  looksLike?: readonly (number | null)[];
  /** the exact duplicates set aside before the analysis: their names, the photo each repeats, where they went */
  duplicates?: readonly { originalName: string; of: number; path: string }[];
  /** the folder on disk the copies were written into instead of a ZIP */
  savedInto?: string | undefined;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // The results replace the progress card, which had the focus: the keyboard goes on from their heading,
  // not from the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const filtering = deferredQuery.trim() !== "";

  const { rows, summaries, shown } = useMemo(() => {
    const rows: Row[] = [];
    const summaries: FolderSummary[] = [];
    let shown = 0;
    for (const { folder, photos } of review.folders) {
      const matching = photos.filter((p) => matchesFilter(p, review.paths[p.index] as string, deferredQuery));
      shown += matching.length;
      if (matching.length === 0 && filtering) continue;
      const summary = { folder, count: photos.length, shown: matching.length };
      summaries.push(summary);
      const isCollapsed = collapsed.has(folder);
      rows.push({ kind: "folder", collapsed: isCollapsed, ...summary });
      if (!isCollapsed) for (const photo of matching) rows.push({ kind: "photo", photo });
    }
    return { rows, summaries, shown };
  }, [review.folders, review.paths, deferredQuery, filtering, collapsed]);

  // Where the list starts on the page: measured again when the part above it changes height (the selection
  // bar comes and goes, the folder list wraps), never while scrolling.
  const headerRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () =>
      setScrollMargin((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    if (headerRef.current) observer?.observe(headerRef.current);
    return () => observer?.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === "folder" ? FOLDER_ROW_PX : photoRowPx()),
    overscan: 6,
    scrollMargin,
    // Rows render in React's own batch, not one synchronous render per scroll event.
    useFlushSync: false,
    getItemKey: (i) => {
      const row = rows[i];
      return row?.kind === "folder" ? `folder:${row.folder}` : `photo:${row?.photo.index}`;
    },
  });

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const toggle = useCallback(
    (folder: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(folder)) next.delete(folder);
        else next.add(folder);
        return next;
      }),
    [],
  );
  const jump = (folder: string) => {
    setCollapsed((current) => {
      if (!current.has(folder)) return current;
      const next = new Set(current);
      next.delete(folder);
      return next;
    });
    const index = rowsRef.current.findIndex((r) => r.kind === "folder" && r.folder === folder);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: "start" });
    void putFocus(folderKey(folder), () =>
      rowsRef.current.findIndex((r) => r.kind === "folder" && r.folder === folder),
    );
  };

  /** Scrolls the row into view and focuses the control once it is rendered (a few frames at most). */
  async function putFocus(key: string, rowIndex: () => number) {
    for (let frame = 0; frame < 12; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (focusKeyed(key)) return;
      const index = rowIndex();
      if (index >= 0) virtualizer.scrollToIndex(index, { align: "auto" });
    }
  }

  // After a move, rename or new description the photo may sit elsewhere in the list: the focus follows it,
  // or lands on its folder when that is collapsed, or on the filter when the photo no longer matches.
  const focusRequest = review.focus;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request (its serial), reading the rows then
  useEffect(() => {
    if (!focusRequest) return;
    const { index, control } = focusRequest;
    const photoRow = () => rowsRef.current.findIndex((r) => r.kind === "photo" && r.photo.index === index);
    if (photoRow() >= 0) {
      void putFocus(photoControlKey(index, control), photoRow);
      return;
    }
    const folder = review.photos[index]?.folder;
    const folderRow = () => rowsRef.current.findIndex((r) => r.kind === "folder" && r.folder === folder);
    if (folder && folderRow() >= 0) void putFocus(folderKey(folder), folderRow);
    else focusKeyed("review-filter");
  }, [focusRequest?.serial]);

  const { move, toggle: toggleSelected, rename, describe, dragged, menu, mergeFolder } = review;
  const [naming, setNaming] = useState<FolderNameRequest | null>(null);
  const askNewFolder = useCallback(
    (indices: readonly number[]) => setNaming({ kind: "new", indices: [...indices] }),
    [],
  );
  const askRename = useCallback((folder: string) => setNaming({ kind: "rename", folder }), []);
  const submitName = (request: FolderNameRequest, name: string) => {
    const refused =
      request.kind === "new"
        ? review.moveToNew(request.indices, name)
        : review.renameFolder(request.folder, name);
    if (refused === null) setNaming(null);
    return refused;
  };
  const folderNames = useMemo(() => review.folders.map((f) => f.folder), [review.folders]);
  const drop = useCallback(
    (folder: string, e: DragEvent) => {
      const data = e.dataTransfer.getData(DRAG_TYPE);
      if (!data) return;
      e.preventDefault();
      const indices = (JSON.parse(data) as unknown[]).filter((i): i is number => typeof i === "number");
      move(indices, folder);
    },
    [move],
  );
  const actions = useMemo(
    () => ({
      toggle: toggleSelected,
      rename,
      describe,
      move,
      dragged,
      menu,
      askNewFolder,
      pathLabel: savedInto ? REVIEW_TEXTS.organizedPath : REVIEW_TEXTS.zipPath,
    }),
    [toggleSelected, rename, describe, move, dragged, menu, askNewFolder, savedInto],
  );
  const selectedCount = review.selected.size;
  // The other photo by the name the user selected it under: two look-alikes often get the same new name.
  const lookAlike = (index: number) => {
    const other = looksLike[index];
    return other === null || other === undefined ? null : (review.photos[other]?.originalName ?? null);
  };
  const allCollapsed = summaries.length > 0 && summaries.every((s) => collapsed.has(s.folder));
  // A ZIP was saved during the run: the button offers a "corrected" one only once the user moved, renamed or
  // described a photo differently (undone changes do not count).
  const corrected = useMemo(() => review.photos.some(changedByUser), [review.photos]);

  return (
    <section aria-labelledby="results-heading" className="rounded-2xl border bg-card shadow-soft">
      <div ref={headerRef} className="space-y-3 border-b p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="results-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
              {REVIEW_TEXTS.resultsHeading}
            </h2>
            <p className="text-sm text-muted-foreground">
              {REVIEW_TEXTS.resultsSummary(review.photos.length, review.folders.length)}
            </p>
            {duplicates.length > 0 ? (
              <details className="text-sm" data-testid="duplicates-found">
                <summary className="cursor-pointer">
                  {ORGANIZATION_COPY.duplicatesFound(duplicates.length)}{" "}
                  {ORGANIZATION_COPY.duplicatesWhere(duplicates.some((d) => d.path !== ""))}
                </summary>
                <ul className="mt-1 list-disc pl-5 text-muted-foreground [overflow-wrap:anywhere]">
                  {duplicates.map((d, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list; two copies may share a name
                    <li key={i}>
                      {ORGANIZATION_COPY.duplicateOf(d.originalName, review.photos[d.of]?.originalName ?? "")}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
          {/* On a phone Undo and Redo show only their icons (their names stay for screen readers), so they
              share a row with the download, and starting over takes the row below: two rows, not three. */}
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button
              type="button"
              variant="outline"
              className="max-sm:w-10 max-sm:px-0"
              onClick={review.undo}
              disabled={!review.canUndo}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              <Undo2 aria-hidden />
              <span className="sr-only sm:not-sr-only">{REVIEW_TEXTS.undo}</span>
            </Button>
            <Button
              type="button"
              variant="outline"
              className="max-sm:w-10 max-sm:px-0"
              onClick={review.redo}
              disabled={!review.canRedo}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            >
              <Redo2 aria-hidden />
              <span className="sr-only sm:not-sr-only">{REVIEW_TEXTS.redo}</span>
            </Button>
            <Button
              type="button"
              variant="brand"
              className="flex-1 sm:flex-none"
              onClick={onDownload}
              disabled={downloading}
            >
              <Download aria-hidden />
              {streamed && corrected ? REVIEW_TEXTS.downloadCorrected : REVIEW_TEXTS.downloadReviewed}
            </Button>
            <Button type="button" variant="ghost" className="w-full sm:w-auto" onClick={onClose}>
              <RotateCcw aria-hidden />
              {REVIEW_TEXTS.startOver}
            </Button>
          </div>
        </div>
        <p className="text-sm">
          {savedInto
            ? REVIEW_TEXTS.savedIntoNotice(savedInto)
            : streamed
              ? REVIEW_TEXTS.downloadedNotice
              : REVIEW_TEXTS.reviewNotice}
        </p>
        <p className="hidden text-xs text-muted-foreground sm:block">{REVIEW_TEXTS.dragHint}</p>
        <FolderOverview
          folders={summaries}
          query={query}
          onQuery={setQuery}
          shown={shown}
          total={review.photos.length}
          allCollapsed={allCollapsed}
          onCollapseAll={() => setCollapsed(new Set(review.folders.map((f) => f.folder)))}
          onExpandAll={() => setCollapsed(new Set())}
          onJump={jump}
        />
        {selectedCount > 0 ? (
          <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted p-2">
            <span className="px-1 text-sm font-medium" aria-live="polite">
              {REVIEW_TEXTS.selectedCount(selectedCount)}
            </span>
            <MoveMenu
              label={REVIEW_TEXTS.moveSelectedTo(selectedCount)}
              folders={menu}
              onMove={(folder) => review.move([...review.selected], folder)}
              onNewFolder={() => askNewFolder([...review.selected])}
            />
            <Button type="button" variant="ghost" size="sm" onClick={review.clearSelection}>
              <X aria-hidden />
              {REVIEW_TEXTS.clearSelection}
            </Button>
          </div>
        ) : null}
      </div>
      <div
        ref={listRef}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
        data-testid="results-list"
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index] as Row;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            >
              {row.kind === "folder" ? (
                <FolderRow
                  {...row}
                  filtering={filtering}
                  folders={folderNames}
                  onToggle={toggle}
                  onDrop={drop}
                  onRename={askRename}
                  onMerge={mergeFolder}
                />
              ) : (
                <PhotoRow
                  photo={row.photo}
                  path={review.paths[row.photo.index] as string}
                  thumbnail={thumbnails[row.photo.index] ?? null}
                  file={files[row.photo.index] ?? null}
                  selected={review.selected.has(row.photo.index)}
                  looksLike={lookAlike(row.photo.index)}
                  actions={actions}
                />
              )}
            </div>
          );
        })}
      </div>
      <FolderNameDialog request={naming} onSubmit={submitName} onClose={() => setNaming(null)} />
    </section>
  );
}
