import { ZIP_FILE_NAME } from "../../naming/file-names.ts";
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
  /** Signed in, the first step ("Sign in to your account.") is already done and left out. */
  howItWorksSteps: (batchCap: number, signedIn = false): string[] => [
    ...(signedIn ? [] : ["Sign in to your account."]),
    `Select your photos: up to ${batchCap} at once, in any format the note above lists.`,
    "Click Organize Photos.",
    "Our AI describes, renames and sorts every photo into a category folder.",
    `Download ${ZIP_FILE_NAME} with all your original photos, organized.`,
  ],
  removeFile: (name: string): string => `Remove ${name}`,
  clearAll: "Clear all",
  cancel: "Cancel",
  progressLabel: "Organizing progress",
  organizingTitle: "Organizing your photos",
  starting: "Getting ready…",
  progressCounts: (done: number, total: number): string => `${done} of ${total} photos`,
  progressFailed: (failed: number): string => `${failed} failed`,
  estimating: "Estimating time left…",
  timeLeft: (value: number, unit: "seconds" | "minutes"): string =>
    unit === "seconds" ? `About ${value} s left` : `About ${value} min left`,
  savingZip: `Saving ${ZIP_FILE_NAME}…`,
} as const;
