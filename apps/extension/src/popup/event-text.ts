import { COLLECTION_COPY, MESSAGES, PLANS, type PlanId, planDisplayName } from "@photo-organizer/core";
import type { OrganizeEvent } from "@/features/upload/lib/organize";

/** The line the popup shows for an event of the organize flow: the website's toast texts, word for word. */
export function eventText(
  event: OrganizeEvent,
  plan: PlanId,
): { text: string; tone: "info" | "error" } | null {
  switch (event.kind) {
    case "limit-reached":
      return { text: MESSAGES.limitReached(PLANS[plan].monthlyLimit), tone: "error" };
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
      return { text: MESSAGES.processingComplete(event.processed, event.failed), tone: "info" };
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
