import { describe, expect, it } from "vitest";
import { unreadableMessage, unreadableReason } from "./unreadable-message";

describe("a photo that could not be read", () => {
  it("is named in the toast and explained in its row, both in words a user knows", () => {
    const huge = { kind: "too_many_pixels", width: 30000, height: 20000 } as const;
    expect(unreadableMessage("pano.tif", huge)).toMatch(
      /^pano\.tif is too large to open \(30,000 × 20,000 pixels\)/,
    );
    expect(unreadableReason(huge)).toBe("It is too large to open (30,000 × 20,000 pixels)");
    expect(unreadableReason({ kind: "no_preview" })).toBe("It has no preview image we can read");
    expect(unreadableReason({ kind: "incomplete" })).toBe("The file ends before its picture does");
    expect(unreadableReason({ kind: "damaged" })).toBe("The file could not be read; it may be damaged");
  });
});
