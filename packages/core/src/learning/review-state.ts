import type { PhotoLearning } from "../api/learning.ts";
import { UNSORTED } from "../catalogue/category-names.ts";
import { cleanName, fileExtension, folderName, nameFromDescription } from "../naming/file-names.ts";
import { createPathAllocator } from "../naming/path-allocator.ts";
import { REVIEW_TEXTS } from "./review-texts.ts";
import {
  fileByExamples,
  type Neighbour,
  prepareEmbedding,
  similarity,
  withNeighbour,
} from "./similar-photos.ts";

/** One photo of a batch under review. */
export type ReviewPhoto = {
  /** its place in the selection (also the ZIP's order) */
  readonly index: number;
  readonly originalName: string;
  /** empty when the photo was not analysed */
  readonly description: string;
  /** why the photo was not analysed; null when it was */
  readonly failure: string | null;
  /** the folder it is in now */
  readonly folder: string;
  /** the folder the analysis chose */
  readonly filedFolder: string;
  /** the file name without extension, when the user chose it; null: from the description */
  readonly name: string | null;
  /** the user moved or renamed it: it is never re-filed */
  readonly touched: boolean;
  /** moved by a correction of a look-alike in this batch */
  readonly refiled: boolean;
  /** from the server (local classifier only) */
  readonly learning: PhotoLearning | null;
  /** the server's neighbours plus this batch's corrections close to it */
  readonly neighbours: readonly Neighbour[];
};

export type ReviewState = {
  readonly photos: readonly ReviewPhoto[];
  /** earlier states, newest last, for Undo */
  readonly history: readonly (readonly ReviewPhoto[])[];
};

export type ReviewInput = {
  originalName: string;
  analysis: { description: string; category: string; learning?: PhotoLearning } | null;
  failure?: string;
};

/** Undo keeps this many changes. */
const HISTORY_LIMIT = 50;

export function createReview(inputs: readonly ReviewInput[]): ReviewState {
  const photos = inputs.map(
    (input, index): ReviewPhoto => ({
      index,
      originalName: input.originalName,
      description: input.analysis?.description ?? "",
      failure: input.analysis ? null : input.failure || REVIEW_TEXTS.notRun,
      folder: input.analysis?.category ?? UNSORTED,
      filedFolder: input.analysis?.category ?? UNSORTED,
      name: null,
      touched: false,
      refiled: false,
      learning: input.analysis?.learning ?? null,
      neighbours: input.analysis?.learning?.neighbours ?? [],
    }),
  );
  return { photos, history: [] };
}

function withHistory(state: ReviewState, photos: readonly ReviewPhoto[]): ReviewState {
  return { photos, history: [...state.history, state.photos].slice(-HISTORY_LIMIT) };
}

/**
 * Moves the photos to `folder`; each photo not yet touched whose embedding is close to a moved one is
 * re-filed live with the moved photos as new examples (same rule as the server's). Returns how many moved
 * along.
 */
export function movePhotos(
  state: ReviewState,
  indices: readonly number[],
  folder: string,
): { state: ReviewState; refiled: number } {
  const moving = new Set(indices);
  const examples = state.photos
    .filter((p) => moving.has(p.index) && p.learning)
    .map((p) => ({ vector: prepareEmbedding(p.learning?.embedding ?? []), category: folder }));
  let refiled = 0;
  const photos = state.photos.map((photo): ReviewPhoto => {
    if (moving.has(photo.index)) return { ...photo, folder, touched: true, refiled: false };
    if (photo.touched || !photo.learning || examples.length === 0) return photo;
    const vector = prepareEmbedding(photo.learning.embedding);
    let neighbours = [...photo.neighbours];
    for (const example of examples) {
      neighbours = withNeighbour(neighbours, {
        similarity: similarity(example.vector, vector),
        category: folder,
      });
    }
    const next = fileByExamples(neighbours, photo.learning.describedCategory);
    if (next !== photo.folder) refiled += 1;
    return { ...photo, neighbours, folder: next, refiled: photo.refiled || next !== photo.folder };
  });
  return { state: withHistory(state, photos), refiled };
}

/** Why a name was refused, or null. The name is cleaned by core's naming rules first. */
export function renamePhoto(state: ReviewState, index: number, wanted: string): ReviewState | null {
  const name = cleanName(wanted, "");
  if (name === "") return null;
  const photos = state.photos.map((p) => (p.index === index ? { ...p, name, touched: true } : p));
  return withHistory(state, photos);
}

export function undo(state: ReviewState): ReviewState | null {
  const previous = state.history[state.history.length - 1];
  if (!previous) return null;
  return { photos: previous, history: state.history.slice(0, -1) };
}

/** The ZIP path of every photo, in selection order, clashes numbered `_2`, `_3`, … as in the ZIP. */
export function reviewPaths(photos: readonly ReviewPhoto[], reserved: readonly string[] = []): string[] {
  const allocate = createPathAllocator();
  for (const path of reserved) allocate(path);
  return photos.map((photo) => allocate(wantedPath(photo)));
}

/** Where the photo would go before clashes are numbered. */
export function wantedPath(photo: ReviewPhoto): string {
  const stem =
    photo.name ??
    (photo.failure === null ? nameFromDescription(photo.description) : stemOf(photo.originalName));
  return `${folderName(photo.folder)}/${stem}.${fileExtension(photo.originalName)}`;
}

function stemOf(originalName: string): string {
  const base = originalName.slice(
    Math.max(originalName.lastIndexOf("/"), originalName.lastIndexOf("\\")) + 1,
  );
  const dot = base.lastIndexOf(".");
  return cleanName(dot > 0 ? base.slice(0, dot) : base);
}

/** The user changed where the photo goes or what it is called. */
export function changedByUser(photo: ReviewPhoto): boolean {
  return photo.folder !== photo.filedFolder || photo.name !== null;
}

/** The folders in catalogue order of first appearance, each with its photos in selection order. */
export function reviewFolders(photos: readonly ReviewPhoto[]): { folder: string; photos: ReviewPhoto[] }[] {
  const byFolder = new Map<string, ReviewPhoto[]>();
  for (const photo of photos) {
    const list = byFolder.get(photo.folder) ?? [];
    list.push(photo);
    byFolder.set(photo.folder, list);
  }
  return [...byFolder]
    .sort(([a], [b]) => (a === UNSORTED ? 1 : b === UNSORTED ? -1 : a.localeCompare(b)))
    .map(([folder, list]) => ({ folder, photos: list }));
}

/** What the server keeps after a review: every photo with an embedding, moved (corrected) or confirmed. */
export function reviewExamples(
  photos: readonly ReviewPhoto[],
): { embedding: number[]; category: string; corrected: boolean }[] {
  return photos.flatMap((photo) =>
    photo.learning
      ? [
          {
            embedding: photo.learning.embedding,
            category: photo.folder,
            corrected: photo.touched && photo.folder !== photo.filedFolder,
          },
        ]
      : [],
  );
}
