/**
 * `npm run eval:learning -- <photos folder with labels.csv>`: how many corrections a user makes per 100
 * photos with and without learning from their corrections. A simulated user reviews the photos in batches of
 * 50 in labels.csv order and moves every wrongly filed photo to its labelled folder (right = `category` or one
 * of `alternatives`). Folders come from today's local describer and core's `categorize`; with learning, from
 * the user's examples when close enough (core's `fileByExamples`), with live re-filing inside a batch.
 * Prints the whole set and each half of a 2-fold split by a hash of the file name (one user reviewing
 * every photo in labels.csv order), then each photo set as a user of its own, then leave-one-set-out: the
 * settings of a small grid that make the fewest corrections on all sets but one, scored on that one, so a
 * setting that only suits the photos it was tuned on shows (users' collections are sets we have never seen).
 *
 * `--settings my-folders.json` simulates a user of the account's own folders (the body of
 * `PUT /api/organization-settings`): labels mapped through the settings, each photo filed as the server files
 * it (its category and words chose the folder), corrections and examples in those folders.
 *
 * The models run once per photo: their signals and embeddings are cached in node_modules/.cache.
 * MODELS_DIR (default ./models, else the `models` folder beside the photos' parent) must hold the classifier.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  categorize,
  describeSignals,
  foldOf,
  LEARNING,
  type LearningSettings,
  parseLabels,
  parseSettingsFile,
  type ReviewedPhoto,
  type ReviewMode,
  settingsScheme,
  simulateReview,
  UNSORTED,
} from "@photo-organizer/core";
import { cachedAnalyses } from "./learning-embeddings-cache.ts";

const BATCH_SIZE = 50;

function modelsFolder(photos: string): string {
  if (process.env.MODELS_DIR) return resolve(process.env.MODELS_DIR);
  const local = resolve("models");
  return existsSync(local) ? local : resolve(photos, "..", "..", "models");
}

type Photo = ReviewedPhoto & { half: 0 | 1; set: string };

const figure = (photos: readonly ReviewedPhoto[], mode: ReviewMode) =>
  simulateReview(photos, mode).perHundred.toFixed(1);
const corrections = (photos: readonly ReviewedPhoto[], mode: ReviewMode) =>
  simulateReview(photos, mode).corrections;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const perHundred = (n: number, of: number) => ((100 * n) / Math.max(1, of)).toFixed(1);

function modes(settings: LearningSettings): [string, ReviewMode][] {
  return [
    ["without learning", { batchSize: BATCH_SIZE, learn: false, live: false }],
    ["learning between batches", { batchSize: BATCH_SIZE, learn: true, live: false, settings }],
    ["learning, live re-filing", { batchSize: BATCH_SIZE, learn: true, live: true, settings }],
  ];
}

function describeSettings(s: LearningSettings): string {
  return `cosine >= ${s.minSimilarity}, ${s.neighbours} neighbours, description vote ${s.describedWeight}, half-life ${s.halfLife} photos`;
}

/** The grid leave-one-set-out chooses from (today's settings are in it). */
function grid(): LearningSettings[] {
  const out: LearningSettings[] = [];
  for (const minSimilarity of [0.2, 0.25, 0.3])
    for (const describedWeight of [0.25, 0.5, 0.75])
      for (const neighbours of [3, 5])
        for (const halfLife of [25, 50, 100, Number.POSITIVE_INFINITY])
          out.push({ ...LEARNING, minSimilarity, describedWeight, neighbours, halfLife });
  return out;
}

/**
 * For each set: the grid's settings with the fewest corrections (between batches plus live, each other set
 * a user of its own) on the other sets, then that set's corrections with them.
 */
