/**
 * `npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl>`
 *
 * Scores `categorize` on described photos: reads `<folder>/labels.csv` (the format of the dev photos'
 * labels) and a JSONL file of `{"file", "description"}` lines, and prints the accuracy overall, per category
 * and per set, a list of confusions with examples, and how the tie-break rules of
 * `src/catalogue/tie-break.ts` compare with the spec's catalogue order on the same descriptions. Scoring is
 * `scoreCategorization` in core. Relative paths are taken from the directory npm was started in.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  CATALOGUE_ORDER_TIE_BREAK,
  categorize,
  categorizeWith,
  DEFAULT_TIE_BREAK,
} from "../src/catalogue/categorize.ts";
import {
  formatCategorizationReport,
  formatComparison,
  parseDescriptions,
  parseLabels,
  scoreCategorization,
} from "../src/evaluation/categorization-score.ts";

export const USAGE = "usage: npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl>";

export function evalCategorize(
  args: readonly string[],
  readText: (path: string) => string,
  cwd: string = process.cwd(),
): string {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { descriptions: { type: "string" } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (folder === undefined || values.descriptions === undefined || positionals.length > 1)
    throw new Error(USAGE);
  const labels = parseLabels(readText(join(resolve(cwd, folder), "labels.csv")));
  const descriptions = parseDescriptions(readText(resolve(cwd, values.descriptions)));
  const score = (categorizeBy: (description: string) => string) =>
    scoreCategorization({ labels, descriptions, categorize: categorizeBy });
  const comparison = formatComparison([
    { name: "people opening + priority (used)", score: score(categorize) },
    {
      name: "priority only",
      score: score((d) => categorizeWith(d, { ...DEFAULT_TIE_BREAK, opening: "none" })),
    },
    {
      name: "opening subject + priority",
      score: score((d) => categorizeWith(d, { ...DEFAULT_TIE_BREAK, opening: "subject" })),
    },
    { name: "catalogue order (spec)", score: score((d) => categorizeWith(d, CATALOGUE_ORDER_TIE_BREAK)) },
  ]);
  return `${formatCategorizationReport(score(categorize))}\n${comparison}`;
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
