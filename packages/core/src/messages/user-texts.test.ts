import { describe, expect, it } from "vitest";
import * as core from "../index.ts";
import { privacyContradictions } from "./privacy.ts";
import { britishSpellings } from "./us-spelling.ts";

/** Every exported object of user-visible text: MESSAGES, the *_COPY and *_TEXTS objects, plans, privacy. */
const TEXT_EXPORTS = Object.entries(core).filter(([name]) =>
  /^(MESSAGES|PRIVACY|PRICING_PLANS|ROUTE_TITLES|.+_COPY|.+_TEXTS)$/.test(name),
);

/** Sample arguments for text templates: numbers for counts, words for names. */
const SAMPLES: unknown[][] = [[], [2, 3, 4], ["Free", "Pro", "VIP"], [2, "Free"], ["x.jpg", "JPG", 1024]];

/** Every string in `value`: nested objects and arrays walked, functions called with sample arguments. */
function strings(value: unknown, path: string, out: Array<[string, string]>, depth = 0): void {
  if (depth > 6) return;
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) strings(v, `${path}[${i}]`, out, depth + 1);
  } else if (typeof value === "function") {
    for (const args of SAMPLES) {
      try {
        strings((value as (...a: unknown[]) => unknown)(...args), `${path}()`, out, depth + 1);
      } catch {
        // A template that needs other arguments: another sample fits it.
      }
    }
  } else if (typeof value === "object" && value !== null) {
    for (const [key, v] of Object.entries(value)) strings(v, `${path}.${key}`, out, depth + 1);
  }
}

const ALL: Array<[string, string]> = [];
for (const [name, value] of TEXT_EXPORTS) strings(value, name, ALL);

describe("core's user-visible texts", () => {
  it("include every text object", () => {
    const names = TEXT_EXPORTS.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(["MESSAGES", "PRIVACY", "UPLOAD_COPY", "REVIEW_TEXTS"]));
    expect(ALL.length).toBeGreaterThan(300);
  });

  it("are in US spelling (organize, analyze, color)", () => {
    const british = ALL.flatMap(([path, text]) => britishSpellings(text).map((word) => `${path}: ${word}`));
    expect(british).toEqual([]);
  });

  it("never say that nothing is kept (D20: core's PRIVACY says what is)", () => {
    const wrong = ALL.flatMap(([path, text]) => privacyContradictions(text).map((s) => `${path}: ${s}`));
    expect(wrong).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it.each([
    ["Only a small preview is analysed, and nothing is kept.", ["analysed"], 1],
    ["Your organised photos", ["organised"], 0],
    ["We don't store your data.", [], 1],
    ["Organize photos; the preview is not stored.", [], 0],
    ["Your data is not stored.", [], 1],
    ["Your originals never leave your browser.", [], 0],
  ])("%j", (text, british, contradictions) => {
    expect(britishSpellings(text)).toEqual(british);
    expect(privacyContradictions(text)).toHaveLength(contradictions);
  });
});
