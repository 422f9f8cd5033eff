import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";

/**
 * Quote check: every text the spec words must appear in product-spec.md exactly (the spec sits beside the
 * repository as `../shared/spec/`; the check is skipped where it is not, e.g. on a bare clone).
 * Templates are rendered with the spec's own placeholders.
 */
const SPEC_PATH = fileURLToPath(new URL("../../../../../shared/spec/product-spec.md", import.meta.url));
const hasSpec = existsSync(SPEC_PATH);

/** Texts of ours that the spec does not word (see messages.ts "own wording"). */
const OWN_WORDING = new Set<keyof typeof MESSAGES>([
  "uploadNote",
  "fileNotSupported",
  "fileDamaged",
  "limitLeft",
  "rawNotReadable",
  "fileTooLarge",
  "fileEmpty",
  "batchCap",
  "batchCapDropped",
  "freePlanSelected",
  "serverBusy",
  "tooManyAnalyses",
  "imageServiceUnavailable",
  "imageServiceTooSlow",
  "imageNotSupported",
  "imageDamaged",
  "imageTooManyPixels",
  "tooManyRequests",
  "tooManyPasswordAttempts",
  "formSubject",
  "usageCount",
  "usagePercent",
  "unexpectedAnswer",
  "serviceUnavailable",
  "serviceUnavailableHeld",
  "photoUnreadable",
  "chooseSaveLocation",
  "chooseSaveLocationHint",
  "acceptedFormats",
  "formatLimits",
  "pictureUnreadable",
  "photoTooManyPixels",
  "rawWithoutPreview",
  "photoIncomplete",
  "unreadableReason",
  "usageRowHeld",
  "usageHeldNote",
]);

/**
 * Spec texts that say "images" for the photos a user selected, worded "photos" here (DR 020): one word for
 * one thing on the upload screen. The rest of each text is still the spec's, checked with the spec's word.
 */
const PHOTOS_NOT_IMAGES = new Set<keyof typeof MESSAGES>([
  "browseImages",
  "processingImages",
  "signUpToUpload",
  "signUpToProcess",
  "selectImagesFirst",
  "selectImagesFirstBatch",
  "failedToProcessAny",
  "failedToProcess",
  "processingStarted",
  "processingProgress",
  "processingComplete",
]);
const asSpecWords = (text: string): string =>
  text.replaceAll("photos", "images").replaceAll("Photos", "Images");

function specForms(key: string, value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "object" && value !== null) {
    const { title, description } = value as { title: string; description: string };
    return [title, description];
  }
  const rendered: Record<string, string[]> = {
    currentPlan: [MESSAGES.currentPlan("{PLAN}")],
    usageResets: [MESSAGES.usageResets("{period}")],
    planUpdated: [MESSAGES.planUpdated("{PLAN}")],
    limitReached: [MESSAGES.limitReached(7).replace("7", "{limit}")],
    limitWarning: [MESSAGES.limitWarning(7).replace("7", "{percent}")],
    filesSelected: [MESSAGES.filesSelected(7).replace("7", "N")],
    limitWarningDescription: [MESSAGES.limitWarningDescription(7, "{plan}").replace("7", "{remaining}")],
    remainingThisMonth: [MESSAGES.remainingThisMonth(7, "{plan}").replace("7", "{remaining}")],
    processingFailed: [MESSAGES.processingFailed("{message or Unknown error}")],
    processingStarted: [MESSAGES.processingStarted(7).replace("7", "{n}")],
    processingProgress: [MESSAGES.processingProgress(7, 8).replace("7", "{done}").replace("8", "{total}")],
    processingComplete: [
      MESSAGES.processingComplete(7, 8).replace("7", "{n}").replace(", 8 failed", "[, {m} failed]"),
    ],
    analysisFailed: [MESSAGES.analysisFailed("{message}")],
  };
  const forms = rendered[key];
  if (!forms) throw new Error(`no spec form for MESSAGES.${key}`);
  return forms;
}

describe.skipIf(!hasSpec)("MESSAGES are quoted exactly from product-spec.md", () => {
  const spec = hasSpec ? readFileSync(SPEC_PATH, "utf8") : "";
  const keys = (Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>).filter((key) => !OWN_WORDING.has(key));

  it.each(keys)("MESSAGES.%s", (key) => {
    for (const form of specForms(key, MESSAGES[key])) {
      if (!PHOTOS_NOT_IMAGES.has(key)) expect(spec).toContain(form);
      else {
        expect(form).not.toMatch(/\bimages\b/i);
        expect(spec).toContain(asSpecWords(form));
      }
    }
  });
});
