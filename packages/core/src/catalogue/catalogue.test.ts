import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue.ts";
import { CATEGORY_NAMES, isCategory, isCategoryName, UNSORTED } from "./category-names.ts";
import { tokenize } from "./keyword-match.ts";
import { CATEGORY_PRIORITY } from "./tie-break.ts";

describe("CATEGORY_NAMES (spec section 3)", () => {
  it("lists the 31 categories in catalogue order", () => {
    expect(CATEGORY_NAMES).toEqual([
      "Animals",
      "Architecture",
      "Art",
      "Celebrations",
      "Culture",
      "Craft",
      "Design",
      "Education",
      "Entertainment",
      "Fashion",
      "Fitness",
      "Food",
      "Health",
      "Historical",
      "Holiday",
      "Landmark",
      "Marine Life",
      "Misc",
      "Nature",
      "Outdoor Activities",
      "People",
      "Performing Art",
      "Photography",
      "Plants",
      "Season",
      "Sports",
      "Technology",
      "Travel",
      "Vehicles",
      "Weather",
      "Work",
    ]);
    expect(UNSORTED).toBe("Unsorted");
  });

  it.each([
    ["Animals", true, true],
    ["Marine Life", true, true],
    ["Unsorted", false, true],
    ["animals", false, false],
    ["", false, false],
    [42, false, false],
  ])("%j: category name %s, category %s", (value, name, category) => {
    expect(isCategoryName(value)).toBe(name);
    expect(isCategory(value)).toBe(category);
  });
});

describe("CATALOGUE", () => {
  it("has one entry per category, in catalogue order", () => {
    expect(CATALOGUE.map((entry) => entry.name)).toEqual([...CATEGORY_NAMES]);
  });

  it.each([
    ["Animals", ["cat", "dog", "bird", "fish"]],
    ["Food", ["coffee", "cake", "dinner"]],
    ["Nature", ["forest", "mountain", "sunset"]],
    // Issue #10 moved the spec's beach to Travel: a beach is where people go on holiday.
    ["Travel", ["beach", "resort", "hotel", "luggage", "passport"]],
    ["Vehicles", ["car", "train", "boat"]],
    ["Weather", ["rain", "snow", "storm"]],
  ])("keeps the spec's examples for %s", (name, examples) => {
    const entry = CATALOGUE.find((e) => e.name === name);
    expect(entry?.keywords).toEqual(expect.arrayContaining(examples));
  });

  it("has hundreds of keywords, at least 20 per category", () => {
    const total = CATALOGUE.reduce((sum, entry) => sum + entry.keywords.length, 0);
    expect(total).toBeGreaterThan(1500);
    for (const entry of CATALOGUE) expect(entry.keywords.length, entry.name).toBeGreaterThanOrEqual(20);
  });

  it("writes every keyword in lower case, as words the matcher can see", () => {
    for (const { keywords } of CATALOGUE) {
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(tokenize(keyword).join(" ")).toBe(keyword.replaceAll("-", " "));
      }
    }
  });

  it("maps each keyword to exactly one category", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name, keywords } of CATALOGUE) {
      for (const keyword of keywords) {
        const key = tokenize(keyword).join(" ");
        const previous = owner.get(key);
        if (previous !== undefined && previous !== name) clashes.push(`${key}: ${previous} / ${name}`);
        owner.set(key, name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("CATEGORY_PRIORITY", () => {
  it("ranks every category exactly once", () => {
    expect([...CATEGORY_PRIORITY].sort()).toEqual([...CATEGORY_NAMES].sort());
  });
});
