import { describe, expect, it } from "vitest";
import { adminPasswordMatches } from "./admin.password.ts";

describe("adminPasswordMatches", () => {
  it.each([
    ["s3cret-Pass", "s3cret-Pass", true],
    ["s3cret-pass", "s3cret-Pass", false],
    ["s3cret-Pass ", "s3cret-Pass", false],
    ["", "s3cret-Pass", false],
    ["anything", undefined, false],
    ["", undefined, false],
    ["", "", false],
  ] as const)("%j against %j → %s", (candidate, configured, expected) => {
    expect(adminPasswordMatches(candidate, configured)).toBe(expected);
  });
});
