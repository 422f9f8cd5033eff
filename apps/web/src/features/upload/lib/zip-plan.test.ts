import {
  failedEntryPath,
  manifestCsv,
  parseCsvRecords,
  UNSORTED_FOLDER as UNSORTED,
  zipEntryPath,
} from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { type Analysis, analysed, notAnalysed } from "./photo-step";
import { createZipPlanner, duplicateItem, MANIFEST_NAME, planZip, resultItem } from "./zip-plan";

const file = (name: string) => new File([name], name);
/** The batch's results for these photos, in selection order. */
const results = (photos: { file: File; analysis: Analysis | null }[]) =>
  photos.map(({ file, analysis }, i) => (analysis ? analysed(i, file, analysis) : notAnalysed(i, file)));

describe("planZip", () => {
  it("puts every photo in exactly once, analysed ones by category and failed ones in Unsorted", () => {
    const photos = [file("IMG_1.JPG"), file("IMG_2.png"), file("scan.jpg")];
    const { entries } = planZip(
      results([
        { file: photos[0] as File, analysis: { description: "A dog on a beach.", category: "Animals" } },
        { file: photos[1] as File, analysis: null },
        { file: photos[2] as File, analysis: { description: "Mountain lake at dawn", category: "Nature" } },
      ]),
    );
    expect(entries.map((e) => e.file)).toEqual(photos);
    expect(entries.map((e) => e.path)).toEqual([
      zipEntryPath("Animals", "A dog on a beach.", "IMG_1.JPG"),
      failedEntryPath("IMG_2.png"),
      zipEntryPath("Nature", "Mountain lake at dawn", "scan.jpg"),
    ]);
  });

  it("never gives two photos the same path, whether analysed or not", () => {
    const same = { description: "a red car", category: "Vehicles" };
    const { entries } = planZip(
      results([
        { file: file("1.jpg"), analysis: same },
        { file: file("2.jpg"), analysis: same },
        { file: file("a.jpg"), analysis: null },
        { file: file("a.jpg"), analysis: null },
        { file: file("A.JPG"), analysis: null },
      ]),
    );
    const lower = entries.map((e) => e.path.toLowerCase());
    expect(new Set(lower).size).toBe(entries.length);
    expect(lower).not.toContain(MANIFEST_NAME);
    expect(entries.slice(2).every((e) => e.path.startsWith(`${UNSORTED}/`))).toBe(true);
  });

  it("describes every entry in manifest.csv, with the core's CSV format", () => {
    const { entries, manifest } = planZip(
      results([
        { file: file("x.jpg"), analysis: { description: 'Sunset, over "the" sea', category: "Nature" } },
        { file: file("y.jpg"), analysis: null },
      ]),
    );
    expect(manifest).toBe(
      manifestCsv([
        {
          originalName: "x.jpg",
          zipPath: entries[0]?.path ?? "",
          category: "Nature",
          description: 'Sunset, over "the" sea',
          status: "ok",
        },
        {
          originalName: "y.jpg",
          zipPath: `${UNSORTED}/y.jpg`,
          category: UNSORTED,
          description: "",
          status: "failed",
        },
      ]),
    );
  });

  it("handles an empty batch", () => {
    expect(planZip([]).entries).toEqual([]);
  });

  it("names this part's ZIP only for photos it holds: a duplicate left out and an unreadable photo name none", () => {
    const planner = createZipPlanner({ zipFile: "organized_photos (part 2).zip" });
    const photo = resultItem(analysed(0, file("a.jpg"), { description: "A red car", category: "Vehicles" }));
    planner.add(photo);
    planner.listed(duplicateItem({ file: file("a copy.jpg"), of: 0, path: "" }));
    planner.unreadable(resultItem(notAnalysed(1, file("gone.jpg"))));
    const rows = parseCsvRecords(planner.manifest());
    expect(rows.map((row) => [row.original_name, row.zip_path, row.zip_file])).toEqual([
      ["a.jpg", "Vehicles/red_car.jpg", "organized_photos (part 2).zip"],
      ["a copy.jpg", "", ""],
      ["gone.jpg", "", ""],
    ]);
  });
});
