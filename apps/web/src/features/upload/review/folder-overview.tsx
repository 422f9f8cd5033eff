import { REVIEW_TEXTS } from "@photo-organizer/core";
import { ChevronsDownUp, ChevronsUpDown, Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export type FolderSummary = { folder: string; count: number; shown: number };

/**
 * Every folder of the batch at a glance with its count (a button jumps to it), the filter by description or
 * name, and collapsing or expanding all folders at once.
 */
export function FolderOverview({
  folders,
  query,
  onQuery,
  shown,
  total,
  allCollapsed,
  onCollapseAll,
  onExpandAll,
  onJump,
}: {
  folders: readonly FolderSummary[];
  query: string;
  onQuery: (query: string) => void;
  shown: number;
  total: number;
  allCollapsed: boolean;
  onCollapseAll: () => void;
  onExpandAll: () => void;
  onJump: (folder: string) => void;
}) {
  const filtering = query.trim() !== "";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-56">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Escape" && query !== "") {
                e.preventDefault();
                onQuery("");
              }
            }}
            aria-label={REVIEW_TEXTS.filterLabel}
            placeholder={REVIEW_TEXTS.filterPlaceholder}
            className="pl-9"
            data-focus-key="review-filter"
          />
        </div>
        {filtering ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onQuery("")}>
            <X aria-hidden />
            {REVIEW_TEXTS.clearFilter}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={allCollapsed ? onExpandAll : onCollapseAll}
        >
          {allCollapsed ? <ChevronsUpDown aria-hidden /> : <ChevronsDownUp aria-hidden />}
          {allCollapsed ? REVIEW_TEXTS.expandAll : REVIEW_TEXTS.collapseAll}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {filtering
          ? shown === 0
            ? REVIEW_TEXTS.filterEmpty(query.trim())
            : REVIEW_TEXTS.filterSummary(shown, total)
          : null}
      </p>
      <nav aria-label={REVIEW_TEXTS.foldersHeading}>
        <ul className="flex flex-wrap gap-1.5">
          {folders.map(({ folder, count, shown: matching }) => (
            <li key={folder}>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="h-8 gap-1.5 rounded-full"
                aria-label={REVIEW_TEXTS.showFolder(folder, filtering ? matching : count)}
                onClick={() => onJump(folder)}
              >
                {folder}
                <span className="rounded-full bg-background px-1.5 text-xs tabular-nums text-muted-foreground">
                  {filtering ? matching : count}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
