import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";

/**
 * Folder and name patterns (#21): text with `{token}`s, e.g. `{year}/{category}` and `{date}_{description}`.
 * Parsing is strict so that a typo never silently becomes a folder called "{yaer}": an unknown token, a stray
 * brace, a character file systems refuse or an empty folder level is refused with a message naming it.
 */

export const FOLDER_TOKENS = ["category", "year", "month", "month_name", "day", "camera"] as const;
export const NAME_TOKENS = ["description", "date", "time", "original", "camera", "category"] as const;

export type FolderToken = (typeof FOLDER_TOKENS)[number];
export type NameToken = (typeof NAME_TOKENS)[number];
export type PatternToken = FolderToken | NameToken;

/** Today's ZIP: `Category/description.ext`. */
export const DEFAULT_FOLDER_PATTERN = "{category}";
export const DEFAULT_NAME_PATTERN = "{description}";
/** Longest pattern accepted, in characters. */
export const MAX_PATTERN_LENGTH = 100;
/** Most folder levels a folder pattern may make (keeps the longest path under 255 characters). */
export const MAX_FOLDER_LEVELS = 4;

/** Tokens that need the capture date: without one they say `Unknown date` instead. */
export const DATE_TOKENS: ReadonlySet<PatternToken> = new Set([
  "year",
  "month",
  "month_name",
  "day",
  "date",
  "time",
]);

export type PatternPiece = { readonly text: string } | { readonly token: PatternToken };

export type ParsedPattern<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

/** Text between tokens: letters, digits, spaces, `-` and `_` (what survives every file system and the naming rules). */
const LITERAL_CHARACTER = /^[\p{L}\p{M}\p{Nd} _-]$/u;

type Which = "folder" | "name";

function parsePieces(
  text: string,
  allowed: readonly PatternToken[],
  which: Which,
): ParsedPattern<PatternPiece[]> {
  const copy = ORGANIZATION_COPY.patternErrors;
  const pieces: PatternPiece[] = [];
  let literal = "";
  let index = 0;
  while (index < text.length) {
    const character = text[index] as string;
    if (character === "{") {
      const close = text.indexOf("}", index + 1);
      const nextOpen = text.indexOf("{", index + 1);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        return {
          ok: false,
          message: copy.unclosedBrace(which, text.slice(index, nextOpen === -1 ? undefined : nextOpen)),
        };
      }
      const name = text.slice(index + 1, close);
      const token = allowed.find((t) => t === name.trim().toLowerCase());
      if (!token) return { ok: false, message: copy.unknownToken(which, `{${name}}`, allowed) };
      if (literal) pieces.push({ text: literal });
      literal = "";
      pieces.push({ token });
      index = close + 1;
      continue;
    }
    if (character === "}") return { ok: false, message: copy.strayBrace(which) };
    const codePoint = String.fromCodePoint(text.codePointAt(index) as number);
    if (!LITERAL_CHARACTER.test(codePoint))
      return { ok: false, message: copy.badCharacter(which, codePoint) };
    literal += codePoint;
    index += codePoint.length;
  }
  if (literal) pieces.push({ text: literal });
  return { ok: true, value: pieces };
}

function checkLength(pattern: string, which: Which): string | undefined {
  const copy = ORGANIZATION_COPY.patternErrors;
  if (pattern.trim() === "") return copy.empty(which);
  if (pattern.length > MAX_PATTERN_LENGTH) return copy.tooLong(which, MAX_PATTERN_LENGTH);
  return undefined;
}

/** `{year}/{category}` → one list of pieces per folder level. */
export function parseFolderPattern(pattern: string): ParsedPattern<PatternPiece[][]> {
  const copy = ORGANIZATION_COPY.patternErrors;
  const lengthProblem = checkLength(pattern, "folder");
  if (lengthProblem) return { ok: false, message: lengthProblem };
  const levels = pattern.split("/");
  if (levels.length > MAX_FOLDER_LEVELS) return { ok: false, message: copy.tooManyLevels(MAX_FOLDER_LEVELS) };
  const parsed: PatternPiece[][] = [];
  for (const level of levels) {
    if (level.trim() === "") return { ok: false, message: copy.emptyLevel };
    const pieces = parsePieces(level, FOLDER_TOKENS, "folder");
    if (!pieces.ok) return pieces;
    parsed.push(pieces.value);
  }
  return { ok: true, value: parsed };
}

/** `{date}_{description}` → its pieces. A name pattern has no `/`: folders are the folder pattern's. */
export function parseNamePattern(pattern: string): ParsedPattern<PatternPiece[]> {
  const lengthProblem = checkLength(pattern, "name");
  if (lengthProblem) return { ok: false, message: lengthProblem };
  if (pattern.includes("/")) return { ok: false, message: ORGANIZATION_COPY.patternErrors.slashInName };
  return parsePieces(pattern, NAME_TOKENS, "name");
}
