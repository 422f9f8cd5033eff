import { formatCount } from "../format-count.ts";

const STARTED_AT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "1 photo", "44 photos", "1,000 photos". */
const photos = (n: number): string => `${formatCount(n)} photo${n === 1 ? "" : "s"}`;

/**
 * A run interrupted by a closed tab, a crash, a reload or a dropped network (#22): offered again on /upload,
 * continued from what the browser kept, never analysing or charging a photo twice.
 */
export const RUN_COPY = {
  title: "Continue the interrupted run",
  /** How far the run got: `done`, photos analysed (their answers kept) or already written; `left`, the rest. */
  progress: (done: number, total: number, left: number): string =>
    `${formatCount(done)} of ${photos(total)} done, ${formatCount(left)} left to analyze.`,
  startedAt: (at: Date): string => `Started ${STARTED_AT.format(at)}.`,
  zipOutput: (zip: string): string =>
    `The photos not in a finished ZIP go into ${zip}. Photos already analyzed are not analyzed or charged again.`,
  folderOutput: (folder: string): string =>
    `Writing goes on in ${folder} where it stopped. Photos already analyzed are not analyzed or charged again.`,
  reviewOutput:
    "Its results open for review, as when it started. Photos already analyzed are not analyzed or charged again.",
  continueAction: "Continue",
  discardAction: "Discard",
  discarded: "The interrupted run leaves this browser when this message closes.",
  // The originals again
  reselectBody: (missing: number): string =>
    `Your photos stay on your device, so the browser needs them once more: select the same ${photos(missing)} (or their folder). They are matched by name, size and date.`,
  selectPhotos: "Select photos",
  selectFolder: "Select the folder",
  /** Photos of the run the user's selection did not bring back: they stay offered for later. */
  stillMissing: (n: number, names: readonly string[]): string =>
    `${photos(n)} of the run not found: ${names.join(", ")}${n > names.length ? ", …" : ""}. They are left for a later continue.`,
  /** Files selected that are not part of the run: left out. */
  notInRun: (n: number, names: readonly string[]): string =>
    `${formatCount(n)} selected file${n === 1 ? " is" : "s are"} not part of the run and left out: ${names.join(", ")}${n > names.length ? ", …" : ""}.`,
  allFound: "All photos found.",
  start: (n: number): string => `Continue with ${photos(n)}`,
  /** The destination folder: the browser asks again before the page may write into it. */
  allowFolder: (folder: string): string => `Allow writing into ${folder}`,
  folderRefused: "Writing into the folder was not allowed, so the run cannot continue there.",
  /** The end of a continued run. */
  finished: "The interrupted run is complete.",
  finishedInParts: (zip: string): string =>
    `The interrupted run is complete: the manifest in ${zip} says which ZIP holds each photo.`,
} as const;
