import { parseCsvRecords } from "./csv-parse.ts";
import { foldOf } from "./fold.ts";

/**
 * Scoring for `npm run eval:categorize`: how often categorising a photo's description gives the category a
 * person gave the photo. A prediction is right when it equals the label's `category` or one of its
 * `alternatives` (photos/README.md).
 */

export interface LabelRow {
  readonly file: string;
  readonly category: string;
  readonly alternatives: readonly string[];
  readonly set: string;
}

/** Reads a labels.csv (`file,category,alternatives,source_label,set,origin`; alternatives `;`-separated). */
export function parseLabels(csv: string): LabelRow[] {
  return parseCsvRecords(csv).map((record, i) => {
    const file = record.file ?? "";
    const category = record.category ?? "";
    if (file === "" || category === "")
      throw new Error(`labels.csv row ${i + 2}: file and category are required`);
    const alternatives = (record.alternatives ?? "")
      .split(";")
      .map((name) => name.trim())
      .filter((name) => name !== "");
    return { file, category, alternatives, set: record.set ?? "" };
  });
}

/** Reads JSONL lines `{"file": "...", "description": "..."}` into a map from file to description. */
export function parseDescriptions(jsonl: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  jsonl.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`descriptions line ${i + 1}: not JSON`);
    }
    const { file, description } = (value ?? {}) as { file?: unknown; description?: unknown };
    if (typeof file !== "string" || typeof description !== "string") {
      throw new Error(`descriptions line ${i + 1}: needs string fields "file" and "description"`);
    }
    descriptions.set(file, description);
  });
  return descriptions;
}

export interface GroupScore {
  readonly name: string;
  readonly total: number;
  readonly correct: number;
  readonly accuracy: number;
}

export interface Confusion {
  readonly expected: string;
  readonly predicted: string;
  readonly count: number;
  /** Up to three examples: file and description. */
  readonly examples: ReadonlyArray<{ file: string; description: string }>;
}

export interface CategorizationScore {
  readonly total: number;
  readonly correct: number;
  readonly accuracy: number;
  readonly perCategory: readonly GroupScore[];
  readonly perSet: readonly GroupScore[];
  /** The two halves of a 2-fold split by a hash of the file name (`foldOf`), "half 1" then "half 2". */
  readonly perHalf: readonly GroupScore[];
  /** Wrong predictions grouped by (expected category, prediction), most frequent first. */
  readonly confusions: readonly Confusion[];
  /** Labelled files without a description: not scored. */
  readonly missing: readonly string[];
}

const ratio = (correct: number, total: number) => (total === 0 ? 0 : correct / total);

function tally(groups: Map<string, { total: number; correct: number }>, name: string, right: boolean): void {
  const group = groups.get(name) ?? { total: 0, correct: 0 };
  group.total += 1;
  if (right) group.correct += 1;
  groups.set(name, group);
}

function groupScores(groups: Map<string, { total: number; correct: number }>): GroupScore[] {
  return [...groups.entries()]
    .map(([name, { total, correct }]) => ({ name, total, correct, accuracy: ratio(correct, total) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

export const MAX_CONFUSION_EXAMPLES = 3;

export function scoreCategorization({
  labels,
  descriptions,
  categorize,
}: {
  labels: readonly LabelRow[];
  descriptions: ReadonlyMap<string, string>;
  /** the folder for one photo; the file is there for callers whose folder came with the description */
  categorize: (description: string, file: string) => string;
}): CategorizationScore {
  const perCategory = new Map<string, { total: number; correct: number }>();
  const perSet = new Map<string, { total: number; correct: number }>();
  const perHalf = new Map<string, { total: number; correct: number }>([
    ["half 1", { total: 0, correct: 0 }],
    ["half 2", { total: 0, correct: 0 }],
  ]);
  const confusions = new Map<
    string,
    {
      expected: string;
      predicted: string;
      count: number;
      examples: Array<{ file: string; description: string }>;
    }
  >();
  const missing: string[] = [];
  let total = 0;
  let correct = 0;

  for (const label of labels) {
    const description = descriptions.get(label.file);
    if (description === undefined) {
      missing.push(label.file);
      continue;
    }
    const predicted = categorize(description, label.file);
    const right = predicted === label.category || label.alternatives.includes(predicted);
    total += 1;
    if (right) correct += 1;
    tally(perCategory, label.category, right);
    tally(perSet, label.set, right);
    tally(perHalf, `half ${foldOf(label.file) + 1}`, right);
    if (!right) {
      const key = `${label.category}\u0000${predicted}`;
      const confusion = confusions.get(key) ?? {
        expected: label.category,
        predicted,
        count: 0,
        examples: [],
      };
      confusion.count += 1;
      if (confusion.examples.length < MAX_CONFUSION_EXAMPLES)
        confusion.examples.push({ file: label.file, description });
      confusions.set(key, confusion);
    }
  }

  return {
    total,
    correct,
    accuracy: ratio(correct, total),
    perCategory: groupScores(perCategory),
    perSet: groupScores(perSet),
    perHalf: [...perHalf.entries()].map(([name, { total, correct }]) => ({
      name,
      total,
      correct,
      accuracy: ratio(correct, total),
    })),
    confusions: [...confusions.values()].sort(
      (a, b) =>
        b.count - a.count || a.expected.localeCompare(b.expected) || a.predicted.localeCompare(b.predicted),
    ),
    missing,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function groupLines(groups: readonly GroupScore[]): string[] {
  const width = Math.max(0, ...groups.map((group) => group.name.length));
  return groups.map(
    (group) =>
      `  ${group.name.padEnd(width)}  ${percent(group.accuracy).padStart(6)}  (${group.correct}/${group.total})`,
  );
}

/** The report `npm run eval:categorize` prints. */
export function formatCategorizationReport(score: CategorizationScore): string {
  const lines = [
    `Accuracy: ${percent(score.accuracy)} (${score.correct}/${score.total} photos right; right = category or an alternative)`,
  ];
  if (score.missing.length > 0) lines.push(`Not scored (no description): ${score.missing.length}`);
  lines.push("", "Per category:", ...groupLines(score.perCategory));
  if (score.perSet.length > 1 || score.perSet[0]?.name !== "")
    lines.push("", "Per set:", ...groupLines(score.perSet));
  lines.push("", "Per half (2-fold split by a hash of the file name):", ...groupLines(score.perHalf));
  lines.push("", "Confusions (expected → predicted):");
  if (score.confusions.length === 0) lines.push("  none");
  for (const confusion of score.confusions) {
    lines.push(`  ${confusion.expected} → ${confusion.predicted}: ${confusion.count}`);
    for (const example of confusion.examples)
      lines.push(`      ${example.file}: ${JSON.stringify(example.description)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** One line per variant of the rules: its accuracy on the same descriptions, overall and per half. */
export function formatComparison(
  variants: ReadonlyArray<{ name: string; score: CategorizationScore }>,
  title = "Tie-break comparison:",
): string {
  const width = Math.max(0, ...variants.map((variant) => variant.name.length));
  const lines = variants.map(({ name, score }) => {
    const halves = score.perHalf.map((half) => `${half.name} ${percent(half.accuracy)}`).join(", ");
    return `  ${name.padEnd(width)}  ${percent(score.accuracy).padStart(6)}  (${score.correct}/${score.total}; ${halves})`;
  });
  return `${[title, ...lines].join("\n")}\n`;
}
