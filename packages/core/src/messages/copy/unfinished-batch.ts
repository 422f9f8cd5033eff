import { ZIP_FILE_NAME } from "../../naming/file-names.ts";
import { formatCount } from "../format-count.ts";

const SAVED_AT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "1 photo", "44 photos", "1,000 photos". */
const count = (n: number, noun: string): string => `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;

/**
 * A finished batch that is not in a downloaded ZIP yet (#19): kept in the browser, offered again on /upload,
 * and what happens to a batch the user cancels.
 */
export const BATCH_COPY = {
  // Leaving with results not downloaded
  leaveTitle: "Leave without downloading?",
  leaveBody: (photos: number): string =>
    `The results for ${count(photos, "photo")} are not in a downloaded ZIP yet. They stay saved in this browser, and the upload page offers to continue.`,
  stay: "Stay",
  leave: "Leave",
  // Coming back
  continueTitle: "Continue where you left off",
  /** `saved`: the ZIP (or folder) was written while the photos were analysed; what is not in it is the changes. */
  continueBody: (photos: number, changes: number, savedAt: Date, saved = false): string =>
    saved
      ? `${count(photos, "photo")} organized and saved, last changed ${SAVED_AT.format(savedAt)}${changes > 0 ? `, with ${count(changes, "change")} of yours not saved in a ZIP yet` : ""}.`
      : `${count(photos, "photo")} organized, last changed ${SAVED_AT.format(savedAt)}, not downloaded yet${changes > 0 ? `, with ${count(changes, "change")} of yours` : ""}.`,
  continueAction: "Continue",
  discardAction: "Discard",
  discarded: "The unfinished batch leaves this browser when this message closes.",
  // The originals after a reload
  reselectTitle: "Select the same photos again",
  reselectBody: (missing: number): string =>
    `Your photos stay on your device, so after a reload the browser needs them once more to build the ZIP: ${count(missing, "photo")} to select. They are matched by name, size and content.`,
  reselectAction: "Select photos",
  /** "Download ZIP" pressed before the photos are at hand again: the ZIP is made from the originals. */
  reselectFirst: "Select the same photos again first: the ZIP is made from your originals.",
  reselectMissing: (names: readonly string[]): string => `Still missing: ${names.join(", ")}`,
  reselectUnmatched: (names: readonly string[]): string =>
    `Not part of this batch (name, size or content differ): ${names.join(", ")}`,
  reselectDone: "All photos found: the ZIP can be downloaded.",
  /** Asked when a link in the app or Back would leave while a batch runs. */
  leavingRun: {
    title: "Stop organizing and leave?",
    description:
      "Photos are still being organized on this page. Leaving stops the run, as Cancel does: the photos analyzed so far are charged, and the rest is left undone.",
    leave: "Stop and leave",
    stay: "Stay",
  },
  // Cancel during a batch
  cancelledSummary: (analyzed: number, released: number): string =>
    `Canceled: ${count(analyzed, "photo")} analyzed and charged${released > 0 ? `; ${count(released, "unused photo")} given back to this month's allowance` : ""}.`,
  cancelledNotFinished: (analyzed: number): string =>
    `Canceled: ${count(analyzed, "photo")} analyzed and charged; the unused ones are given back when the server ends the batch.`,
  partialRemoved: "No ZIP was saved.",
  partialLeft: (zipName: string = ZIP_FILE_NAME): string =>
    `The download was stopped: if your browser kept a partial ${zipName}, it can be deleted.`,
  /** Cancel in a continued run: this part stops, the run and everything kept of it stay offered. */
  continuedRunKept:
    "The run is kept: continue it from this page later, or discard it there. Photos analyzed before are not charged again.",
} as const;
