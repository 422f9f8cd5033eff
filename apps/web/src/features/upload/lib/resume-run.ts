import { type ManifestRow, photosForNextPart, type RunPhotoProgress } from "@photo-organizer/core";
import type { DuplicatePhoto } from "./organize";
import type { Analysis, PhotoStepDeps } from "./photo-step";
import { finishRunBatches, type RunPhotoRecord, type RunRecord, type RunReservation } from "./run-journal";

/** What the browser kept of each photo, as core's rules read it. */
export const progressOf = (kept: readonly (RunPhotoRecord | undefined)[]): RunPhotoProgress[] =>
  kept.map((photo) => ({ answered: !!photo?.answer, part: photo?.written?.part ?? null }));

/**
 * The next part of an interrupted run: the photos no part holds yet and that were found again (in the run's
 * order), each one's place in the run, the answers kept for them, and the rows of the photos written before.
 */
export type NextPart = {
  files: File[];
  /** by place in this part: the photo's place in the run */
  origin: number[];
  /** by place in this part: the analysis kept from before, or null */
  answers: (Analysis | null)[];
  earlier: ManifestRow[];
  /** the run's duplicates found again; `of` is a photo's place in this part, or a key of `earlierPlaced` */
  duplicates: DuplicatePhoto[];
  /** where the photos written before went, by the key a duplicate of one names it with */
  earlierPlaced: Map<number, string>;
  /** photos no part holds that were not found again: left for a later continue */
  missing: number;
};

/** The key a duplicate names a photo written in an earlier part with (never a place in this part). */
const earlierKey = (index: number) => -1 - index;

export function nextPart(
  kept: readonly (RunPhotoRecord | undefined)[],
  found: readonly (File | null)[],
  duplicates: RunRecord["duplicates"] = [],
): NextPart {
  const origin: number[] = [];
  const files: File[] = [];
  let missing = 0;
  for (const index of photosForNextPart(progressOf(kept))) {
    const file = found[index];
    if (!file) missing++;
    else {
      origin.push(index);
      files.push(file);
    }
  }
  const position = new Map(origin.map((index, k) => [index, k]));
  const earlierPlaced = new Map(
    kept.flatMap((photo, index) =>
      photo?.written?.row ? [[earlierKey(index), photo.written.row.zipPath] as const] : [],
    ),
  );
  // The duplicates' files follow the photos' in `found`; one whose photo is neither here nor written waits
  // (a photo reviewed in an earlier part has no path to point at: a duplicate of it not found again for that
  // review is left out, its bytes being that photo's).
  const setAside = duplicates.flatMap(({ of, path }, d) => {
    const file = found[kept.length + d];
    const at = position.get(of) ?? (kept[of]?.written?.row ? earlierKey(of) : undefined);
    return file && at !== undefined ? [{ file, of: at, path }] : [];
  });
  return {
    files,
    origin,
    answers: origin.map((index) => kept[index]?.answer ?? null),
    earlier: kept.flatMap((photo) => (photo?.written?.row ? [photo.written.row] : [])),
    duplicates: setAside,
    earlierPlaced,
    missing,
  };
}

/**
 * Before a run goes on: each photo that was sent and not answered when the page went away is asked for again
 * under the same batch and key, with the same preview, so the server answers it from what it kept (or
 * analyses it once, on the slot it already took) instead of charging it a second time in a new batch. Each
 * reservation asked for whose batch was never known (the page went away before its answer) is asked for again
 * under its key, which gets that batch back (`reserve` keeps it with the run). Then every batch of the run is
 * finished (`finishRunBatches`): its answered photos stay charged, its unused slots come back.
 */
export async function settleEarlierBatches(
  run: RunRecord,
  kept: (RunPhotoRecord | undefined)[],
  found: readonly (File | null)[],
  deps: {
    analyze: PhotoStepDeps["analyze"];
    finish(batchId: string): Promise<unknown>;
    answered(index: number, answer: Analysis): Promise<void>;
    reserve(reservation: RunReservation): Promise<{ batchId: string }>;
  },
  signal: AbortSignal,
): Promise<void> {
  await Promise.all(
    kept.map(async (photo, index) => {
      const file = found[index];
      if (!photo?.sent || photo.answer || !file) return;
      const { batchId, photoKey, preview } = photo.sent;
      const answer = await deps
        .analyze(file, { base64Image: preview, batchId, photoKey }, signal)
        .catch(() => null);
      if (!answer?.description?.trim()) return; // refused (batch closed) or failed: analysed anew
      kept[index] = { ...photo, answer };
      await deps.answered(index, answer).catch(() => undefined);
    }),
  );
  await finishRunBatches(run, deps);
}
