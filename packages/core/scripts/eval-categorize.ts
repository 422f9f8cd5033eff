/**
 * `npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl>`
 *
 * Scores `categorize` on described photos: reads `<folder>/labels.csv` (the format of the dev photos'
 * labels) and a JSONL file of `{"file", "description"}` lines, and prints the accuracy overall, per category
 * and per set, and a list of confusions with examples. Scoring is `scoreCategorization` in core.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { categorize } from "../src/catalogue/categorize.ts";
import {
  formatCategorizationReport,
  parseDescriptions,
  parseLabels,
  scoreCategorization,
} from "../src/evaluation/categorization-score.ts";

export const USAGE = "usage: npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl>";

export function evalCategorize(args: readonly string[], readText: (path: string) => string): string {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { descriptions: { type: "string" } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (folder === undefined || values.descriptions === undefined || positionals.length > 1)
    throw new Error(USAGE);
  const labels = parseLabels(readText(join(folder, "labels.csv")));
  const descriptions = parseDescriptions(readText(values.descriptions));
  return formatCategorizationReport(scoreCategorization({ labels, descriptions, categorize }));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  try {
    process.stdout.write(evalCategorize(process.argv.slice(2), (path) => readFileSync(path, "utf8")));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
