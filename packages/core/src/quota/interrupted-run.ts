import { ZIP_FILE_NAME } from "../naming/file-names.ts";

/**
 * What the browser keeps of one photo of a run while it goes (#22): whether its analysis was received (then it
 * is never sent again: its answer is written from what was kept) and which part of the output holds it.
 */
export type RunPhotoProgress = {
  /** the analysis came back and is kept: the photo is not analysed, nor charged, again */
  readonly answered: boolean;
  /** the part of the output that holds it (a finished ZIP, or the destination folder); null: in none yet */
  readonly part: number | null;
};

/** How far an interrupted run got: photos in the output, photos answered, and what is left to do. */
export type RunLeft = {
  readonly total: number;
  /** in a finished ZIP or written into the destination folder: never written or sent again */
  readonly written: number;
  /** analysed (answer kept) but in no output yet: written from the kept answer */
  readonly answeredNotWritten: number;
  /** neither: still to be analysed */
  readonly toAnalyse: number;
  /** written into the next part: answeredNotWritten + toAnalyse */
  readonly left: number;
};

export function runLeft(photos: readonly RunPhotoProgress[]): RunLeft {
  let written = 0;
  let answeredNotWritten = 0;
  for (const photo of photos) {
    if (photo.part !== null) written++;
    else if (photo.answered) answeredNotWritten++;
  }
  const left = photos.length - written;
  return { total: photos.length, written, answeredNotWritten, toAnalyse: left - answeredNotWritten, left };
}

/** The photos (by place in the run) the next part writes: every one no part holds yet, in selection order. */
export function photosForNextPart(photos: readonly RunPhotoProgress[]): number[] {
  return photos.flatMap((photo, index) => (photo.part === null ? [index] : []));
}

/**
 * The ZIP of a run's part: the first is `organized_photos.zip`, those written on continuing an interrupted run
 * `organized_photos (part 2).zip`, `(part 3)`, … so a later part never takes the name of an earlier one.
 */
export function zipPartName(part: number): string {
  const n = Math.max(1, Math.floor(part));
  return n === 1 ? ZIP_FILE_NAME : ZIP_FILE_NAME.replace(/\.zip$/, ` (part ${n}).zip`);
}

/**
 * The part a continued run writes next: one after the last part it started, since a ZIP cut off by the
 * interruption keeps its name in the user's downloads even though it holds nothing usable.
 */
export const nextPartNumber = (partsStarted: number): number => Math.max(0, Math.floor(partsStarted)) + 1;
