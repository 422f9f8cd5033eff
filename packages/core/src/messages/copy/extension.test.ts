import { describe, expect, it } from "vitest";
import { EXTENSION_COPY } from "./extension.ts";

describe("the extension's texts", () => {
  it("after Sign in, says how to come back: the toolbar popup closes as the sign-in tab opens", () => {
    expect(EXTENSION_COPY.signInOpened).not.toMatch(/updates by itself/);
    expect(EXTENSION_COPY.signInOpened).toMatch(/click the Photo Organizer icon/);
  });

  it.each([
    [1, 1, "1 file left out: your allowance this month covers 1 more photo."],
    [3, 5, "3 files left out: your allowance this month covers 5 more photos."],
    [1_200, 0, "1,200 files left out: your allowance this month covers 0 more photos."],
  ])("says %i chosen photos left out when the month covers %i more", (dropped, remaining, text) => {
    expect(EXTENSION_COPY.allowanceDropped(dropped, remaining)).toBe(text);
  });
});
