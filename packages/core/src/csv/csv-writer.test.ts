import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../evaluation/csv-parse.ts";
import { csvDocument, csvField } from "./csv-writer.ts";

describe("csvField (RFC 4180, formula-safe)", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "cheese"', '"say ""cheese"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["=1+1", "'=1+1"],
    ["+44 20", "'+44 20"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tindent", "'\tindent"],
    ["a=b", "a=b"],
    ["Unicode ✓ café", "Unicode ✓ café"],
  ])("%j → %j", (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });
});

describe("csvDocument", () => {
  it("writes a header and CRLF-terminated rows, every cell guarded", () => {
    expect(
      csvDocument(
        ["email", "list"],
        [
          ["=cmd|' /C calc'!A0@x.io", "main"],
          ["ann@example.com", "a,b"],
        ],
      ),
    ).toBe("email,list\r\n'=cmd|' /C calc'!A0@x.io,main\r\nann@example.com,\"a,b\"\r\n");
  });

  it("reads back as the same cells (apart from the guard), and no cell starts a formula", () => {
    const cell = fc.string({ unit: "binary", maxLength: 20 });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const parsed = parseCsv(csvDocument(["a", "b"], rows));
        expect(parsed.slice(1)).toHaveLength(rows.length);
        parsed.slice(1).forEach((record, i) => {
          record.forEach((value, j) => {
            expect(value).not.toMatch(/^[=+\-@\t\r]/);
            const original = rows[i]?.[j] ?? "";
            expect(value === original || value === `'${original}`).toBe(true);
          });
        });
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});
