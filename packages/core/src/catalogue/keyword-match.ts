/**
 * Keyword matching for categorisation (D10): whole words, case-insensitive, plural-tolerant, multi-word
 * keywords. The spec's raw substring rule is what filed "education" (it contains "cat") under Animals; here
 * "education" is one word and only a keyword "education" matches it.
 */

/** Irregular plurals met in photo descriptions, mapped to the singular the catalogue uses. */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  people: "person",
  men: "man",
  feet: "foot",
  teeth: "tooth",
  geese: "goose",
  mice: "mouse",
  lice: "louse",
  oxen: "ox",
  dice: "dice",
  cacti: "cactus",
  fungi: "fungus",
  octopi: "octopus",
  alumni: "alumnus",
  larvae: "larva",
  antennae: "antenna",
  criteria: "criterion",
  phenomena: "phenomenon",
  wolves: "wolf",
  calves: "calf",
  halves: "half",
  leaves: "leaf",
  loaves: "loaf",
  shelves: "shelf",
  elves: "elf",
  thieves: "thief",
  scarves: "scarf",
  hooves: "hoof",
  knives: "knife",
  wives: "wife",
  lives: "life",
};

/**
 * Lower-cased words of a text: accents folded ("café" → "cafe"), possessive 's dropped ("Valentine's" →
 * "valentine"), split at everything that is not a letter or digit ("t-shirt" → "t", "shirt").
 */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]s\b/gu, "")
    .split(/[^\p{L}\p{Nd}]+/u)
    .filter((word) => word !== "");
}

/**
 * The forms a description word may stand for: itself and, when it looks like a plural, its singulars.
 * Every form is tried, so over-eager guesses ("bus" → "bu") cost nothing: they match no keyword.
 */
export function singularForms(word: string): string[] {
  const forms = new Set([word]);
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) forms.add(irregular);
  if (word.length > 3 && word.endsWith("men")) forms.add(`${word.slice(0, -3)}man`); // firemen, women
  if (word.endsWith("children")) forms.add(`${word.slice(0, -3)}`); // grandchildren → grandchild
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) {
    forms.add(word.slice(0, -1)); // cats, horses, pies
    if (word.endsWith("es")) forms.add(word.slice(0, -2)); // boxes, dresses, tomatoes
    if (word.endsWith("ies")) forms.add(`${word.slice(0, -3)}y`); // cherries, puppies
    if (word.endsWith("ves")) {
      forms.add(`${word.slice(0, -3)}f`); // scarves
      forms.add(`${word.slice(0, -3)}fe`); // knives
    }
  }
  return [...forms];
}

export interface KeywordEntry<C extends string> {
  readonly words: readonly string[];
  readonly category: C;
  readonly keyword: string;
}

export interface KeywordIndex<C extends string> {
  /** Keywords by their first word, longest first. */
  readonly byFirstWord: ReadonlyMap<string, readonly KeywordEntry<C>[]>;
}

export function buildKeywordIndex<C extends string>(
  catalogue: ReadonlyArray<{ name: C; keywords: readonly string[] }>,
): KeywordIndex<C> {
  const byFirstWord = new Map<string, KeywordEntry<C>[]>();
  for (const { name, keywords } of catalogue) {
    for (const keyword of keywords) {
      const words = tokenize(keyword);
      const [first] = words;
      if (first === undefined) continue;
      const list = byFirstWord.get(first) ?? [];
      list.push({ words, category: name, keyword });
      byFirstWord.set(first, list);
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirstWord };
}

export interface KeywordHit<C extends string> {
  readonly category: C;
  readonly keyword: string;
  /** Index of the hit's first word in the description's words. */
  readonly position: number;
}

function matchesAt(words: readonly string[], forms: readonly (readonly string[])[], start: number): boolean {
  return words.every((word, i) => forms[start + i]?.includes(word) ?? false);
}

/**
 * Every keyword found in the description, left to right. At each position the longest keyword wins and its
 * words are consumed, so "hot dog" is one Food hit and not also an Animals hit for "dog".
 * `skip(hit, next)` may drop a one-word hit given the following words (see the colour rule in
 * `categorize.ts`).
 */
export function findKeywords<C extends string>(
  index: KeywordIndex<C>,
  description: string,
  skip: (hit: KeywordEntry<C>, forms: readonly (readonly string[])[], position: number) => boolean = () =>
    false,
): KeywordHit<C>[] {
  const forms = tokenize(description).map(singularForms);
  const hits: KeywordHit<C>[] = [];
  let position = 0;
  while (position < forms.length) {
    const entry = longestAt(index, forms, position);
    if (entry && !skip(entry, forms, position)) {
      hits.push({ category: entry.category, keyword: entry.keyword, position });
      position += entry.words.length;
    } else {
      position += 1;
    }
  }
  return hits;
}

/** The longest keyword starting at `position`, if any. */
export function longestAt<C extends string>(
  index: KeywordIndex<C>,
  forms: readonly (readonly string[])[],
  position: number,
): KeywordEntry<C> | undefined {
  let best: KeywordEntry<C> | undefined;
  for (const form of forms[position] ?? []) {
    for (const entry of index.byFirstWord.get(form) ?? []) {
      if ((!best || entry.words.length > best.words.length) && matchesAt(entry.words, forms, position)) {
        best = entry;
      }
    }
  }
  return best;
}
