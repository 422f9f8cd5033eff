import { COLLECTION_COPY } from "@photo-organizer/core";
import type { Rejection } from "../lib/select-files";
import { relativePathOf } from "../lib/select-files";

/** A folder may hold thousands of other files: the first ones are named, the rest counted. */
const LISTED_AT_MOST = 200;

/** The files a selection turned away (not photos, too large, unreadable), each with why. */
export function SkippedFiles({ skipped }: { skipped: readonly Rejection[] }) {
  if (skipped.length === 0) return null;
  const more = skipped.length - LISTED_AT_MOST;
  return (
    <details className="rounded-2xl border bg-card p-4 text-sm shadow-soft sm:p-5">
      <summary className="cursor-pointer font-semibold">
        {COLLECTION_COPY.skippedTitle(skipped.length)}
      </summary>
      <ul className="mt-3 max-h-64 space-y-1 overflow-y-auto text-muted-foreground">
        {skipped.slice(0, LISTED_AT_MOST).map(({ file, message }, i) => (
          // The same file may be turned away twice (chosen again): its place keeps the key unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
          <li key={`${i}:${relativePathOf(file)}`} className="[overflow-wrap:anywhere]">
            {relativePathOf(file) === file.name ? message : `${relativePathOf(file)}: ${message}`}
          </li>
        ))}
        {more > 0 ? <li>{COLLECTION_COPY.skippedMore(more)}</li> : null}
      </ul>
    </details>
  );
}
