import { ZIP_FILE_NAME } from "../../naming/file-names.ts";
import { formatCount } from "../format-count.ts";
import { PRIVACY } from "../privacy.ts";

/** /upload wording the spec does not word (its own texts come from core `MESSAGES`). */
export const UPLOAD_COPY = {
  loading: "Loading",
  signedOutTitle: "Sign in to start organizing",
  dropNow: "Drop the photos to add them",
  featureDescriptions: {
    "AI Powered": "Every photo is described by our AI and renamed after what it shows.",
    "Smart Categorization": "Photos land in folders such as Animals, Food, Nature, People and Travel.",
    "Privacy First": PRIVACY.card,
  } as Record<string, string>,
  /**
   * Signed in, the first step ("Sign in to your account.") is already done and left out. With Large batches
   * the selection has no size of its own: it runs as consecutive batches of the cap, as far as the month's
   * allowance goes, so "up to N at once" would tell those plans a limit they do not have.
   */
  howItWorksSteps: (batchCap: number, signedIn = false, largeBatches = false): string[] => [
    ...(signedIn ? [] : ["Sign in to your account."]),
    largeBatches
      ? `Select your photos or a whole folder, as many as your monthly allowance covers: they run as consecutive batches of up to ${formatCount(batchCap)}, in any format the note above lists.`
      : `Select your photos: up to ${batchCap} at once, in any format the note above lists.`,
    "Click Organize Photos.",
    "Our AI describes, renames and sorts every photo into a category folder.",
    `Download ${ZIP_FILE_NAME} with all your original photos, organized.`,
  ],
  removeFile: (name: string): string => `Remove ${name}`,
  clearAll: "Clear all",
  cancel: "Cancel",
  /** On the toast of a discarded batch or run: it is gone for good only once the toast closes. */
  undo: "Undo",
  progressLabel: "Organizing progress",
  organizingTitle: "Organizing your photos",
  starting: "Getting ready…",
  progressCounts: (done: number, total: number): string => `${done} of ${total} photos`,
  progressFailed: (failed: number): string => `${failed} failed`,
  estimating: "Estimating time left…",
  timeLeft: (value: number, unit: "seconds" | "minutes"): string =>
    unit === "seconds" ? `About ${value} s left` : `About ${value} min left`,
  savingZip: `Saving ${ZIP_FILE_NAME}…`,
  /**
   * The connection dropped mid-run: the photos wait, none is filed as failed, and the run goes on by itself.
   * Closing the tab meanwhile is safe: /upload offers to continue (RUN_COPY).
   */
  connectionLost: "Connection lost: the run goes on by itself as soon as the site can be reached again.",
  connectionLostDetail: "No photo is lost or charged twice. You can also close the tab and continue later.",
} as const;
