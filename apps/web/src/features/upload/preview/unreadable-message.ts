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
