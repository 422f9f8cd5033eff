import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { organizationSettingsSchema } from "./organization-settings.ts";

/** Zod's own wording ("Too small: expected string to have >=1 characters"), which no user should read. */
const ZOD_WORDING = /^(Too (small|big)|Invalid)|expected /u;

const text = (maxLength: number) => fc.string({ maxLength });

/** Settings of the right shape with any lengths: what the panel or a script can send. */
const wellTypedSettings = fc.record({
  folderPattern: text(130),
  namePattern: text(130),
  folders: fc.array(
    fc.record({
      name: text(60),
      words: fc.array(text(50), { maxLength: 35 }),
      categories: fc.uniqueArray(fc.constantFrom(...CATEGORY_NAMES), { maxLength: 3 }),
    }),
    { maxLength: 55 },
  ),
  otherPhotos: fc.oneof(fc.constant("keep-category" as const), fc.record({ folder: text(60) })),
  duplicates: fc.constantFrom("skip" as const, "folder" as const),
  sidecars: fc.boolean(),
});

describe("the organization settings' checks", () => {
  it("say every problem of well-typed settings in our words, never the validator's", () => {
    fc.assert(
      fc.property(wellTypedSettings, (settings) => {
        const parsed = organizationSettingsSchema.safeParse(settings);
        for (const issue of parsed.success ? [] : parsed.error.issues)
          expect(issue.message).not.toMatch(ZOD_WORDING);
      }),
      { numRuns: 300 },
    );
  });

  it("names the limit a too long name, word or pattern passes", () => {
    const issues = (settings: object) => {
      const parsed = organizationSettingsSchema.safeParse({
        folderPattern: "{category}",
        namePattern: "{description}",
        folders: [],
        otherPhotos: "keep-category",
        duplicates: "skip",
        sidecars: false,
        ...settings,
      });
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(issues({ folders: [{ name: "x".repeat(41), words: [], categories: [] }] })[0]).toContain(
      "longer than 40 characters",
    );
    expect(
      issues({
        folders: [{ name: "Pets", words: Array.from({ length: 31 }, (_, i) => `w${i}`), categories: [] }],
      }),
    ).toEqual(["A folder can have up to 30 words."]);
    expect(issues({ namePattern: "{description}".repeat(8) })[0]).toBe(
      "The name pattern is longer than 100 characters.",
    );
    expect(issues({ otherPhotos: { folder: "" } })[0]).toBe("Name the folder for everything else.");
    // A word of ten thousand letters is quoted by its start, not sent back whole.
    const [word] = issues({ folders: [{ name: "Pets", words: ["w".repeat(10_000)], categories: [] }] });
    expect(word).toMatch(/^"w{80}…" is longer than 40 characters/);
  });
});
