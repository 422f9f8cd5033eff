import {
  type ManifestStatus,
  nearDuplicates,
  type ReviewInput,
  type ReviewState,
} from "@photo-organizer/core";
import { formatOf, rememberFormat } from "../lib/file-formats";
import type { DuplicatePhoto } from "../lib/organize";
import type { Analysis, PhotoResult } from "../lib/photo-step";
import { newBatchId } from "./batch-id";

/** What the results view keeps of one photo of the batch: never the original, only what describes it. */
export type BatchPhoto = {
  readonly originalName: string;
  readonly size: number;
  readonly lastModified: number;
  readonly type: string;
  readonly status: ManifestStatus;
  readonly analysis: Analysis | null;
  /** why it has no analysis; null when analysed or never run */
  readonly failure: string | null;
  /** the preview made for the analysis (JPEG, base64); null when none was made */
  readonly thumbnail: string | null;
  /** the preview's difference hash, when the account's duplicate check made one (#21) */
  readonly dhash?: string;
};

/** An exact duplicate set aside before the analysis (#21): what is kept of it, never its bytes. */
export type BatchDuplicate = {
  readonly originalName: string;
  readonly size: number;
  readonly lastModified: number;
  readonly type: string;
  /** the photo it repeats, by selection index among the batch's photos: its bytes are that photo's */
  readonly of: number;
  /** `Duplicates/name.ext`, or "" when it is only listed in the manifest */
  readonly path: string;
};

/** A finished batch as the results view gets it (DR 003). */
export type ReviewBatch = {
  /** names the batch in the browser's storage */
  id: string;
  photos: BatchPhoto[];
  /** the originals by selection index; null for one not at hand (the page was reloaded) */
  files: (File | null)[];
  /** the review's starting point, by selection index */
  inputs: ReviewInput[];
  /** the thumbnails by selection index */
  thumbnails: (string | null)[];
  /** the ZIP was already saved while the photos were analysed (DR 002) */
  streamed: boolean;
  /** the review as it was left (a batch continued after the page was left); none: a new review */
  state?: ReviewState;
  /** the folders "Move to…" offers (the account's own when its settings applied); none: the catalogue's */
  offered?: readonly string[];
  /** each original's SHA-256, by selection index, once known (to find the originals again after a reload) */
  hashes?: (string | null)[];
  /** exact duplicates of the batch's photos, left out of the analysis (#21) */
  duplicates?: BatchDuplicate[];
  /** the folder on disk the copies were written into instead of a ZIP; none: a ZIP */
  savedInto?: string;
};

/** By photo index: the other photo of the batch each one looks like (a near-duplicate, both kept), or null. */
export const lookAlikes = (batch: ReviewBatch): (number | null)[] =>
  nearDuplicates(batch.photos.map((photo) => photo.dhash ?? null));

/**
 * The batch's duplicates as the ZIP writer takes them: each with its bytes from the photo it repeats (the
 * same bytes, and at hand even after a reload), under its own name and date. None while that photo is missing.
 */
export function duplicatesOf(batch: ReviewBatch, files: readonly (File | null)[]): DuplicatePhoto[] {
  return (batch.duplicates ?? []).flatMap((duplicate) => {
    const original = files[duplicate.of];
    if (!original) return [];
    const file = new File([original], duplicate.originalName, {
      type: duplicate.type,
      lastModified: duplicate.lastModified,
    });
    // Its bytes are the photo's: so is its format, for the manifest's format column.
    const format = formatOf(original);
    if (format) rememberFormat(file, format);
    return [{ file, of: duplicate.of, path: duplicate.path }];
  });
}

/** The batch's photos as the results view needs them, from what is kept of each. */
export function reviewBatch(
  id: string,
  photos: BatchPhoto[],
  files: (File | null)[],
  streamed: boolean,
): ReviewBatch {
  return {
    id,
    photos,
    files,
    streamed,
    inputs: photos.map((photo) => ({
      originalName: photo.originalName,
      analysis: photo.analysis,
      failure: photo.failure ?? undefined,
    })),
    thumbnails: photos.map((photo) => photo.thumbnail),
  };
}

/** The results of a batch just organized, for the results view. */
export function reviewBatchOf(
  results: readonly PhotoResult[],
  streamed: boolean,
  found: {
    duplicates?: readonly DuplicatePhoto[];
    hashes?: (string | null)[] | null;
    /** the folders "Move to…" offers (the account's own when its settings applied) */
    offered?: readonly string[];
    /** the folder on disk the copies were written into instead of a ZIP */
    savedInto?: string | null;
  } = {},
): ReviewBatch {
  const batch = reviewBatch(
    newBatchId(),
    results.map(({ file, status, analysis, failure, thumbnail, dhash }) => ({
      originalName: file.name,
      size: file.size,
      lastModified: file.lastModified,
      type: file.type,
      status,
      // The learning data goes with the analysis: the review re-files by it.
      analysis,
      failure,
      thumbnail,
      ...(dhash ? { dhash } : {}),
    })),
    results.map((result) => result.file),
    streamed,
  );
  const duplicates = (found.duplicates ?? []).map(({ file, of, path }) => ({
    originalName: file.name,
    size: file.size,
    lastModified: file.lastModified,
    type: file.type,
    of,
    path,
  }));
  return {
    ...batch,
    ...(duplicates.length > 0 ? { duplicates } : {}),
    ...(found.hashes ? { hashes: found.hashes } : {}),
    ...(found.offered ? { offered: found.offered } : {}),
    ...(found.savedInto ? { savedInto: found.savedInto } : {}),
  };
}
