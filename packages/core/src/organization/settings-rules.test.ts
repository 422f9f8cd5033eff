import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type OrganizationSettings, organizationSettingsSchema } from "../api/organization-settings.ts";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import {
  createExampleMapper,
  createFolderChooser,
  DEFAULT_ORGANIZATION_SETTINGS,
  effectiveSettings,
  MAX_OWN_FOLDERS,
  settingsProblems,
} from "./settings-rules.ts";

const broad: OrganizationSettings = {
  ...DEFAULT_ORGANIZATION_SETTINGS,
  folders: [
    { name: "Kids", words: ["my children", "school", "birthday party"], categories: [] },
    { name: "Pets & Wildlife", words: ["dog"], categories: ["Animals", "Marine Life"] },
  ],
  otherPhotos: { folder: "Unsorted" },
};

describe("createFolderChooser", () => {
  const choose = createFolderChooser(broad);

  it("files by the folder's words first, plural or not, any case", () => {
    expect(choose({ category: "People", description: "Two kids at their school gate" })).toBe("Kids");
    expect(choose({ category: "Celebrations", description: "Balloons at a Birthday Parties hall" })).toBe(
      "Kids",
    );
    expect(choose({ category: "Food", description: "Dogs eating pizza" })).toBe("Pets & Wildlife");
  });

  it("then by the catalogue categories flowing into a folder, then the other-photos rule", () => {
    expect(choose({ category: "Marine Life", description: "A sea turtle" })).toBe("Pets & Wildlife");
    expect(choose({ category: "Food", description: "A bowl of soup" })).toBe("Unsorted");
    const keep = createFolderChooser({ ...broad, otherPhotos: "keep-category" });
    expect(keep({ category: "Food", description: "A bowl of soup" })).toBe("Food");
  });

  it("with the default settings keeps the catalogue category", () => {
    const choose = createFolderChooser(DEFAULT_ORGANIZATION_SETTINGS);
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_NAMES, "Unsorted"), fc.string(), (category, description) => {
        expect(choose({ category, description })).toBe(category);
      }),
    );
  });

  it("always answers one of the user's folders, the photo's category or the other-photos folder", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_NAMES), fc.string(), (category, description) => {
        expect(["Kids", "Pets & Wildlife", "Unsorted"]).toContain(choose({ category, description }));
      }),
    );
  });
});

describe("settingsProblems and the API schema", () => {
  it("accepts the defaults and a broad own scheme", () => {
    expect(settingsProblems(DEFAULT_ORGANIZATION_SETTINGS)).toEqual([]);
    expect(organizationSettingsSchema.safeParse(broad).success).toBe(true);
  });

  it.each<[Partial<OrganizationSettings>, string, string]>([
    [{ folderPattern: "{yaer}" }, "folderPattern", "{yaer} is not a token of the folder pattern"],
    [{ namePattern: "{date}/{description}" }, "namePattern", "cannot contain /"],
    [
      {
        folders: [
          { name: "Trips", words: [], categories: [] },
          { name: "trips", words: [], categories: [] },
        ],
      },
      "folders.1.name",
      'There are two folders named "trips"',
    ],
    [
      { folders: [{ name: "!!!", words: [], categories: [] }] },
      "folders.0.name",
      "at least one letter or digit",
    ],
    [{ folders: [{ name: "Duplicates", words: [], categories: [] }] }, "folders.0.name", "duplicates folder"],
    // Plain text first in the folder pattern would put every photo in with the copies set aside.
    [{ folderPattern: "duplicates/{year}" }, "folderPattern", '"duplicates" is the duplicates folder'],
    [
      {
        folders: [
          { name: "Pets", words: [], categories: ["Animals"] },
          { name: "Wild", words: [], categories: ["Animals"] },
        ],
      },
      "folders.1.categories",
      'Animals flows into two folders, "Pets" and "Wild"',
    ],
    [{ otherPhotos: { folder: "--" } }, "otherPhotos.folder", "Name the folder for everything else"],
  ])("refuses %j at the field, saying why", (change, path, message) => {
    const result = organizationSettingsSchema.safeParse({ ...DEFAULT_ORGANIZATION_SETTINGS, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path.join(".") === path);
    expect(issue?.message).toContain(message);
  });

  it(`refuses more than ${MAX_OWN_FOLDERS} folders and unknown categories`, () => {
    const many = Array.from({ length: MAX_OWN_FOLDERS + 1 }, (_, i) => ({
      name: `F${i}`,
      words: [],
      categories: [],
    }));
    expect(
      organizationSettingsSchema.safeParse({ ...DEFAULT_ORGANIZATION_SETTINGS, folders: many }).success,
    ).toBe(false);
    const unknown = [{ name: "X", words: [], categories: ["Secret plans"] }];
    expect(
      organizationSettingsSchema.safeParse({ ...DEFAULT_ORGANIZATION_SETTINGS, folders: unknown }).success,
    ).toBe(false);
  });

  it("applies saved settings only while the plan has the feature", () => {
    expect(effectiveSettings(broad, true)).toBe(broad);
    expect(effectiveSettings(broad, false)).toBe(DEFAULT_ORGANIZATION_SETTINGS);
    expect(effectiveSettings(undefined, true)).toBe(DEFAULT_ORGANIZATION_SETTINGS);
  });
});

describe("createExampleMapper", () => {
  it("lets a catalogue example vote where its category flows now, an own folder's for that folder", () => {
    const inScheme = createExampleMapper(broad);
    expect(inScheme("Marine Life")).toBe("Pets & Wildlife");
    expect(inScheme("Food")).toBe("Unsorted");
    expect(inScheme("kids")).toBe("Kids");
    expect(inScheme("Unsorted")).toBe("Unsorted");
  });

  it("drops an example of a folder the settings no longer have; the defaults keep every category", () => {
    expect(createExampleMapper(broad)("Receipts")).toBeNull();
    const defaults = createExampleMapper(DEFAULT_ORGANIZATION_SETTINGS);
    expect(defaults("Kids")).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_NAMES, "Unsorted"), (category) => {
        expect(defaults(category)).toBe(category);
      }),
    );
  });
});
