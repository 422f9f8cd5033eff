/**
 * `npm run eval:learning -- <photos folder with labels.csv>`: how many corrections a user makes per 100
 * photos with and without learning from their corrections. A simulated user reviews the photos in batches of
 * 50 in labels.csv order and moves every wrongly filed photo to its labelled folder (right = `category` or one
 * of `alternatives`). Folders come from today's local describer and core's `categorize`; with learning, from
 * the user's examples when close enough (core's `fileByExamples`), with live re-filing inside a batch.
 * Prints the whole set, each half of a 2-fold split by a hash of the file name, and a small sweep of the
 * similarity threshold and neighbour count on both halves, so a setting that helps only one half shows.
 *
 * The models run once per photo: their signals and embeddings are cached in node_modules/.cache.
 * MODELS_DIR (default ./models, else the `models` folder beside the photos' parent) must hold the classifier.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  categorize,
  describeSignals,
  foldOf,
  LEARNING,
  type LearningSettings,
  parseLabels,
  type ReviewedPhoto,
  type ReviewMode,
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

const figure = (photos: readonly ReviewedPhoto[], mode: ReviewMode) =>
  simulateReview(photos, mode).perHundred.toFixed(1);

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npm run eval:learning -- <photos folder with labels.csv>");
    process.exit(2);
  }
  const root = resolve(folder);
  const rows = parseLabels(readFileSync(join(root, "labels.csv"), "utf8"));
  const analyses = await cachedAnalyses(
    root,
    rows.map((r) => r.file),
    modelsFolder(root),
  );
  const photos: (ReviewedPhoto & { half: 0 | 1 })[] = rows.map((row, i) => {
    const analysis = analyses[i];
    const description = analysis?.signals ? describeSignals(analysis.signals).description.trim() : "";
    return {
      embedding: analysis?.embedding ?? null,
      described: description ? categorize(description) : UNSORTED,
      category: row.category,
      accepted: [row.category, ...row.alternatives],
      half: foldOf(row.file) as 0 | 1,
    };
  });
  const halves = [photos.filter((p) => p.half === 0), photos.filter((p) => p.half === 1)];
  const modes: [string, ReviewMode][] = [
    ["without learning", { batchSize: BATCH_SIZE, learn: false, live: false }],
    ["learning between batches", { batchSize: BATCH_SIZE, learn: true, live: false }],
    ["learning, live re-filing", { batchSize: BATCH_SIZE, learn: true, live: true }],
  ];
  console.log(
    `${photos.length} photos, batches of ${BATCH_SIZE}; ${photos.filter((p) => !p.embedding).length} without an embedding`,
  );
  console.log(
    `settings: cosine >= ${LEARNING.minSimilarity}, ${LEARNING.neighbours} neighbours, description vote ${LEARNING.describedWeight}, ${LEARNING.maxExamplesPerUser} examples kept`,
  );
  console.log("corrections per 100 photos          all   half A  half B");
  for (const [name, mode] of modes) {
    console.log(
      `  ${name.padEnd(32)} ${figure(photos, mode).padStart(5)}  ${figure(halves[0] ?? [], mode).padStart(6)}  ${figure(halves[1] ?? [], mode).padStart(6)}`,
    );
  }
  console.log(`sweep (live re-filing): k neighbours, w description vote; cosine threshold: half A/half B`);
  for (const [neighbours, describedWeight] of [
    [5, 0],
    [5, 0.5],
    [9, 0.5],
    [5, 1],
  ] as const) {
    const cells = [0.2, 0.25, 0.3, 0.4].map((minSimilarity) => {
      const settings: LearningSettings = { ...LEARNING, minSimilarity, neighbours, describedWeight };
      const mode: ReviewMode = { batchSize: BATCH_SIZE, learn: true, live: true, settings };
      return `${minSimilarity}: ${figure(halves[0] ?? [], mode)}/${figure(halves[1] ?? [], mode)}`;
    });
    console.log(`  k=${neighbours} w=${describedWeight}  ${cells.join("   ")}`);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
