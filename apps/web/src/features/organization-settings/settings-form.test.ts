import { DEFAULT_ORGANIZATION_SETTINGS } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { draftOf, previewPaths, settingsOf } from "./settings-form";

describe("the settings form", () => {
  it("previews today's paths with the defaults", () => {
    expect(previewPaths(DEFAULT_ORGANIZATION_SETTINGS)).toEqual([
      "Animals/golden_retriever_puppy_in_the_snow.jpg",
      "Celebrations/Two_kids_at_a_birthday_party_with_a_cake.nef",
      "Food/bowl_of_ramen_on_a_wooden_table.png",
    ]);
  });

  it("previews own folders by year and dated names, and an undated photo in Unknown_date", () => {
    const draft = {
      ...draftOf(DEFAULT_ORGANIZATION_SETTINGS),
      folderPattern: "{year}/{category}",
      namePattern: "{date}_{description}",
      folders: [
        { name: "Kids", words: "birthday, school", categories: "" },
        { name: "Pets", words: "", categories: "animals, marine life" },
      ],
      otherFolder: "Other",
    };
    const result = settingsOf(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.folders[1]?.categories).toEqual(["Animals", "Marine Life"]);
    expect(previewPaths(result.settings)).toEqual([
      "2024/Pets/2024-01-14_golden_retriever_puppy_in_the_snow.jpg",
      "2024/Kids/2024-06-02_Two_kids_at_a_birthday_party_with_a_cake.nef",
      "Unknown_date/Other/bowl_of_ramen_on_a_wooden_table.png",
    ]);
    expect(draftOf(result.settings).folders[1]?.categories).toBe("Animals, Marine Life");
  });

  it("says what is wrong, naming the bad token or category", () => {
    const defaults = draftOf(DEFAULT_ORGANIZATION_SETTINGS);
    expect(settingsOf({ ...defaults, folderPattern: "{yaer}" })).toMatchObject({
      ok: false,
      message: expect.stringContaining("{yaer} is not a token"),
    });
    expect(settingsOf({ ...defaults, folders: [{ name: "X", words: "", categories: "Pets" }] })).toEqual({
      ok: false,
      message: "Pets is not a category.",
      path: ["folders", 0, "categories"],
    });
  });

  it("says in words what to change when a folder is left unnamed or a name or word is too long", () => {
    const defaults = draftOf(DEFAULT_ORGANIZATION_SETTINGS);
    const folder = (name: string, words = "") => ({
      ...defaults,
      folders: [{ name, words, categories: "" }],
    });
    expect(settingsOf(folder(""))).toEqual({
      ok: false,
      message: "A folder needs a name with at least one letter or digit.",
      path: ["folders", 0, "name"],
    });
    expect(settingsOf(folder("Family holidays in the mountains with grandma"))).toEqual({
      ok: false,
      message: `"Family holidays in the mountains with grandma" is longer than 40 characters: shorten the folder's name.`,
      path: ["folders", 0, "name"],
    });
    const long = "grandparents-anniversary-celebration-2024";
    expect(settingsOf(folder("Family", `party, ${long}`))).toEqual({
      ok: false,
      message: `"${long}" is longer than 40 characters: a folder's words are single words or short phrases.`,
      path: ["folders", 0, "words", 1],
    });
    expect(settingsOf({ ...defaults, otherFolder: " " })).toEqual({
      ok: false,
      message: "Name the folder for everything else.",
      path: ["otherPhotos", "folder"],
    });
  });
});
