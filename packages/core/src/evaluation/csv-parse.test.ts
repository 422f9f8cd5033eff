import { describe, expect, it } from "vitest";
import { manifestCsv } from "../naming/manifest-csv.ts";
import { parseCsv, parseCsvRecords } from "./csv-parse.ts";

describe("parseCsv (RFC 4180)", () => {
  it.each([
    [
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "a,b\r\n1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    ['x,"y, with comma"\n', [["x", "y, with comma"]]],
    ['"say ""hi"""\n', [['say "hi"']]],
    ['"two\nlines",z\n', [["two\nlines", "z"]]],
    ["a,,c\n", [["a", "", "c"]]],
    ["\uFEFFa,b\n", [["a", "b"]]],
    ["", []],
  ])("%j → %j", (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it("rejects an unterminated quoted field", () => {
    expect(() => parseCsv('"open')).toThrow("quoted field");
  });

  it("reads back what manifestCsv writes", () => {
    const row = {
      originalName: 'a "b", c.jpg',
      zipPath: "Unsorted/a b c.jpg",
      category: "Unsorted",
      description: "line one\nline two",
      status: "failed" as const,
      format: "heic",
    };
    expect(parseCsvRecords(manifestCsv([row]))).toEqual([
      {
        original_name: 'a "b", c.jpg',
        zip_path: "Unsorted/a b c.jpg",
        category: "Unsorted",
        description: "line one\nline two",
        status: "failed",
        format: "heic",
      },
    ]);
  });
});
