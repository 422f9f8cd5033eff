import { EXTENSION_COPY, MENU_IMAGE_MAX_BYTES } from "@photo-organizer/core";

/**
 * Where "Organize this image" put the image, or why it did not: saved (`failure` says why it was not analyzed
 * and so keeps its own name), skipped (the page's file is no image the site organizes; the site's own words),
 * or failed (nothing saved).
 */
export type ImageOutcome =
  | { saved: string; failure: string | null }
  | { skipped: string }
  | { failed: string };

/** Why an image of `bytes` is not organized from the page's menu (too large to hand over); null: it can be. */
export function menuImageRefusal(bytes: number): ImageOutcome | null {
  if (bytes <= MENU_IMAGE_MAX_BYTES) return null;
  return { skipped: EXTENSION_COPY.imageTooLargeForMenu(MENU_IMAGE_MAX_BYTES / (1024 * 1024)) };
}

/** The notification's text: what happened to the image, never a success that was not one. */
export function outcomeMessage(outcome: ImageOutcome): string {
  if ("skipped" in outcome) return outcome.skipped;
  if ("failed" in outcome) return EXTENSION_COPY.imageFailed(outcome.failed);
  return outcome.failure === null
    ? EXTENSION_COPY.savedImage(outcome.saved)
    : EXTENSION_COPY.savedUnanalyzed(outcome.saved, outcome.failure);
}
