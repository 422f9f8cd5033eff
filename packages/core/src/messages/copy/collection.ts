import { formatCount } from "../format-count.ts";

const photos = (n: number) => `${formatCount(n)} photo${n === 1 ? "" : "s"}`;

/** A selection larger than one batch (Large batches, #22): consecutive batches, the allowance, the summary. */
export const COLLECTION_COPY = {
  largeBatchesName: "Large batches",
  largeBatchesDetail: "Select a whole folder: it runs as consecutive batches into one ZIP.",
  /** Under the plan's "up to N at once" on /upload. */
  consecutiveNote:
    "Select more and they run as consecutive batches into one ZIP, as far as your monthly allowance goes.",
  /** Said before the run starts, when the month's allowance covers only part of the selection. */
  allowanceCovers: (covered: number, total: number): string =>
    `Your allowance this month covers ${photos(covered)} of the ${formatCount(total)} selected: ${formatCount(covered)} will be organized, the rest stay selected.`,
  /** Said after the run, for the photos the allowance did not cover. */
  leftSelected: (left: number): string =>
    `${photos(left)} left selected: your allowance this month is used up. Upgrade or come back next month to organize them.`,
  /** Said after a run the image service stopped, for the photos it left unanalysed (in Unsorted). */
  unanalysedSelected: (left: number): string =>
    `${photos(left)} not analyzed left selected: organize them again once the image service answers.`,
  /** Chromium: the organized copies written straight into a folder the user picks, instead of a ZIP. */
  saveToFolder: "Save into a folder instead of a ZIP",
  saveToFolderHint:
    "Organized copies and manifest.csv go into a new folder inside the one you pick; nothing there is overwritten.",
  savedToFolder: (folder: string): string => `Your organized photos are in ${folder}.`,
  folderPartial: (folder: string): string => `The photos written so far stay in ${folder}.`,
  /** /upload's second button: a whole folder, subfolders included. */
  chooseFolder: "Choose a folder",
  /** A selection (often a folder) with more files that are not photos than toasts could name. */
  skippedSummary: (skipped: number): string =>
    `${formatCount(skipped)} file${skipped === 1 ? "" : "s"} skipped: not photos this product accepts. The list below says why.`,
  skippedTitle: (skipped: number): string =>
    `${formatCount(skipped)} file${skipped === 1 ? "" : "s"} skipped`,
  skippedMore: (more: number): string => `…and ${formatCount(more)} more`,
  /** The running batch of a run of consecutive batches, and how far along it is. */
  batchProgress: (batch: number, batches: number, done: number, total: number): string =>
    `Batch ${formatCount(batch)} of ${formatCount(batches)}: ${formatCount(done)} of ${formatCount(total)}`,
  /** A run paused longer than a server batch lasts: the batch expired, and the photos left need a new one. */
  batchRenewed: (left: number): string =>
    `The batch ran out of time before the run ended (a pause or a lost connection can outlast it): the ${photos(left)} left go on in a new batch. Photos already organized are not sent or charged again.`,
  pause: "Pause",
  resume: "Resume",
  paused: "Paused: no new photo is sent until you resume.",
  /** The end of a run of consecutive batches: what became of every photo, and what the server charged. */
  summary: (s: { organized: number; failed: number; skipped: number; charged: number | null }): string =>
    [
      `Done: ${photos(s.organized)} organized`,
      s.failed > 0 ? `, ${formatCount(s.failed)} could not be analyzed (in Unsorted)` : "",
      s.skipped > 0
        ? `, ${formatCount(s.skipped)} file${s.skipped === 1 ? "" : "s"} skipped (not photos)`
        : "",
      s.charged === null ? "." : `; ${photos(s.charged)} charged to this month's allowance.`,
    ].join(""),
} as const;
