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
 *
 * `--settings my-folders.json` scores in the account's own folders instead (the body of
 * `PUT /api/organization-settings`): labels mapped through the settings, predictions chosen as the server
 * chooses them (core's `settingsScheme`).
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
import { parseSettingsFile, settingsScheme } from "../src/evaluation/settings-scheme.ts";
import { categorizeSpeed } from "./bench-categorize.ts";

export const USAGE =
  "usage: npm run eval:categorize -- <folder with labels.csv> --descriptions <file.jsonl> [--settings <my-folders.json>] [--by-set] [--no-speed]";

type Score = ReturnType<typeof scoreCategorization>;
const pct = (accuracy: number) => `${(accuracy * 100).toFixed(1)}%`;

/**
 * `--by-set`: `categorize` fits nothing to the photos, so a set's figure is the same held out; what leave one
 * set out asks of it is whether each rule helps sets other than the one it was written for. Each set's
 * accuracy, the worst set, and per rule the photos it wins (+) or loses (−) in each set when switched on,
 * with the rules that help one set only flagged.
 */
function bySetReport(all: Score, rules: readonly { name: string; score: Score }[]): string {
  const sets = [...all.perSet].sort((a, b) => a.accuracy - b.accuracy);
  const correctIn = (score: Score, set: string) => score.perSet.find((g) => g.name === set)?.correct ?? 0;
  const header = `  ${"set".padEnd(22)} ${"accuracy".padEnd(20)} ${rules.map((r) => r.name).join("  ")}`;
  const lines = sets.map((set) => {
    const gains = rules.map(({ name, score }) => {
      const gain = set.correct - correctIn(score, set.name);
      return (gain === 0 ? "." : gain > 0 ? `+${gain}` : `${gain}`).padStart(name.length);
    });
    return `  ${set.name.padEnd(22)} ${`${pct(set.accuracy)} (${set.correct}/${set.total})`.padEnd(20)} ${gains.join("  ")}`;
  });
  const narrow = rules.flatMap(({ name, score }) => {
    const helped = sets.filter((set) => set.correct > correctIn(score, set.name)).map((set) => set.name);
    const hurt = sets.filter((set) => set.correct < correctIn(score, set.name)).map((set) => set.name);
    return helped.length <= 1
      ? [
          `  ${name}: helps ${helped.join(", ") || "no set"}${hurt.length ? `, hurts ${hurt.join(", ")}` : ""}`,
        ]
      : [];
  });
  return [
    "By set (nothing in categorize is fitted to photos; each rule's photos won per set when switched on):",
    header,
    ...lines,
    `  worst set: ${sets[0]?.name} ${pct(sets[0]?.accuracy ?? 0)}`,
    "Rules that help one set or none:",
    ...(narrow.length ? narrow : ["  none"]),
    "",
  ].join("\n");
}

export function evalCategorize(
  args: readonly string[],
  readText: (path: string) => string,
  cwd: string = process.cwd(),
): string {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      descriptions: { type: "string" },
      settings: { type: "string" },
      "by-set": { type: "boolean", default: false },
      "no-speed": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (folder === undefined || values.descriptions === undefined || positionals.length > 1)
    throw new Error(USAGE);
  const scheme =
    values.settings === undefined
      ? null
      : settingsScheme(parseSettingsFile(readText(resolve(cwd, values.settings)), values.settings));
  const catalogueLabels = parseLabels(readText(join(resolve(cwd, folder), "labels.csv")));
  const labels = scheme ? scheme.labels(catalogueLabels) : catalogueLabels;
  const descriptions = parseDescriptions(readText(resolve(cwd, values.descriptions)));
  const score = (categorizeBy: (description: string) => string) =>
    scoreCategorization({
      labels,
      descriptions,
      categorize: scheme ? (d) => scheme.folder(categorizeBy(d), d) : categorizeBy,
    });
  const without = (rule: keyof SentenceRules) => ({
    name: `without ${rule}`,
    score: score((d) => categorizeSentence(d, { ...SENTENCE_RULES, [rule]: false })),
  });
  const switchedOff = (Object.keys(SENTENCE_RULES) as (keyof SentenceRules)[]).map(without);
  const all = score(categorize);
  const bySet = values["by-set"]
    ? `\n${bySetReport(
        all,
        switchedOff.map(({ name, score }) => ({ name: name.replace("without ", ""), score })),
      )}`
    : "";
  const rules = formatComparison(
    [{ name: "all rules (used)", score: all }, ...switchedOff],
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
  const heading = values.settings ? `In the folders of ${values.settings}:\n` : "";
  return `${heading}${formatCategorizationReport(all)}${bySet}\n${rules}\n${keywords}${speed}`;
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