function leaveOneSetOut(sets: { name: string; photos: Photo[] }[], total: number) {
  const candidates = grid();
  const scores = candidates.map((settings) => {
    const [, between, live] = modes(settings);
    return sets.map((set) => [
      corrections(set.photos, (between as [string, ReviewMode])[1]),
      corrections(set.photos, (live as [string, ReviewMode])[1]),
    ]);
  });
  console.log(
    "leave-one-set-out: settings fitted on the other sets; without / between batches / live re-filing",
  );
  const totals = [0, 0, 0];
  sets.forEach((set, i) => {
    let best = 0;
    let bestScore = Number.POSITIVE_INFINITY;
    scores.forEach((perSet, c) => {
      const score = sum(perSet.flatMap((pair, j) => (j === i ? [] : pair)));
      if (score < bestScore) [best, bestScore] = [c, score];
    });
    const without = corrections(set.photos, { batchSize: BATCH_SIZE, learn: false, live: false });
    const [between, live] = scores[best]?.[i] ?? [0, 0];
    totals[0] = (totals[0] ?? 0) + without;
    totals[1] = (totals[1] ?? 0) + (between ?? 0);
    totals[2] = (totals[2] ?? 0) + (live ?? 0);
    console.log(
      `  ${set.name.padEnd(24)} ${without} / ${between} / ${live}   (${describeSettings(candidates[best] as LearningSettings)})`,
    );
  });
  console.log(`  per 100 photos           ${totals.map((n) => perHundred(n, total)).join(" / ")}`);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { settings: { type: "string" } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(
      "Usage: npm run eval:learning -- <photos folder with labels.csv> [--settings <my-folders.json>]",
    );
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const root = resolve(cwd, folder);
  const scheme = values.settings
    ? settingsScheme(parseSettingsFile(readFileSync(resolve(cwd, values.settings), "utf8"), values.settings))
    : null;
  const catalogueRows = parseLabels(readFileSync(join(root, "labels.csv"), "utf8"));
  const rows = scheme ? scheme.labels(catalogueRows) : catalogueRows;
  if (values.settings) console.log(`in the folders of ${values.settings}`);
  const analyses = await cachedAnalyses(
    root,
    rows.map((r) => r.file),
    modelsFolder(root),
  );
  const photos: Photo[] = rows.map((row, i) => {
    const analysis = analyses[i];
    const description = analysis?.signals ? describeSignals(analysis.signals).description.trim() : "";
    const category = description ? categorize(description) : UNSORTED;
    return {
      embedding: analysis?.embedding ?? null,
      described: scheme ? scheme.folder(category, description) : category,
      category: row.category,
      accepted: [row.category, ...row.alternatives],
      half: foldOf(row.file) as 0 | 1,
      set: row.set || "(no set)",
    };
  });
  const halves = [photos.filter((p) => p.half === 0), photos.filter((p) => p.half === 1)];
  console.log(
    `${photos.length} photos, batches of ${BATCH_SIZE}; ${photos.filter((p) => !p.embedding).length} without an embedding`,
  );
  console.log(`settings: ${describeSettings(LEARNING)}, ${LEARNING.maxExamplesPerUser} examples kept`);
  console.log("corrections per 100 photos          all   half A  half B");
  for (const [name, mode] of modes(LEARNING)) {
    console.log(
      `  ${name.padEnd(32)} ${figure(photos, mode).padStart(5)}  ${figure(halves[0] ?? [], mode).padStart(6)}  ${figure(halves[1] ?? [], mode).padStart(6)}`,
    );
  }
  const sets = [...new Set(photos.map((p) => p.set))].map((name) => ({
    name,
    photos: photos.filter((p) => p.set === name),
  }));
  console.log("each set as a user of its own: corrections without / between batches / live re-filing");
  const own = modes(LEARNING).map(([, mode]) => sets.map((set) => corrections(set.photos, mode)));
  sets.forEach((set, i) => {
    console.log(
      `  ${set.name.padEnd(24)} ${String(set.photos.length).padStart(4)} photos  ${own.map((m) => m[i]).join(" / ")}`,
    );
  });
  console.log(
    `  per 100 photos                            ${own.map((m) => perHundred(sum(m), photos.length)).join(" / ")}`,
  );
  leaveOneSetOut(sets, photos.length);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
