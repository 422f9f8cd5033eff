import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";

describe("MESSAGES: texts with values", () => {
  it.each([
    [MESSAGES.limitReached(25), "You've reached your monthly limit of 25 images."],
    [MESSAGES.limitReached(10_000), "You've reached your monthly limit of 10,000 images."],
    [MESSAGES.limitWarning(84), "You're approaching your monthly limit (84%)"],
    [MESSAGES.limitWarningDescription(4, "Free"), "4 images remaining on your Free plan."],
    [
      MESSAGES.remainingThisMonth(9_990, "Pro"),
      "You have 9,990 images remaining this month on your Pro plan.",
    ],
    [MESSAGES.planUpdated("VIP"), "Your plan has been updated to VIP"],
    [MESSAGES.filesSelected(3), "3 file(s) selected"],
    [MESSAGES.filesSelected(1), "1 file(s) selected"],
    [MESSAGES.currentPlan("Free"), "Current Plan: Free"],
    [MESSAGES.usageCount(12, 25), "12 / 25 images"],
    [MESSAGES.usageCount(1_234, 10_000), "1,234 / 10,000 images"],
    [MESSAGES.usagePercent(48), "48%"],
    [MESSAGES.usageResets("2026-11"), "Usage resets monthly. Current period: 2026-11"],
    [MESSAGES.processingFailed("Network down"), "Processing failed: Network down"],
    [MESSAGES.processingFailed(undefined), "Processing failed: Unknown error"],
    [MESSAGES.processingFailed(""), "Processing failed: Unknown error"],
    [MESSAGES.processingStarted(12), "Processing 12 photos..."],
    [MESSAGES.processingProgress(4, 12), "Processed 4/12 photos..."],
    [MESSAGES.processingComplete(12), "Processing complete! 12 photos processed."],
    [MESSAGES.processingComplete(10, 0), "Processing complete! 10 photos processed."],
    [MESSAGES.processingComplete(10, 2), "Processing complete! 10 photos processed, 2 failed."],
    [MESSAGES.analysisFailed("timeout"), "Analysis failed: timeout"],
    [MESSAGES.batchCap(20, "Free"), "Your Free plan processes up to 20 photos at once."],
    [MESSAGES.batchCapDropped(5, 20), "5 file(s) left out: only the first 20 are processed at once."],
    [
      MESSAGES.fileNotSupported("a.svg"),
      "a.svg was skipped: it is not a JPG, PNG, HEIC, WebP, AVIF, GIF, BMP, TIFF or camera RAW image.",
    ],
    [
      MESSAGES.fileTooLarge("b.jpg", "JPG", 15 * 1024 * 1024),
      "b.jpg was skipped: it is larger than 15MB, the most we accept for JPG.",
    ],
    [
      MESSAGES.uploadNote,
      "We accept JPG, PNG, HEIC, WebP, AVIF, GIF, BMP, TIFF and camera RAW (CR2, CR3, NEF, ARW, DNG, RAF, RW2, ORF, PEF) photos up to 15MB each (HEIC up to 30MB, BMP up to 100MB, TIFF up to 100MB and camera RAW up to 200MB).",
    ],
    [MESSAGES.fileEmpty("c.png"), "c.png was skipped: the file is empty."],
    [
      MESSAGES.freePlanSelected(25, 20),
      "The Free plan: 25 images a month, up to 20 at once. Sign up to start.",
    ],
    [MESSAGES.imageNotSupported("heic"), "Images in HEIC format are not supported."],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("MESSAGES: two-part toasts", () => {
  it.each([
    [MESSAGES.welcome, "Welcome!", "You are now logged in. You can start uploading your photos."],
    [MESSAGES.alreadySubscribed, "Already Subscribed", "This email is already subscribed to our newsletter."],
    [MESSAGES.subscribeSuccess, "Success!", "Thank you for subscribing."],
    [MESSAGES.subscribeFailure, "Error", "There was a problem with your subscription. Please try again."],
    [MESSAGES.contactSent, "Message sent!", "We'll get back to you as soon as possible."],
  ])("%j", (toast, title, description) => {
    expect(toast).toEqual({ title, description });
  });
});

describe("MESSAGES: the two spellings the spec keeps apart", () => {
  it.each([
    [MESSAGES.selectImagesFirst, "Please select photos first"],
    [MESSAGES.selectImagesFirstBatch, "Please select photos first."],
    [MESSAGES.signupLoading, "Loading..."],
    [MESSAGES.guardLoading, "Loading…"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
