import { MESSAGES } from "@photo-organizer/core";
import type { UnreadableReason } from "./preview-protocol";

/** The toast naming a photo that could not be read, and why (it goes to Unsorted whole). */
export function unreadableMessage(fileName: string, reason: UnreadableReason): string {
  switch (reason.kind) {
    case "too_many_pixels":
      return MESSAGES.photoTooManyPixels(fileName, reason.width, reason.height);
    case "no_preview":
      return MESSAGES.rawWithoutPreview(fileName);
    case "incomplete":
      return MESSAGES.photoIncomplete(fileName);
    default:
      return MESSAGES.pictureUnreadable(fileName);
  }
}

/** The same reason for the photo's row in the results ("Not analyzed: …"), in our words, not the decoder's. */
export function unreadableReason(reason: UnreadableReason): string {
  const words = MESSAGES.unreadableReason;
  switch (reason.kind) {
    case "too_many_pixels":
      return words.tooManyPixels(reason.width, reason.height);
    case "no_preview":
      return words.noPreview;
    case "incomplete":
      return words.incomplete;
    default:
      return words.damaged;
  }
}
