/**
 * `npm run eval -- <photos folder with labels.csv> [--write-descriptions <file.jsonl>]`: describes every photo
 * with the configured describer (DESCRIBER, MODELS_DIR, OPENAI_*), takes the folder it chose (a
 * vision-language model's own choice, or core's `categorize` of the local describer's sentence), and prints
 * the accuracy against labels.csv (right when the folder is `category` or one of `alternatives`) overall, per
 * category, per set and per half of a 2-fold split by file name, the confusions with examples, and the speed.
 * `--write-descriptions` saves the sentences in the input format of `npm run eval:categorize`, so a change of
 * the categoriser can be measured on them without running the models again. Relative paths are taken from
 * the directory npm was started in.
 *
 * `--held-out-probe` scores the local describer as photos it was never trained on see it: each photo is
 * described with a scene probe trained on the other half of the 2-fold split (scene-probe-training.ts), from
 * the features cache of `npm run train:scene-probe` (filled on the first run; MODELS_DIR as for the local
 * describer). The shipped probe was trained on these photos, so without it the figures flatter the probe.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  formatCategorizationReport,
  type LabelRow,
  parseLabels,
  scoreCategorization,
} from "@photo-organizer/core";
import { loadConfig } from "../src/config/env.ts";
import { decodePreview } from "../src/features/analyze/image-input.ts";
import { createDescriber } from "../src/features/describe/describe.plugin.ts";
import { crossFittedDescriptions } from "./scene-probe-training.ts";

const USAGE =
  "Usage: npm run eval -- <photos folder with labels.csv> [--held-out-probe] [--write-descriptions <file.jsonl>]";

/** What the describer made of one photo: its sentence and folder, or why it failed. */
type Outcome = { description: string; folder: string };

function score(labels: readonly LabelRow[], outcomes: ReadonlyMap<string, Outcome>) {
  const descriptions = new Map([...outcomes].map(([file, outcome]) => [file, outcome.description]));
  return scoreCategorization({
    labels,
    descriptions,
    categorize: (_description, file) => outcomes.get(file)?.folder ?? "failed",
  });
}

/** `--write-descriptions`: the sentences in the input format of `npm run eval:categorize`. */
function writeDescriptions(
  out: string | undefined,
  labels: readonly LabelRow[],
  outcomes: ReadonlyMap<string, Outcome>,
  cwd: string,
) {
  if (out) {
    const lines = labels.map((label) => {
      const outcome = outcomes.get(label.file);
      const description = outcome && outcome.folder !== "failed" ? outcome.description : "";
      return JSON.stringify({ file: label.file, description });
    });
    writeFileSync(resolve(cwd, out), `${lines.join("\n")}\n`);
    console.log(`descriptions written to ${resolve(cwd, out)}`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { "write-descriptions": { type: "string" }, "held-out-probe": { type: "boolean" } },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const root = resolve(cwd, folder);
  const labels = parseLabels(readFileSync(join(root, "labels.csv"), "utf8"));
  if (values["held-out-probe"]) {
    const modelsDir = resolve(cwd, process.env.MODELS_DIR ?? "models");
    const outcomes = await crossFittedDescriptions(root, modelsDir);
    console.log(
      "local describer, scene probe cross-fitted (each half described by the probe trained on the other)",
    );
    process.stdout.write(formatCategorizationReport(score(labels, outcomes)));
    writeDescriptions(values["write-descriptions"], labels, outcomes, cwd);
    process.exit(0);
  }
  const config = loadConfig();
  const describer = createDescriber(config.describe, (message) => console.warn(`warning: ${message}`));
  await describer.start();
  console.log(`describer: ${JSON.stringify(describer.status())}`);

  const started = performance.now();
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  const concurrency = (config.describe.workers ?? availableParallelism()) * 2;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < labels.length) {
        const { file } = labels[next++] as LabelRow;
        try {
          const described = await describer.describe(await decodePreview(readFileSync(join(root, file))));
          const folder = described.description ? described.category : "no description";
          outcomes.set(file, { description: described.description, folder });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          outcomes.set(file, { description: message, folder: "failed" });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await describer.close();

  process.stdout.write(formatCategorizationReport(score(labels, outcomes)));
  console.log(
    `images/s: ${(outcomes.size / seconds).toFixed(1)} (${outcomes.size} photos in ${seconds.toFixed(1)} s)`,
  );
  writeDescriptions(values["write-descriptions"], labels, outcomes, cwd);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
