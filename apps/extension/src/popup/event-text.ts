import { COLLECTION_COPY, MESSAGES, ORGANIZATION_COPY, planDisplayName } from "@photo-organizer/core";
import type { OrganizeEvent } from "@/features/upload/lib/organize";

/** The line the popup shows for an event of the organize flow: the website's toast texts, word for word. */
export function eventText(event: OrganizeEvent): { text: string; tone: "info" | "error" } | null {
  switch (event.kind) {
    // The server's own words, with the limit it counts by (the plan the popup read may be out of date).
    case "limit-reached":
      return { text: event.message, tone: "error" };
    case "refused":
      return { text: event.message, tone: "error" };
    case "quota-warning":
      return {
        text: `${MESSAGES.limitWarning(event.usage.percent)}. ${MESSAGES.limitWarningDescription(event.usage.remaining, planDisplayName(event.usage.plan))}`,
        tone: "info",
      };
    case "started":
      return { text: MESSAGES.processingStarted(event.count), tone: "info" };
    case "progress":
      return { text: MESSAGES.processingProgress(event.done, event.total), tone: "info" };
    case "complete":
      // Exact duplicates set aside are neither processed nor failed: said, or the count looks short.
      return {
        text: [
          MESSAGES.processingComplete(event.processed, event.failed),
          ...(event.duplicates > 0 ? [ORGANIZATION_COPY.duplicatesFound(event.duplicates)] : []),
        ].join(" "),
        tone: "info",
      };
    case "remaining":
      return {
        text: MESSAGES.remainingThisMonth(event.usage.remaining, planDisplayName(event.usage.plan)),
        tone: "info",
      };
    case "service-unavailable":
      return { text: MESSAGES.serviceUnavailable, tone: "error" };
    case "batch-renewed":
      return { text: COLLECTION_COPY.batchRenewed(event.left), tone: "info" };
    case "unreadable":
      return { text: MESSAGES.photoUnreadable(event.name), tone: "error" };
    case "none-succeeded":
      return { text: MESSAGES.failedToProcessAny, tone: "error" };
    case "download-complete":
      return { text: MESSAGES.downloadComplete, tone: "info" };
    case "cancelled":
      return null;
    case "error":
      return { text: MESSAGES.processingFailed(event.message), tone: "error" };
  }
}
