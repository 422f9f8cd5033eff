import { EXTENSION_COPY } from "@photo-organizer/core";

/**
 * Where "Organize this image" put the image, or why it did not: saved (`failure` says why it was not analyzed
 * and so keeps its own name), skipped (the page's file is no image the site organizes; the site's own words),
 * or failed (nothing saved).
 */
export type ImageOutcome =
  | { saved: string; failure: string | null }
  | { skipped: string }
  | { failed: string };

/** The notification's text: what happened to the image, never a success that was not one. */
export function outcomeMessage(outcome: ImageOutcome): string {
  if ("skipped" in outcome) return outcome.skipped;
  if ("failed" in outcome) return EXTENSION_COPY.imageFailed(outcome.failed);
  return outcome.failure === null
    ? EXTENSION_COPY.savedImage(outcome.saved)
    : EXTENSION_COPY.savedUnanalyzed(outcome.saved, outcome.failure);
}
