import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { DEFAULT_ORGANIZATION_SETTINGS } from "../organization/settings-rules.ts";
import { parseSettingsFile, settingsScheme } from "./settings-scheme.ts";

const broad = {
  ...DEFAULT_ORGANIZATION_SETTINGS,
  folders: [
    { name: "Pets & Wildlife", words: ["puppy"], categories: ["Animals" as const, "Marine Life" as const] },
    { name: "Food", words: [], categories: ["Food" as const] },
  ],
  otherPhotos: { folder: "Things" },
};

describe("settingsScheme", () => {
  it("maps a label to the own folder its category flows into, else the other-photos folder", () => {
    const { labels } = settingsScheme(broad);
    const [row] = labels([
      { file: "a.jpg", category: "Marine Life", alternatives: ["Animals", "Nature"], set: "s" },
    ]);
    expect(row).toEqual({ file: "a.jpg", category: "Pets & Wildlife", alternatives: ["Things"], set: "s" });
  });

  it("predicts the folder the server would choose, words first; failures stay failures", () => {
    const { folder } = settingsScheme(broad);
    expect(folder("People", "A girl holding a puppy")).toBe("Pets & Wildlife");
    expect(folder("Animals", "A cat")).toBe("Pets & Wildlife");
    expect(folder("Travel", "A beach")).toBe("Things");
    expect(folder("failed", "timeout")).toBe("failed");
  });

  it("with the default settings changes neither labels nor predictions", () => {
    const { labels, folder } = settingsScheme(DEFAULT_ORGANIZATION_SETTINGS);
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_NAMES), fc.string(), (category, description) => {
        expect(folder(category, description)).toBe(category);
        expect(labels([{ file: "x", category, alternatives: [], set: "" }])[0]?.category).toBe(category);
      }),
    );
  });

  it("reads a settings file by the API's rules, naming the bad field", () => {
    expect(parseSettingsFile(JSON.stringify(broad), "mine.json")).toEqual(broad);
    expect(() =>
      parseSettingsFile(JSON.stringify({ ...broad, folderPattern: "{yaer}" }), "mine.json"),
    ).toThrow(/mine.json.*\n.*folderPattern: \{yaer\} is not a token/);
  });
});
