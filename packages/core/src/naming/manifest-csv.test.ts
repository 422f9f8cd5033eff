import { describe, expect, it } from "vitest";
import { type ManifestRow, manifestCsv } from "./manifest-csv.ts";

describe("manifestCsv (D6)", () => {
  it("writes a header and one CRLF-terminated row per photo", () => {
    const rows: ManifestRow[] = [
      {
        originalName: "IMG_1.JPG",
        zipPath: "Animals/cat_on_a_sofa.jpg",
        category: "Animals",
        description: "A cat on a sofa, sleeping.",
        status: "ok",
        format: "jpeg",
      },
      {
        originalName: "=evil().jpg",
        zipPath: "Unsorted/=evil().jpg",
        category: "Unsorted",
        description: "",
        status: "failed",
      },
    ];
    expect(manifestCsv(rows)).toBe(
      "original_name,zip_path,category,description,status,format\r\n" +
        'IMG_1.JPG,Animals/cat_on_a_sofa.jpg,Animals,"A cat on a sofa, sleeping.",ok,jpeg\r\n' +
        "'=evil().jpg,Unsorted/=evil().jpg,Unsorted,,failed,\r\n",
    );
  });

  it("is only the header for no rows", () => {
    expect(manifestCsv([])).toBe("original_name,zip_path,category,description,status,format\r\n");
  });

  it("names the photo a duplicate repeats, in a column only when the batch has duplicates", () => {
    const kept: ManifestRow = {
      originalName: "IMG_1.JPG",
      zipPath: "Animals/cat.jpg",
      category: "Animals",
      description: "A cat",
      status: "ok",
      format: "jpeg",
    };
    const copy: ManifestRow = {
      originalName: "IMG_1 copy.JPG",
      zipPath: "",
      category: "",
      description: "",
      status: "duplicate",
      format: "jpeg",
      duplicateOf: "Animals/cat.jpg",
    };
    expect(manifestCsv([kept, copy])).toBe(
      "original_name,zip_path,category,description,status,format,duplicate_of\r\n" +
        "IMG_1.JPG,Animals/cat.jpg,Animals,A cat,ok,jpeg,\r\n" +
        "IMG_1 copy.JPG,,,,duplicate,jpeg,Animals/cat.jpg\r\n",
    );
  });

  it("names, in a continued run, the ZIP that holds each photo", () => {
    const first: ManifestRow = {
      originalName: "a.jpg",
      zipPath: "Animals/cat.jpg",
      category: "Animals",
      description: "A cat",
      status: "ok",
      format: "jpeg",
      zipFile: "organized_photos.zip",
    };
    const second: ManifestRow = {
      ...first,
      originalName: "b.jpg",
      zipPath: "Animals/cat_2.jpg",
      zipFile: "organized_photos (part 2).zip",
    };
    expect(manifestCsv([first, second])).toBe(
      "original_name,zip_path,category,description,status,format,zip_file\r\n" +
        "a.jpg,Animals/cat.jpg,Animals,A cat,ok,jpeg,organized_photos.zip\r\n" +
        "b.jpg,Animals/cat_2.jpg,Animals,A cat,ok,jpeg,organized_photos (part 2).zip\r\n",
    );
  });
});
