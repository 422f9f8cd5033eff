import type { PhotoLearning } from "../api/learning.ts";
import { CATEGORY_NAMES, UNSORTED } from "../catalogue/category-names.ts";
import {
  cleanName,
  fileExtension,
  folderName,
  nameFromDescription,
  safeOriginalName,
} from "../naming/file-names.ts";
import { createPathAllocator } from "../naming/path-allocator.ts";
import { layoutPath, type PhotoLayout } from "../organization/photo-path.ts";
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
  /** empty when the photo was not analysed; the user may rewrite it */
  readonly description: string;
  /** the description the analysis gave, to tell whether the user changed it */
  readonly describedAs: string;
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
  /** the account's patterns and the photo's date and camera, when its settings applied (#21) */
  readonly layout?: PhotoLayout;
};

export type ReviewState = {
  readonly photos: readonly ReviewPhoto[];
  /** earlier states, newest last, for Undo */
  readonly history: readonly (readonly ReviewPhoto[])[];
  /** undone states, the next one to redo last; any new change clears them */
  readonly future: readonly (readonly ReviewPhoto[])[];
  /**
   * The folders "Move to…" offers besides those the batch has: the account's own folders when its settings
   * applied, else the catalogue's. Absent in a review kept before own folders existed: the catalogue's.
   */
  readonly offered?: readonly string[];
};

export type ReviewInput = {
  originalName: string;
  analysis: {
    description: string;
    category: string;
    /** the folder the account's settings chose (#21); the category when absent */
    folder?: string;
    layout?: PhotoLayout;
    learning?: PhotoLearning;
  } | null;
  failure?: string;
};

/** Undo keeps this many changes. */
const HISTORY_LIMIT = 50;
/** A description the user writes is kept to this many characters, as long as the analyses' longest. */
export const MAX_DESCRIPTION_LENGTH = 500;

export function createReview(
  inputs: readonly ReviewInput[],
  offered: readonly string[] = [...CATEGORY_NAMES, UNSORTED],
): ReviewState {
  const photos = inputs.map(
    (input, index): ReviewPhoto => ({
      index,
      originalName: input.originalName,
      description: input.analysis?.description ?? "",
      describedAs: input.analysis?.description ?? "",
      failure: input.analysis ? null : input.failure || REVIEW_TEXTS.notRun,
      folder: input.analysis?.folder ?? input.analysis?.category ?? UNSORTED,
      filedFolder: input.analysis?.folder ?? input.analysis?.category ?? UNSORTED,
      name: null,
      touched: false,
      refiled: false,
      learning: input.analysis?.learning ?? null,
      neighbours: input.analysis?.learning?.neighbours ?? [],
      ...(input.analysis?.layout ? { layout: input.analysis.layout } : {}),
    }),
  );
  return { photos, history: [], future: [], offered };
}

export function withHistory(state: ReviewState, photos: readonly ReviewPhoto[]): ReviewState {
  return { ...state, photos, history: [...state.history, state.photos].slice(-HISTORY_LIMIT), future: [] };
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

/**
 * The photo under the name the user typed, cleaned by core's naming rules; null when nothing is left of it.
 * The `_` and `-` a user types separate words as spaces do (`my_car` stays `my_car`; `2024-06-14 party` becomes
 * `2024_06_14_party`), where the rules alone would run the words together.
 */
export function renamePhoto(state: ReviewState, index: number, wanted: string): ReviewState | null {
  const name = cleanName(wanted.replace(/[_-]+/gu, " "), "");
  if (name === "") return null;
  const photos = state.photos.map((p) => (p.index === index ? { ...p, name, touched: true } : p));
  return withHistory(state, photos);
}

/**
 * Rewrites an analysed photo's description; its name follows the new description through the naming rules
 * (a name the user typed earlier gives way, the description being the newer wish). Null when the text has
 * nothing to name the photo from, or the photo was not analysed.
 */
export function describePhoto(state: ReviewState, index: number, wanted: string): ReviewState | null {
  const description = Array.from(wanted.normalize("NFC").replace(/\s+/gu, " ").trim())
    .slice(0, MAX_DESCRIPTION_LENGTH)
    .join("")
    .trim();
  const photo = state.photos.find((p) => p.index === index);
  if (!photo || photo.failure !== null || cleanName(description, "") === "") return null;
  if (description === photo.description && photo.name === null) return state;
  const photos = state.photos.map((p) => (p.index === index ? { ...p, description, name: null } : p));
  return withHistory(state, photos);
}

export function undo(state: ReviewState): ReviewState | null {
  const previous = state.history[state.history.length - 1];
  if (!previous) return null;
  return {
    ...state,
    photos: previous,
    history: state.history.slice(0, -1),
    future: [...state.future, state.photos],
  };
}

/** Takes back the last Undo; null when there is nothing undone since the last change. */
export function redo(state: ReviewState): ReviewState | null {
  const next = state.future[state.future.length - 1];
  if (!next) return null;
  return {
    ...state,
    photos: next,
    history: [...state.history, state.photos],
    future: state.future.slice(0, -1),
  };
}

/** The ZIP path of every photo, in selection order, clashes numbered `_2`, `_3`, … as in the ZIP. */
export function reviewPaths(photos: readonly ReviewPhoto[], reserved: readonly string[] = []): string[] {
  const allocate = createPathAllocator();
  for (const path of reserved) allocate(path);
  return photos.map((photo) => allocate(wantedPath(photo)));
}

/** Where the photo would go before clashes are numbered. */
export function wantedPath(photo: ReviewPhoto): string {
  const folder = folderName(photo.folder);
  // Unanalysed and not renamed: its own name, as the streamed ZIP keeps it (rule 8, D5).
  if (photo.name === null && photo.failure !== null)
    return `${folder}/${safeOriginalName(photo.originalName)}`;
  if (photo.layout) return layoutPath(photo.layout, photo);
  const stem = photo.name ?? nameFromDescription(photo.description);
  return `${folder}/${stem}.${fileExtension(photo.originalName)}`;
}

/**
 * The user changed where the photo goes, what it is called, or what it shows. A look-alike that moved with
 * their correction (`refiled`) was not changed by them: its folder follows another photo's.
 */
export function changedByUser(photo: ReviewPhoto): boolean {
  return (
    (photo.folder !== photo.filedFolder && !photo.refiled) ||
    photo.name !== null ||
    photo.description !== photo.describedAs
  );
}

/**
 * Whether a photo matches what the user typed in the review's filter: every word, in any order, somewhere in
 * its description, its new name or its original name, ignoring case and accents.
 */
export function matchesFilter(photo: ReviewPhoto, path: string, query: string): boolean {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(`${photo.description} ${path.slice(path.lastIndexOf("/") + 1)} ${photo.originalName}`);
  // Names join words with `_`: "red apple" finds red_apple.jpg.
  const spaced = text.replaceAll("_", " ");
  return words.every((word) => text.includes(word) || spaced.includes(word));
}

function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
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

/**
 * What the server keeps after a review: every photo with an embedding, moved (corrected) or confirmed, in the
 * folder the user left it in (a catalogue category or one of their own folders: the server learns both alike).
 */
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
