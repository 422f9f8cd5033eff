import { BATCH_COPY } from "@photo-organizer/core";
import { FolderSearch } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { matchOriginals } from "../lib/match-originals";
import { checkFile } from "../lib/select-files";
import type { ReviewBatch } from "../review/review-batch";

/**
 * After a reload the originals are no longer at hand: the user selects the same photos again, and each is
 * matched by name, size and content (SHA-256), never by name alone (by name, size and date where the content
 * was not read before the page went); files that match none are named.
 */
export function ReselectOriginals({
  batch,
  files,
  hashes,
  onFound,
}: {
  batch: ReviewBatch;
  files: readonly (File | null)[];
  hashes: readonly (string | null)[] | null;
  onFound: (files: (File | null)[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const [matching, setMatching] = useState(false);
  const missing = batch.photos.flatMap((photo, index) => (files[index] ? [] : [photo.originalName]));

  async function choose(chosen: File[]) {
    setMatching(true);
    try {
      const duplicates = batch.duplicates ?? [];
      const wanted = [
        ...batch.photos.map((photo, index) => ({
          originalName: photo.originalName,
          size: photo.size,
          lastModified: photo.lastModified,
          hash: hashes?.[index] ?? null,
        })),
        // A copy the batch set aside is one of its files too (its bytes are those of the photo it repeats):
        // chosen again, it is recognised, not called foreign. The ZIP writes it from that photo.
        ...duplicates.map((duplicate) => ({
          originalName: duplicate.originalName,
          size: duplicate.size,
          lastModified: duplicate.lastModified,
          hash: hashes?.[duplicate.of] ?? null,
        })),
      ];
      const found = await matchOriginals(wanted, [...files, ...duplicates.map(() => null)], chosen);
      const photos = found.files.slice(0, batch.photos.length);
      // Their formats, read from content as on the first selection, for the manifest's format column.
      await Promise.all(photos.map((file) => (file ? checkFile(file) : null)));
      setUnmatched(found.unmatched.map((file) => file.name));
      onFound(photos);
    } finally {
      setMatching(false);
    }
  }

  return (
    <section
      aria-labelledby="reselect-heading"
      className="space-y-3 rounded-2xl border-2 border-primary/30 bg-card p-4 shadow-soft sm:p-6"
      data-testid="reselect-originals"
    >
      <h2 id="reselect-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FolderSearch className="size-5 shrink-0" aria-hidden />
        {missing.length === 0 ? BATCH_COPY.reselectDone : BATCH_COPY.reselectTitle}
      </h2>
      {missing.length > 0 ? (
        <>
          <p className="text-sm">{BATCH_COPY.reselectBody(missing.length)}</p>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="reselect-input"
            onChange={(e) => {
              const chosen = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = "";
              if (chosen.length > 0) void choose(chosen);
            }}
          />
          <Button type="button" variant="brand" disabled={matching} onClick={() => input.current?.click()}>
            {BATCH_COPY.reselectAction}
          </Button>
          <p className="text-sm text-muted-foreground break-words" aria-live="polite">
            {BATCH_COPY.reselectMissing(missing)}
          </p>
        </>
      ) : null}
      {unmatched.length > 0 ? (
        <p className="text-sm text-destructive break-words" role="alert">
          {BATCH_COPY.reselectUnmatched(unmatched)}
        </p>
      ) : null}
    </section>
  );
}
