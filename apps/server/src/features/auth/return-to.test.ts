import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.ts";

const site = "http://localhost:3000";

describe("safeReturnTo", () => {
  it.each([
    ["/upload", "/upload"],
    ["/usage?tab=1#top", "/usage?tab=1#top"],
    ["/a/../admin", "/admin"],
    ["/./usage", "/usage"],
    ["/../upload", "/upload"],
    ["/photos%2Fnew", "/photos%2Fnew"],
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
    // Tricks that only become another host once the path is normalised or decoded.
    ["/..//evil.example/phish"],
    ["/./..//evil.example"],
    ["/a/../..//evil.example"],
    ["/.//evil.example"],
    ["/%2e%2e//evil.example"],
    ["/%2E%2E/%2E%2E//evil.example"],
    ["/%2F%2Fevil.example"],
    ["/%2f/evil.example"],
    ["/%5Cevil.example"],
    ["/%5C%5Cevil.example"],
    ["///evil.example"],
    ["/\\/evil.example"],
    ["/%09/evil.example"],
    ["http://evil.example/"],
    ["https:evil.example"],
    ["HTTP://evil.example"],
    ["//localhost:3000@evil.example"],
  ])("sends %s to /", (input) => {
    expect(safeReturnTo(input, site)).toBe("/");
  });
});
