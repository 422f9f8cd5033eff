import { MESSAGES, ORGANIZATION_COPY } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { eventText } from "./event-text";

describe("the panel's line for an event of the organize flow", () => {
  it("says the server's refusal in its own words, as the website's toast does", () => {
    const message = "You've reached your monthly limit of 25 images.";
    expect(eventText({ kind: "limit-reached", message })).toEqual({ text: message, tone: "error" });
    // Not the limit of the plan the popup read: the server's, whatever it is.
    expect(eventText({ kind: "limit-reached", message: "Only 5 left." })?.text).toBe("Only 5 left.");
  });

  it("says how many exact duplicates were set aside, so the count adds up", () => {
    expect(eventText({ kind: "complete", processed: 10, failed: 1, duplicates: 2 })?.text).toBe(
      `${MESSAGES.processingComplete(10, 1)} ${ORGANIZATION_COPY.duplicatesFound(2)}`,
    );
    expect(eventText({ kind: "complete", processed: 10, failed: 0, duplicates: 0 })?.text).toBe(
      MESSAGES.processingComplete(10, 0),
    );
  });
});
