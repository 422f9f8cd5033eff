import { changedByUser, createReview, type ReviewPhoto, type ReviewState } from "@photo-organizer/core";
import { useCallback, useEffect, useState } from "react";
import { sha256Hex } from "../lib/match-originals";
import { forgetReview, type SavedReview, savedReviews, saveReview } from "../lib/saved-reviews";
import { type BatchDuplicate, type BatchPhoto, type ReviewBatch, reviewBatch } from "../review/review-batch";

export type KeptBatch = SavedReview<BatchPhoto, ReviewState, BatchDuplicate>;

/** The user's batches kept in this browser, the latest first; none where the browser keeps nothing. */
export async function keptBatches(userId: string): Promise<KeptBatch[]> {
  return (await savedReviews(userId).catch(() => [])) as KeptBatch[];
}

/** A kept batch, ready for the results view again: its originals are to be selected again. */
export function batchFromKept(kept: KeptBatch): ReviewBatch {
  return {
    ...reviewBatch(
      kept.id,
      kept.photos,
      kept.photos.map(() => null),
      kept.streamed,
    ),
    state: kept.state,
    hashes: kept.hashes,
    ...(kept.duplicates ? { duplicates: kept.duplicates } : {}),
    ...(kept.savedInto ? { savedInto: kept.savedInto } : {}),
  };
}

/** What the browser keeps of a batch on screen: never the originals, only what describes them. */
const keptOf = (
  batch: ReviewBatch,
  state: ReviewState,
  hashes: (string | null)[] | null,
  userId: string,
): KeptBatch => ({
  id: batch.id,
  userId,
  savedAt: Date.now(),
  streamed: batch.streamed,
  photos: batch.photos,
  state,
  hashes: hashes ?? batch.files.map(() => null),
  ...(batch.duplicates ? { duplicates: batch.duplicates } : {}),
  ...(batch.savedInto ? { savedInto: batch.savedInto } : {}),
});

/**
 * Keeps a review that has just finished, as the results view will: before the run that made it is forgotten,
 * so that no moment lets a reload lose both.
 */
export const keepBatch = (batch: ReviewBatch, userId: string): Promise<void> =>
  saveReview(keptOf(batch, createReview(batch.inputs, batch.offered), batch.hashes ?? null, userId));

/** The photos the user changed themselves, as the results view marks them "Changed by you". */
export const keptChanges = (kept: KeptBatch): number => kept.state.photos.filter(changedByUser).length;

/**
 * Each original's SHA-256, computed one at a time (one original in memory), unless already known: the
 * duplicate check has hashed the photos whose size another shares (#21), only the others are read here.
 */
function useHashes(batch: ReviewBatch): (string | null)[] | null {
  const known = batch.hashes;
  const complete = known?.every((hash, index) => hash !== null || !batch.files[index]);
  const [hashes, setHashes] = useState(complete ? (known ?? null) : null);
  useEffect(() => {
    if (complete) return;
    let stopped = false;
    void (async () => {
      const out: (string | null)[] = [];
      for (const [index, file] of batch.files.entries()) {
        if (stopped) return;
        const hash = known?.[index] ?? null;
        out.push(hash ?? (file ? await sha256Hex(file).catch(() => null) : null));
      }
      if (!stopped) setHashes(out);
    })();
    return () => {
      stopped = true;
    };
  }, [batch, known, complete]);
  return hashes;
}

/**
 * Keeps the batch in the browser while it has results not in a downloaded ZIP (a review never downloaded,
 * or changes since the last download), and forgets it once they are; so leaving, Back or a reload loses
 * nothing.
 */
export function useKeptBatch(batch: ReviewBatch, state: ReviewState, userId: string) {
  // The photos as last written into a ZIP: a streamed batch's are its first state; a review's, none yet.
  const [zipped, setZipped] = useState<readonly ReviewPhoto[] | null>(() =>
    batch.streamed && !batch.state ? state.photos : null,
  );
  const unsaved = zipped !== state.photos;
  const hashes = useHashes(batch);

  useEffect(() => {
    // Storage refused (private mode, full disk): the batch is still on screen, only not kept.
    (unsaved ? saveReview(keptOf(batch, state, hashes, userId)) : forgetReview(batch.id)).catch(
      () => undefined,
    );
  }, [batch, state, hashes, unsaved, userId]);

  return {
    unsaved,
    hashes,
    /** the ZIP of these photos was saved: nothing is left to keep */
    downloaded: useCallback((photos: readonly ReviewPhoto[]) => setZipped(photos), []),
  };
}

export const forgetKeptBatch = (id: string) => forgetReview(id).catch(() => undefined);
