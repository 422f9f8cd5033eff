import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FOLDER_TOKENS, NAME_TOKENS, parseFolderPattern, parseNamePattern } from "./patterns.ts";

describe("parseFolderPattern", () => {
  it("reads tokens and the text between them, one list per folder level", () => {
    expect(parseFolderPattern("{year}/{category}")).toEqual({
      ok: true,
      value: [[{ token: "year" }], [{ token: "category" }]],
    });
    expect(parseFolderPattern("{category}/{year}-{month}")).toEqual({
      ok: true,
      value: [[{ token: "category" }], [{ token: "year" }, { text: "-" }, { token: "month" }]],
    });
    expect(parseFolderPattern("Photos {YEAR}")).toEqual({
      ok: true,
      value: [[{ text: "Photos " }, { token: "year" }]],
    });
  });

  it.each([
    ["{yaer}/{category}", "{yaer} is not a token of the folder pattern"],
    ["{description}", "{description} is not a token of the folder pattern"],
    ["{year", 'has a { without its }: "{year"'],
    ["{year/{category}", "{ without its }"],
    ["year}", "} without its {"],
    ["{year}//{category}", "empty folder level"],
    ["/{category}", "empty folder level"],
    ["{year}:{month}", 'cannot contain ":"'],
    ["{year}\\{month}", 'cannot contain "\\"'],
    ["{year}.{month}", 'cannot contain "."'],
    ["", "The folder pattern is empty."],
    ["{year}/{month}/{day}/{category}/{camera}", "more than 4 folder levels"],
    ["a".repeat(101), "longer than 100 characters"],
  ])("refuses %j, saying why", (pattern, message) => {
    const parsed = parseFolderPattern(pattern);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it("names the tokens a pattern may use when one is unknown", () => {
    const parsed = parseFolderPattern("{date}");
    expect(parsed).toEqual({
      ok: false,
      message:
        "{date} is not a token of the folder pattern. Use {category}, {year}, {month}, {month_name}, {day}, {camera}.",
    });
  });
});

describe("parseNamePattern", () => {
  it("reads the default and dated patterns", () => {
    expect(parseNamePattern("{description}")).toEqual({ ok: true, value: [{ token: "description" }] });
    expect(parseNamePattern("{date}_{time} {original}")).toEqual({
      ok: true,
      value: [{ token: "date" }, { text: "_" }, { token: "time" }, { text: " " }, { token: "original" }],
    });
  });

  it.each([
    ["{year}_{description}", "{year} is not a token of the name pattern"],
    ["{date}/{description}", "cannot contain /"],
    ["{description}*", 'cannot contain "*"'],
    ["   ", "The name pattern is empty."],
  ])("refuses %j, saying why", (pattern, message) => {
    const parsed = parseNamePattern(pattern);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toContain(message);
  });

  it("accepts any mix of its tokens and plain separators, and refuses any other token by name", () => {
    const piece = fc.oneof(
      fc.constantFrom(...NAME_TOKENS.map((t) => `{${t}}`)),
      fc.constantFrom("_", "-", " ", "x"),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const pattern = pieces.join("");
        fc.pre(pattern.trim() !== "");
        expect(parseNamePattern(pattern).ok).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z_]{1,12}$/).filter((t) => !(NAME_TOKENS as readonly string[]).includes(t)),
        (token) => {
          const parsed = parseNamePattern(`{date}_{${token}}`);
          expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining(`{${token}}`) });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z_]{1,12}$/).filter((t) => !(FOLDER_TOKENS as readonly string[]).includes(t)),
        (token) => {
          const parsed = parseFolderPattern(`{year}/{${token}}`);
          expect(parsed).toMatchObject({ ok: false, message: expect.stringContaining(`{${token}}`) });
        },
      ),
    );
  });
});
