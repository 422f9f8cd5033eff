import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { DEFAULT_ORGANIZATION_SETTINGS, offeredFolders } from "../organization/settings-rules.ts";
import { checkFolderName, menuFolders, moveFolder } from "./review-folders.ts";
import {
  createReview,
  movePhotos,
  redo,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo,
} from "./review-state.ts";

const layout = { folderPattern: "{year}/{category}", namePattern: "{date}_{description}" } as const;
const dated = (day: number) => ({
  ...layout,
  date: { year: 2024, month: 5, day, hour: 9, minute: 0, second: 0 },
});
const learning = {
  embedding: Array.from({ length: 16 }, (_, i) => i),
  describedCategory: "Nature",
  neighbours: [],
};

function batch() {
  return createReview(
    [
      {
        originalName: "a.jpg",
        analysis: { description: "A sunset", category: "Nature", layout: dated(1), learning },
      },
      {
        originalName: "b.jpg",
        analysis: { description: "A dog", category: "Animals", folder: "Pets", layout: dated(2) },
      },
      { originalName: "c.jpg", analysis: { description: "A lake", category: "Nature", layout: dated(3) } },
    ],
    ["Kids", "Pets", "Unsorted"],
  );
}

describe("checkFolderName", () => {
  it("takes a name with a letter or digit, tidied, and answers an existing folder's spelling", () => {
    expect(checkFolderName("  Summer   trip ", [])).toEqual({ ok: true, name: "Summer trip" });
    expect(checkFolderName("pets", ["Pets"])).toEqual({ ok: true, name: "Pets" });
    expect(checkFolderName("Pets & Wildlife", ["pets wildlife"])).toEqual({
      ok: true,
      name: "pets wildlife",
    });
  });

  it.each([
    ["!!!", "at least one letter or digit"],
    ["x".repeat(41), "at most 40 characters"],
    ["CON", "Windows keeps for itself"],
    ["lpt1", "Windows keeps for itself"],
    ["duplicates", "duplicates folder"],
  ])("refuses %j, saying why", (wanted, message) => {
    const check = checkFolderName(wanted, []);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toContain(message);
  });

  it("any accepted name makes a Windows-safe folder that is not a device name", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (wanted) => {
        const check = checkFolderName(wanted, []);
        if (!check.ok) return;
        const state = moveFolder(batch(), "Nature", check.name);
        if (!state) return;
        for (const path of reviewPaths(state.photos)) {
          for (const level of path.split("/")) {
            expect(level).not.toMatch(/[<>:"\\|?*\p{Cc}]|^\s|[. ]$/u);
            expect(level.split(".")[0]).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/iu);
            expect(Array.from(level).length).toBeLessThanOrEqual(80 + 5);
          }
        }
      }),
    );
  });
});

describe("moveFolder", () => {
  it("renames a folder: its photos' final paths follow, under the account's patterns", () => {
    const state = moveFolder(batch(), "Nature", "Summer trip");
    expect(state && reviewPaths(state.photos)).toEqual([
      "2024/Summer_trip/2024-05-01_sunset.jpg",
      "2024/Pets/2024-05-02_dog.jpg",
      "2024/Summer_trip/2024-05-03_lake.jpg",
    ]);
    expect(state && reviewFolders(state.photos).map((f) => f.folder)).toEqual(["Pets", "Summer trip"]);
  });

  it("merges a folder into another, one step of Undo and Redo, the offered folders kept", () => {
    const start = batch();
    const merged = moveFolder(start, "Pets", "Nature");
    expect(merged?.photos.map((p) => p.folder)).toEqual(["Nature", "Nature", "Nature"]);
    const back = merged && undo(merged);
    expect(back?.photos).toBe(start.photos);
    expect(back?.offered).toEqual(["Kids", "Pets", "Unsorted"]);
    expect(back && redo(back)?.photos).toBe(merged?.photos);
  });

  it("does nothing for a folder onto itself or one with no photos", () => {
    expect(moveFolder(batch(), "Nature", "Nature")).toBeNull();
    expect(moveFolder(batch(), "Kids", "Nature")).toBeNull();
  });

  it("keeps every photo exactly once with a unique path, whatever folders are renamed or merged", () => {
    const names = fc.constantFrom("Nature", "Pets", "Kids", "Trips", "trips", "Summer trip");
    fc.assert(
      fc.property(fc.array(fc.tuple(names, names), { maxLength: 8 }), (steps) => {
        let state = batch();
        for (const [from, to] of steps) state = moveFolder(state, from, to) ?? state;
        const paths = reviewPaths(state.photos);
        expect(new Set(paths).size).toBe(3);
        expect(state.photos.map((p) => p.index)).toEqual([0, 1, 2]);
      }),
    );
  });

  it("a photo moved into an own folder teaches that folder", () => {
    const state = movePhotos(batch(), [0], "Kids").state;
    expect(reviewExamples(state.photos)).toEqual([
      { embedding: learning.embedding, category: "Kids", corrected: true },
    ]);
  });
});

describe("the folders Move to… offers", () => {
  it("are the offered ones, then any other the batch has now", () => {
    const state = moveFolder(batch(), "Nature", "Summer trip");
    expect(state && menuFolders(state)).toEqual(["Kids", "Pets", "Unsorted", "Summer trip"]);
  });

  it("without settings: the catalogue and Unsorted, as before", () => {
    expect(offeredFolders(DEFAULT_ORGANIZATION_SETTINGS)).toEqual([...CATEGORY_NAMES, "Unsorted"]);
  });

  it("with own folders: those, then the other-photos folder or the categories no folder takes", () => {
    const folders = [{ name: "Pets & Wildlife", words: [], categories: ["Animals" as const] }];
    expect(
      offeredFolders({ ...DEFAULT_ORGANIZATION_SETTINGS, folders, otherPhotos: { folder: "Other" } }),
    ).toEqual(["Pets & Wildlife", "Other"]);
    const kept = offeredFolders({ ...DEFAULT_ORGANIZATION_SETTINGS, folders });
    expect(kept[0]).toBe("Pets & Wildlife");
    expect(kept).not.toContain("Animals");
    expect(kept).toContain("Food");
  });
});
