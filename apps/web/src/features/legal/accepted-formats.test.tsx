import { MESSAGES } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/testing/render-route";
import { FAQ_ENTRIES } from "../faq/faq-page";
import { HELP_FAQ } from "../help/data/help-content";
import { PrivacyPage } from "./privacy-page";

/** D12: the upload note, the help centre, the FAQ and the privacy policy name the same formats and limits. */
describe("accepted formats, said the same way everywhere", () => {
  const everyFormat = ["JPG", "PNG", "HEIC", "WebP", "AVIF", "GIF", "BMP", "TIFF", "RAW", "CR3", "DNG"];

  it("the upload note names every format and the per-format limits", () => {
    for (const format of everyFormat) expect(MESSAGES.uploadNote).toContain(format);
    expect(MESSAGES.uploadNote).toContain(MESSAGES.formatLimits);
  });

  it.each([
    ["help centre", HELP_FAQ.find((q) => q.question.includes("file types"))?.answer],
    ["FAQ", FAQ_ENTRIES.find((q) => q.question.includes("file types"))?.answer],
  ])("the %s answer lists them with their limits", (_page, answer) => {
    expect(answer).toContain(MESSAGES.acceptedFormats);
    expect(answer).toContain(MESSAGES.formatLimits);
  });

  it("the privacy policy lists them with their limits", () => {
    const { container } = renderRoute(<PrivacyPage />, { path: "/privacy" });
    expect(container.textContent).toContain(MESSAGES.acceptedFormats);
    expect(container.textContent).toContain(MESSAGES.formatLimits);
  });
});
