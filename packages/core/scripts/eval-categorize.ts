/**
 * `npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl>`
 *
 * Scores `categorize` on described photos: reads `<folder>/labels.csv` (the format of the dev photos'
 * labels) and a JSONL file of `{"file", "description"}` lines, and prints the accuracy overall, per category
 * and per set and on the two halves of a 2-fold split by a hash of the file name, a list of confusions with
 * examples, what each rule of `categorize` is worth (the score with that rule switched off, per half: keep
 * a rule only when it helps both halves), the keyword rules it replaced, and how many descriptions a second
 * `categorize` reads. Scoring is `scoreCategorization` in core. Relative paths are taken from the directory
 * npm was started in.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  CATALOGUE_ORDER_TIE_BREAK,
  categorize,
  categorizeSentence,
  categorizeWith,
  DEFAULT_TIE_BREAK,
  SENTENCE_RULES,
  type SentenceRules,
} from "../src/catalogue/categorize.ts";
import {
  formatCategorizationReport,
  formatComparison,
  parseDescriptions,
  parseLabels,
  scoreCategorization,
} from "../src/evaluation/categorization-score.ts";
import { categorizeSpeed } from "./bench-categorize.ts";

export const USAGE =
  "usage: npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl> [--no-speed]";

export function evalCategorize(
  args: readonly string[],
  readText: (path: string) => string,
  cwd: string = process.cwd(),
): string {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { descriptions: { type: "string" }, "no-speed": { type: "boolean", default: false } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (folder === undefined || values.descriptions === undefined || positionals.length > 1)
    throw new Error(USAGE);
  const labels = parseLabels(readText(join(resolve(cwd, folder), "labels.csv")));
  const descriptions = parseDescriptions(readText(resolve(cwd, values.descriptions)));
  const score = (categorizeBy: (description: string) => string) =>
    scoreCategorization({ labels, descriptions, categorize: categorizeBy });
  const without = (rule: keyof SentenceRules) => ({
    name: `without ${rule}`,
    score: score((d) => categorizeSentence(d, { ...SENTENCE_RULES, [rule]: false })),
  });
  const rules = formatComparison(
    [
      { name: "all rules (used)", score: score(categorize) },
      ...(Object.keys(SENTENCE_RULES) as (keyof SentenceRules)[]).map(without),
    ],
    "Rules of categorize (each switched off in turn):",
  );
  const keywords = formatComparison(
    [
      { name: "people opening + priority", score: score((d) => categorizeWith(d, DEFAULT_TIE_BREAK)) },
      {
        name: "priority only",
        score: score((d) => categorizeWith(d, { ...DEFAULT_TIE_BREAK, opening: "none" })),
      },
      {
        name: "opening subject + priority",
        score: score((d) => categorizeWith(d, { ...DEFAULT_TIE_BREAK, opening: "subject" })),
      },
      { name: "catalogue order (spec)", score: score((d) => categorizeWith(d, CATALOGUE_ORDER_TIE_BREAK)) },
    ],
    "Keyword rules before the sentence reading (for comparison):",
  );
  const speed = !values["no-speed"] ? `\n${categorizeSpeed([...descriptions.values()])}` : "";
  return `${formatCategorizationReport(score(categorize))}\n${rules}\n${keywords}${speed}`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  try {
    const cwd = process.env.INIT_CWD ?? process.cwd();
    process.stdout.write(evalCategorize(process.argv.slice(2), (path) => readFileSync(path, "utf8"), cwd));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
