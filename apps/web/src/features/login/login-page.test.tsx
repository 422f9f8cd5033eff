import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./login-page";

describe("safeReturnTo", () => {
  it.each([
    [null, "/"],
    ["/usage", "/usage"],
    ["/upload?x=1", "/upload?x=1"],
    ["https://evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["usage", "/"],
  ])("%j → %j", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
