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
 * described with scene and art probes trained on the other half of the 2-fold split (held-out-describer.ts),
 * from the features cache of `npm run train:scene-probe` (filled on the first run; MODELS_DIR as for the
 * local describer). The shipped probes were trained on these photos, so without it the figures flatter them.
 *
 * `--by-set` leaves one set out instead: each set is described by probes fitted without it (a set that is
 * the only one of its kind, without which a probe would have no positives, by the 2-fold split within it),
 * and the report gives each set's figure beside the shipped probes' in-sample one, the total and the worst
 * set. This is the figure to improve: a set the product never saw is what every user's collection is.
 *
 * `--settings my-folders.json` scores in the account's own folders (the body of
 * `PUT /api/organization-settings`): labels mapped through the settings (core's `settingsScheme`), each photo
 * filed as the server files it: a vision-language model is shown the folders and picks one, a local
 * describer's category and words choose it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  formatCategorizationReport,
  type LabelRow,
  parseLabels,
  parseSettingsFile,
  scoreCategorization,
  settingsScheme,
} from "@photo-organizer/core";
import { loadConfig } from "../src/config/env.ts";
import { decodePreview } from "../src/features/analyze/image-input.ts";
import { createDescriber } from "../src/features/describe/describe.plugin.ts";
import {
  describeWith,
  devPhotos,
  heldOutOutcomes,
  heldOutSets,
  type Outcome,
  SHIPPED_PROBES,
} from "./held-out-describer.ts";

const USAGE =
  "Usage: npm run eval -- <photos folder with labels.csv> [--held-out-probe | --by-set] [--settings <my-folders.json>] [--write-descriptions <file.jsonl>]";

type Scheme = ReturnType<typeof settingsScheme>;

/** The outcomes in the settings' folders: a folder the model picked stays, a category is chosen from. */
function inScheme(outcomes: ReadonlyMap<string, Outcome>, scheme: Scheme | null): Map<string, Outcome> {
  if (!scheme) return new Map(outcomes);
  return new Map(
    [...outcomes].map(([file, o]) => [
      file,
      { ...o, folder: o.picked ? o.folder : scheme.folder(o.folder, o.description) },
    ]),
  );
}

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
    const path = resolve(cwd, out);
    // A run takes minutes: a folder that does not exist yet is made rather than the sentences lost.
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${lines.join("\n")}\n`);
    console.log(`descriptions written to ${path}`);
  }
}

const percent = (correct: number, total: number) =>
  `${correct}/${total} (${((100 * correct) / Math.max(total, 1)).toFixed(1)}%)`;

/** Each set's held-out figure beside the shipped probes' in-sample one, the total and the worst set. */
function bySetTable(
  sets: readonly { set: string; how: string }[],
  heldOut: ReturnType<typeof score>,
  shipped: ReturnType<typeof score>,
): string {
  const rows = sets
    .map(({ set, how }) => ({
      set,
      how,
      held: heldOut.perSet.find((g) => g.name === set),
      ship: shipped.perSet.find((g) => g.name === set),
    }))
    .sort((a, b) => (a.held?.accuracy ?? 0) - (b.held?.accuracy ?? 0));
  const lines = rows.map(
    ({ set, how, held, ship }) =>
      `  ${set.padEnd(22)} ${how.padEnd(9)} ${percent(held?.correct ?? 0, held?.total ?? 0).padEnd(18)} ` +
      `${percent(ship?.correct ?? 0, ship?.total ?? 0)}`,
  );
  const worst = rows[0];
  return [
    "",
    "By set (held out: left out whole, or 2-fold within a set that is the only one of its kind):",
    `  ${"set".padEnd(22)} ${"how".padEnd(9)} ${"held out".padEnd(18)} shipped probes (in sample)`,
    ...lines,
    `  ${"overall".padEnd(32)} ${percent(heldOut.correct, heldOut.total).padEnd(18)} ${percent(shipped.correct, shipped.total)}`,
    `  worst set: ${worst?.set} ${((worst?.held?.accuracy ?? 0) * 100).toFixed(1)}%`,
  ].join("\n");
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      "write-descriptions": { type: "string" },
      "held-out-probe": { type: "boolean" },
      "by-set": { type: "boolean" },
      settings: { type: "string" },
    },
    allowPositionals: true,
  });
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const root = resolve(cwd, folder);
  const settings = values.settings
    ? parseSettingsFile(readFileSync(resolve(cwd, values.settings), "utf8"), values.settings)
    : null;
  const scheme = settings ? settingsScheme(settings) : null;
  const catalogueLabels = parseLabels(readFileSync(join(root, "labels.csv"), "utf8"));
  const labels = scheme ? scheme.labels(catalogueLabels) : catalogueLabels;
  if (values.settings) console.log(`in the folders of ${values.settings}`);
  if (values["held-out-probe"] || values["by-set"]) {
    const modelsDir = resolve(cwd, process.env.MODELS_DIR ?? "models");
    const { photos, failed } = await devPhotos(root, modelsDir);
    const by = values["by-set"] ? "sets" : "halves";
    const outcomes = inScheme(new Map([...failed, ...heldOutOutcomes(photos, by)]), scheme);
    const result = score(labels, outcomes);
    console.log(
      by === "sets"
        ? "local describer, probes fitted without the set scored (leave one set out)"
        : "local describer, probes cross-fitted (each half described by the probes trained on the other)",
    );
    process.stdout.write(formatCategorizationReport(result));
    if (by === "sets") {
      const shipped = score(
        labels,
        inScheme(
          new Map([
            ...failed,
            ...photos.map((p) => [p.label.file, describeWith(p, SHIPPED_PROBES)] as const),
          ]),
          scheme,
        ),
      );
      console.log(bySetTable(heldOutSets(photos), result, shipped));
    }
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
          const described = await describer.describe(
            await decodePreview(readFileSync(join(root, file))),
            settings ? { folders: settings.folders } : undefined,
          );
          const folder = described.description ? (described.folder ?? described.category) : "no description";
          outcomes.set(file, {
            description: described.description,
            folder,
            picked: described.folder !== undefined,
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          outcomes.set(file, { description: message, folder: "failed" });
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await describer.close();

  process.stdout.write(formatCategorizationReport(score(labels, inScheme(outcomes, scheme))));
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
