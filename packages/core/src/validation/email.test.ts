import { describe, expect, it } from "vitest";
import { normalizeEmail, validateEmail } from "./email.ts";

const REQUIRED = "Please enter your email address";
const INVALID = "Please enter a valid email address";

describe("validateEmail (spec section 5)", () => {
  it.each([
    ["ada@example.com", null],
    ["  ada@example.com  ", null],
    ["first.last+tag@mail.example.co.uk", null],
    ["jörg@bücher.de", null],
    ["", REQUIRED],
    ["   ", REQUIRED],
    ["ada", INVALID],
    ["ada@", INVALID],
    ["@example.com", INVALID],
    ["ada@example", INVALID],
    ["ada@example.", INVALID],
    ["ada@.example.com", INVALID],
    ["ada@@example.com", INVALID],
    ["ada lovelace@example.com", INVALID],
    ["ada@exa mple.com", INVALID],
    [`${"a".repeat(250)}@example.com`, INVALID],
  ])("%j → %j", (input, expected) => {
    expect(validateEmail(input)).toBe(expected);
  });
});

describe("normalizeEmail", () => {
  it.each([
    [" Ada@Example.COM ", "ada@example.com"],
    ["ada@example.com", "ada@example.com"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });
});
