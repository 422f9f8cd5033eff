import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DESCRIBE_TUNING, type ImageSignals, wantsObjects } from "@photo-organizer/core";
import { decodePreview } from "../src/features/analyze/image-input.ts";
import { preparePixels } from "../src/features/describe/local/local-describer.ts";
import { CLASSIFIER_FOLDER } from "../src/features/describe/local/model-files.ts";
import { createWorkerPool } from "../src/features/describe/local/worker-pool.ts";

/** One dev photo as the local models saw it; `error` when it could not be read. */
export type CachedAnalysis = {
  file: string;
  signals: ImageSignals | null;
  embedding: number[] | null;
  error?: string;
};

const CACHE_DIR = resolve(import.meta.dirname, "../../../node_modules/.cache/photo-organizer");
/** The code that turns a photo into signals: a change to any of it makes the cached signals stale. */
const ANALYZER_SOURCES = [
  "analyzer.ts",
  "clipped-relus.ts",
  "face-description.ts",
  "folded-classifier.ts",
  // the classifier's crop of the preview (preparePixels)
  "local-describer.ts",
  // the preview itself: decoded, turned upright and shrunk (decodePreview)
  "../../analyze/image-input.ts",
  "object-detector.ts",
  "tfjs.ts",
].map((file) => resolve(import.meta.dirname, "../src/features/describe/local", file));

/** What the cached signals depend on besides the photos: the classifier, the analyzer's code, its face cut-offs. */
function analyzerVersion(modelJson: string): string {
  const hash = createHash("sha256").update(`${statSync(modelJson).mtimeMs}\n`);
  for (const file of ANALYZER_SOURCES) hash.update(existsSync(file) ? readFileSync(file) : file);
  return hash.update(`${DESCRIBE_TUNING.faceScore} ${DESCRIBE_TUNING.groupFaceScore}`).digest("hex");
}

/**
 * The classifier's signals and pooled features of every photo, computed once per photo folder and model and
 * kept in node_modules/.cache (the machine is shared: learning experiments must not re-run the models).
 * Descriptions and categories are not cached: they are made from the signals by today's core on every run.
 * The key holds the analyzer's version (its code and face cut-offs), so changed signals are computed again.
 */
export async function cachedAnalyses(
  folder: string,
  files: string[],
  modelsDir: string,
): Promise<CachedAnalysis[]> {
  const modelJson = join(modelsDir, CLASSIFIER_FOLDER, "model.json");
  if (!existsSync(modelJson)) {
    throw new Error(
      `The ImageNet classifier is not in ${modelsDir}: set MODELS_DIR (e.g. MODELS_DIR=../shared/models).`,
    );
  }
  const key = createHash("sha256")
    .update(`${resolve(folder)}\n${analyzerVersion(modelJson)}`)
    .digest("hex")
    .slice(0, 16);
  mkdirSync(CACHE_DIR, { recursive: true });
  const path = join(CACHE_DIR, `learning-${key}.jsonl`);
  const done = new Map<string, CachedAnalysis>();
  if (existsSync(path)) {
    for (const line of readFileSync(path, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      try {
        const row = JSON.parse(line) as CachedAnalysis;
        done.set(row.file, row);
      } catch {
        // a line cut short by an interrupted run: that photo is analysed again
      }
    }
  } else writeFileSync(path, "");
  for (const [file, row] of done) {
    const fresh = withTodaysDetections(row);
    if (fresh) done.set(file, fresh);
    else done.delete(file);
  }
  const missing = files.filter((file) => !done.has(file));
  if (missing.length > 0) {
    console.error(`analysing ${missing.length} photos once (cached in ${path}) …`);
    const pool = await createWorkerPool({ modelsDir }, 1);
    try {
      let finished = 0;
      for (const file of missing) {
        let row: CachedAnalysis;
        try {
          const preview = await decodePreview(readFileSync(join(folder, file)));
          const analysis = await pool.analyze(await preparePixels(preview));
          const { embedding, ...signals } = analysis;
          row = { file, signals, embedding };
        } catch (error) {
          row = {
            file,
            signals: null,
            embedding: null,
            error: error instanceof Error ? error.message : String(error),
          };
        }
        appendFileSync(path, `${JSON.stringify(row)}\n`);
        done.set(file, row);
        finished += 1;
        if (finished % 100 === 0) console.error(`  ${finished}/${missing.length}`);
      }
    } finally {
      await pool.close();
    }
  }
  return files.map((file) => done.get(file) as CachedAnalysis);
}

/**
 * Whether the object detector runs is core's `wantsObjects`, which the key does not cover (it changes with
 * every reading of the signals): a photo it now wants but was analysed without is analysed again (null), and
 * detections it no longer wants are dropped, as the analyzer would not have made them.
 */
function withTodaysDetections(row: CachedAnalysis): CachedAnalysis | null {
  if (!row.signals) return row;
  const wants = row.signals.labels.length > 0 && wantsObjects({ ...row.signals, embedding: row.embedding });
  if (wants) return row.signals.objects ? row : null;
  if (!row.signals.objects) return row;
  const { objects: _dropped, ...signals } = row.signals;
  return { ...row, signals };
}
