import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.ts";

const site = "http://localhost:3000";

describe("safeReturnTo", () => {
  it.each([
    ["/upload", "/upload"],
    ["/usage?tab=1#top", "/usage?tab=1#top"],
    ["/a/../admin", "/admin"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeReturnTo(input, site)).toBe(expected);
  });

  it.each([
    [undefined],
    [""],
    ["upload"],
    ["https://evil.example/"],
    ["//evil.example/x"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["javascript:alert(1)"],
    [`${site}/faq`],
    [`/${"x".repeat(2100)}`],
  ])("sends %s to /", (input) => {
    expect(safeReturnTo(input, site)).toBe("/");
  });
});
