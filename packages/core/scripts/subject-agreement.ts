/**
 * `npm run eval:subjects -- --descriptions <local.jsonl> --reference <vlm.jsonl> [--labels <labels.csv>]`
 *
 * "Subject agreement": of the photos both files describe, the share whose local sentence names a main subject
 * compatible with the reference sentence's (a large vision-language model's, dev's descriptions-vlm.jsonl):
 * the head of each sentence's subject phrase (core's `subjectWords`, with every ending WordNet knows:
 * "a golden retriever" is a golden retriever and a retriever) is the same WordNet noun, a synonym, a hypernym or a hyponym of the
 * other's, through any of their noun senses. The top of WordNet (entity, object, whole, artifact, …: every
 * synset no more than `GENERAL_DEPTH` steps below the root) does not count as a hypernym, so "an object"
 * agrees with nothing. A sentence that names nothing agrees with nothing: saying less is not rewarded, naming
 * the wrong thing is not punished beyond that. Printed overall and per set (`--labels`), with how many local
 * sentences name a subject at all and how often a named one agrees. `--pairs` lists, after the figures, every
 * pair that does not agree, by set, to read where the local describer names something else.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { subjectWords } from "../src/catalogue/categorize.ts";
import { singularForms } from "../src/catalogue/keyword-match.ts";
import { parseDescriptions, parseLabels } from "../src/evaluation/categorization-score.ts";
import { readIndex, readSynsets, type Synset, wordnetDictionary } from "./generate-lexicon.ts";

export const USAGE =
  "usage: npm run eval:subjects -- --descriptions <local.jsonl> --reference <vlm.jsonl> [--labels <labels.csv>] [--pairs]";

/** Synsets this close to WordNet's root are too general to count as a sentence's subject's hypernym. */
const GENERAL_DEPTH = 4;

export type WordNet = { synsets: Map<string, Synset>; index: Map<string, string[]> };

/**
 * A lemma as a sentence's words spell it: WordNet writes "jack-o'-lantern" and "four-poster" with their
 * hyphens and apostrophes, the words a sentence is read into have none ("jack", "o", "lantern"); without
 * this "a four-poster" was read as a poster and "a jack-o'-lantern" only as a lantern.
 */
export const lemmaKey = (lemma: string): string => lemma.replace(/[^a-z0-9]+/g, "_");

export function loadWordNet(dict = wordnetDictionary()): WordNet {
  const index = new Map<string, string[]>();
  for (const [lemma, offsets] of readIndex(dict)) {
    const key = lemmaKey(lemma);
    index.set(key, [...new Set([...(index.get(key) ?? []), ...offsets])]);
  }
  return { synsets: readSynsets(dict), index };
}

/**
 * The synsets (any sense) of every ending of the subject's words WordNet knows as a noun: "a white daisy" is
 * a white daisy and a daisy.
 */
export function subjectSynsets(wordnet: WordNet, description: string): string[] {
  const words = subjectWords(description);
  const found: string[] = [];
  for (let start = 0; start < words.length; start++) {
    const ending = words.slice(start);
    const last = ending.at(-1) ?? "";
    for (const form of singularForms(last)) {
      const spelled = [...ending.slice(0, -1), form];
      found.push(...(wordnet.index.get(spelled.join("_")) ?? []));
      // A compound written open where WordNet writes it closed: "a pot pie" is a potpie, "a sea shell" a seashell.
      if (spelled.length > 1) found.push(...(wordnet.index.get(spelled.join("")) ?? []));
    }
  }
  return [...new Set(found)];
}

function ancestors(wordnet: WordNet, offset: string, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(offset);
  if (known) return known;
  const found = new Set<string>([offset]);
  memo.set(offset, found);
  for (const parent of wordnet.synsets.get(offset)?.hypernyms ?? [])
    for (const a of ancestors(wordnet, parent, memo)) found.add(a);
  return found;
}

/** Steps from the root along the longest hypernym path (entity 0, physical entity 1, object 2, …). */
function depth(wordnet: WordNet, offset: string, memo: Map<string, number>): number {
  const known = memo.get(offset);
  if (known !== undefined) return known;
  memo.set(offset, 0);
  const parents = wordnet.synsets.get(offset)?.hypernyms ?? [];
  const d = parents.length === 0 ? 0 : 1 + Math.max(...parents.map((p) => depth(wordnet, p, memo)));
  memo.set(offset, d);
  return d;
}

export function agreementJudge(wordnet: WordNet) {
  const ancestorMemo = new Map<string, Set<string>>();
  const depthMemo = new Map<string, number>();
  const specific = (offset: string) => depth(wordnet, offset, depthMemo) > GENERAL_DEPTH;
  /** Whether the two sentences' subjects are one noun, synonyms, or one a kind of the other. */
  return (local: string, reference: string): boolean => {
    const a = subjectSynsets(wordnet, local);
    const b = subjectSynsets(wordnet, reference);
    return a.some((x) =>
      b.some(
        (y) =>
          x === y ||
          (specific(x) && ancestors(wordnet, y, ancestorMemo).has(x)) ||
          (specific(y) && ancestors(wordnet, x, ancestorMemo).has(y)),
      ),
    );
  };
}

export function subjectAgreement(
  local: ReadonlyMap<string, string>,
  reference: ReadonlyMap<string, string>,
  setOf: (file: string) => string,
  wordnet: WordNet = loadWordNet(),
  listPairs = false,
): string {
  const agrees = agreementJudge(wordnet);
  const groups = new Map<string, { total: number; named: number; agreed: number }>();
  const tally = (name: string, named: boolean, agreed: boolean) => {
    const g = groups.get(name) ?? { total: 0, named: 0, agreed: 0 };
    g.total += 1;
    if (named) g.named += 1;
    if (agreed) g.agreed += 1;
    groups.set(name, g);
  };
  const disagreements: string[] = [];
  for (const [file, vlm] of reference) {
    const sentence = local.get(file);
    if (sentence === undefined) continue;
    const named = subjectSynsets(wordnet, sentence).length > 0;
    const agreed = named && agrees(sentence, vlm);
    tally("all", named, agreed);
    tally(setOf(file), named, agreed);
    if (!agreed) disagreements.push(`  ${setOf(file).padEnd(22)} ${sentence}  ||  ${vlm}`);
  }
  const pct = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;
  const lines = [...groups].map(
    ([name, g]) =>
      `  ${name.padEnd(22)} ${pct(g.agreed, g.total).padStart(6)} (${g.agreed}/${g.total})   names a subject ` +
      `${pct(g.named, g.total).padStart(6)}, of which agree ${pct(g.agreed, g.named).padStart(6)}`,
  );
  const figures = `Subject agreement with the reference sentences:\n${lines.join("\n")}\n`;
  if (!listPairs) return figures;
  return `${figures}\nPairs that do not agree (local || reference):\n${disagreements.sort().join("\n")}\n`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { values } = parseArgs({
    options: {
      descriptions: { type: "string" },
      reference: { type: "string" },
      labels: { type: "string" },
      pairs: { type: "boolean" },
    },
  });
  if (!values.descriptions || !values.reference) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const read = (path: string) => readFileSync(resolve(cwd, path), "utf8");
  const sets = new Map(
    values.labels ? parseLabels(read(values.labels)).map((l) => [l.file, l.set] as const) : [],
  );
  process.stdout.write(
    subjectAgreement(
      parseDescriptions(read(values.descriptions)),
      parseDescriptions(read(values.reference)),
      (file) => sets.get(file) ?? file.split("/")[0] ?? "",
      undefined,
      values.pairs ?? false,
    ),
  );
}
