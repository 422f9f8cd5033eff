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
});
