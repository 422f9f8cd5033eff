import { CATALOGUE } from "./catalogue.ts";
import { CATEGORY_NAMES, type Category, type CategoryName, UNSORTED } from "./category-names.ts";
import {
  buildKeywordIndex,
  findKeywords,
  type KeywordEntry,
  type KeywordHit,
  longestAt,
  singularForms,
  tokenize,
} from "./keyword-match.ts";
import { CATEGORY_PRIORITY, PEOPLE_OPENING } from "./tie-break.ts";

const INDEX = buildKeywordIndex(CATALOGUE);

/**
 * Keywords that are also colour names. Used as an adjective — right before another keyword, as in "an
 * orange cat", "a violet dress", "a coral sunset" — they describe colour, not the subject, and are skipped.
 * "A bowl of oranges" and "an orange on a table" still count.
 */
export const COLOUR_KEYWORDS: ReadonlySet<string> = new Set([
  "orange",
  "lemon",
  "lime",
  "peach",
  "plum",
  "cherry",
  "chocolate",
  "coffee",
  "salmon",
  "coral",
  "lavender",
  "lilac",
  "violet",
  "rose",
  "mint",
  "sand",
  "stone",
  "moss",
  "wine",
  "honey",
  "mustard",
]);

function isColourAdjective(
  entry: KeywordEntry<CategoryName>,
  forms: readonly (readonly string[])[],
  position: number,
): boolean {
  if (entry.words.length !== 1 || !COLOUR_KEYWORDS.has(entry.keyword)) return false;
  return longestAt(INDEX, forms, position + 1) !== undefined;
}

/** Every keyword of the catalogue found in the description, left to right (longest keyword first). */
export function findCategoryKeywords(description: string): KeywordHit<CategoryName>[] {
  return findKeywords(INDEX, description, isColourAdjective);
}

/** The categories whose keywords the description contains, in catalogue order, each once. */
export function matchCategories(description: string): CategoryName[] {
  const found = new Set(findCategoryKeywords(description).map((hit) => hit.category));
  return CATEGORY_NAMES.filter((name) => found.has(name));
}

/** Tie-break rule 1 (tie-break.ts): does the description open with a person word? */
export function opensWithPeople(description: string): boolean {
  const forms = tokenize(description).map(singularForms);
  const limit = Math.min(forms.length, PEOPLE_OPENING.maxWords);
  for (let position = 0; position < limit; position++) {
    const word = forms[position]?.[0] ?? "";
    const next = forms[position + 1]?.[0];
    if (PEOPLE_OPENING.quantifiers.has(word) && next === "of") {
      position += 1;
      continue;
    }
    if (PEOPLE_OPENING.skipWords.has(word)) continue;
    return longestAt(INDEX, forms, position)?.category === "People";
  }
  return false;
}

/**
 * The category of the description's first keyword, when it comes within the opening words
 * (`PEOPLE_OPENING.maxWords`): describers name the main subject first. An experimental generalisation of
 * tie-break rule 1 that `eval:categorize` measures beside it.
 */
export function openingSubject(description: string): CategoryName | undefined {
  const [first] = findCategoryKeywords(description);
  return first && first.position < PEOPLE_OPENING.maxWords ? first.category : undefined;
}

export interface TieBreak {
  /**
   * Rule 1. "people": a description that opens with a person word is People (used). "subject": the first
   * keyword among the opening words decides, whatever its category (experimental). "none": skip rule 1.
   */
  readonly opening: "people" | "subject" | "none";
  /** Rule 2: among the matched categories, the first in this list wins. */
  readonly priority: readonly CategoryName[];
}

/** The tie-break `categorize` uses (tie-break.ts). */
export const DEFAULT_TIE_BREAK: TieBreak = { opening: "people", priority: CATEGORY_PRIORITY };

/** The spec's own rule, for comparison: the first matched category in catalogue order. */
export const CATALOGUE_ORDER_TIE_BREAK: TieBreak = { opening: "none", priority: CATEGORY_NAMES };

/** `categorize` with a chosen tie-break, so `eval:categorize` can compare rules on the same descriptions. */
export function categorizeWith(description: string, tieBreak: TieBreak): Category {
  const matched = new Set(matchCategories(description));
  if (matched.size === 0) return UNSORTED;
  if (tieBreak.opening === "people" && matched.has("People") && opensWithPeople(description)) return "People";
  if (tieBreak.opening === "subject") {
    const subject = openingSubject(description);
    if (subject) return subject;
  }
  return (
    tieBreak.priority.find((name) => matched.has(name)) ??
    CATEGORY_NAMES.find((name) => matched.has(name)) ??
    UNSORTED
  );
}

/**
 * The category of a photo from its description (D10): the matched categories, narrowed by the tie-break
 * rules of `tie-break.ts`; `Unsorted` when no keyword matches. Total: any string gives a category.
 */
export function categorize(description: string): Category {
  return categorizeWith(description, DEFAULT_TIE_BREAK);
}
