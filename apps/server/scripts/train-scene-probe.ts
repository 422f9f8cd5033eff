/**
 * `MODELS_DIR=… npm run train:scene-probe -- <dev photos folder with labels.csv> [--write]`: trains the scene
 * probe (packages/core/src/vocabulary/scene-probe.ts) on the classifier's pooled features of the labelled
 * photos: for each scene, the photos of its folder (scene-probe-training.ts) are the positives and every other
 * photo a negative (L2-regularised logistic regression on standardised features, full-batch Adam, plain TypeScript:
 * 8 × 768 weights need no library). The features come from the cache `npm run eval:learning` fills, so the
 * models run at most once per photo.
 *
 * It prints what the probe changes end to end (describeSignals + categorize) measured honestly: 2-fold
 * cross-fitting by core's `foldOf` — trained on one half, scored on the other, both ways — against today's
 * describer on the same half, at several certainties, and how often it names a scene on a photo of another
 * folder. `--write`
 * then trains on all photos and writes the weights file with the held-out figures in its header. The figures
 * use the signals cached with the features: a cache filled by an older analyzer gives older baselines
 * (scene-probe.ts has them with today's signals); the weights depend on the features alone.
 *
 * `--write-only` skips the held-out report (dozens of trainings: long on a busy machine) and writes the scene
 * and art probes trained on all photos (held-out-describer.ts, cached); their held-out figures are then those of
 * `npm run eval -- <folder> --by-set`, recorded in art-probe.ts.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  type ArtProbe,
  type CategorizationScore,
  categorize,
  describedScene,
  describeSignals,
  foldOf,
  type LabelRow,
  parseLabels,
  SCENE_CERTAINTY,
  SCENES,
  type SceneProbe,
  scoreCategorization,
} from "@photo-organizer/core";
import { devPhotos, fitProbes } from "./held-out-describer.ts";
import { cachedAnalyses } from "./learning-embeddings-cache.ts";
import { DEFAULT_L2, sceneOfFile, trainSceneProbe } from "./scene-probe-training.ts";

const USAGE =
  "Usage: MODELS_DIR=… npm run train:scene-probe -- <photos folder with labels.csv> [--write | --write-only]";
const ART_WEIGHTS_FILE = resolve(
  import.meta.dirname,
  "../../../packages/core/src/vocabulary/art-probe-weights.generated.ts",
);
const WEIGHTS_FILE = resolve(
  import.meta.dirname,
  "../../../packages/core/src/vocabulary/scene-probe-weights.generated.ts",
);
let L2 = DEFAULT_L2;

type Photo = { label: LabelRow; signals: Parameters<typeof describeSignals>[0]; embedding: number[] };

const train = (photos: readonly Photo[]) =>
  trainSceneProbe(
    photos.map((p) => ({ file: p.label.file, embedding: p.embedding, style: p.signals.style ?? null })),
    L2,
  );

const NO_PROBE = (dims: number): SceneProbe => ({ features: dims, scenes: [] });

function score(photos: readonly Photo[], probe: SceneProbe): CategorizationScore {
  const descriptions = new Map(
    photos.map((p) => [p.label.file, describeSignals(p.signals, probe).description]),
  );
  return scoreCategorization({
    labels: photos.map((p) => p.label),
    descriptions,
    categorize: (description) => (description ? categorize(description) : "Unsorted"),
  });
}

/** Photos the describer names a scene in (`describedScene`) that are not that scene's positives. */
function falsePositives(photos: readonly Photo[], probe: SceneProbe) {
  const wrong: string[] = [];
  let fired = 0;
  for (const p of photos) {
    const guess = describedScene(p.signals, probe);
    if (!guess) continue;
    fired += 1;
    if (sceneOfFile(p.label.file) !== guess.scene)
      wrong.push(
        `${guess.scene}: ${p.label.file} (${describeSignals(p.signals, NO_PROBE(p.embedding.length)).description})`,
      );
  }
  return { fired, wrong };
}

const logit = (p: number) => Math.log(p / (1 - p));
/** The probe shifted so that it is sure at SCENE_CERTAINTY exactly where the original reaches `certainty`. */
const sureAt = (probe: SceneProbe, certainty: number): SceneProbe => ({
  ...probe,
  scenes: probe.scenes.map((s) => ({ ...s, bias: s.bias + logit(SCENE_CERTAINTY) - logit(certainty) })),
});
const CERTAINTIES = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

/** How often the probe may name a scene that the photo's folder does not show, out of fold: 1 photo in 200. */
const WRONG_SCENE_BUDGET = 1 / 200;

/**
 * The certainty chosen inside a training set alone, never on the photos it will be scored on: 2-fold inner
 * cross-fitting (by `foldOf(file, 4)`, independent of the outer split by `foldOf(file)`), the lowest of
 * `CERTAINTIES` at which the inner probes name a wrong scene on at most `WRONG_SCENE_BUDGET` of the photos.
 */
function innerCertainty(photos: readonly Photo[]): number {
  const wrong = CERTAINTIES.map(() => 0);
  for (const inner of [0, 1]) {
    const innerHalf = (p: Photo) => foldOf(p.label.file, 4) >> 1;
    const probe = train(photos.filter((p) => innerHalf(p) !== inner));
    const testOn = photos.filter((p) => innerHalf(p) === inner);
    CERTAINTIES.forEach((certainty, i) => {
      wrong[i] = (wrong[i] as number) + falsePositives(testOn, sureAt(probe, certainty)).wrong.length;
    });
  }
  const allowed = CERTAINTIES.find((_, i) => (wrong[i] as number) <= WRONG_SCENE_BUDGET * photos.length);
  return allowed ?? (CERTAINTIES.at(-1) as number);
}

const pct = (correct: number, total: number) => `${((100 * correct) / Math.max(total, 1)).toFixed(1)}%`;
function figures(result: CategorizationScore): string {
  const of = (name: string) => {
    const group = result.perCategory.find((g) => g.name === name);
    return group ? `${name} ${group.correct}/${group.total}` : `${name} -`;
  };
  return `${result.correct}/${result.total} (${pct(result.correct, result.total)}), ${of("Holiday")}, ${of("Travel")}, ${of("People")}`;
}

const round = (x: number) => Number(x.toPrecision(5));

/** Writes a generated TypeScript file, laid out as the repository's formatter would (it passes lint as written). */
function writeGenerated(file: string, source: string) {
  writeFileSync(file, source);
  execFileSync(
    resolve(import.meta.dirname, "../../../node_modules/.bin/biome"),
    ["format", "--write", file],
    {
      stdio: "ignore",
    },
  );
  console.log(`weights written to ${file}`);
}

function writeSceneWeights(probe: SceneProbe, notes: readonly string[]) {
  const body = probe.scenes
    .map(
      (s) =>
        `    {\n      scene: "${s.scene}",\n      bias: ${round(s.bias)},\n      weights: [${s.weights.map(round).join(", ")}],\n    },`,
    )
    .join("\n");
  const header = [
    "// Generated by apps/server/scripts/train-scene-probe.ts from the dev photos' pooled features: do not edit.",
    ...notes,
  ].join("\n");
  writeGenerated(
    WEIGHTS_FILE,
    `${header}\nimport type { SceneProbe } from "./scene-probe.ts";\n\nexport const SCENE_PROBE: SceneProbe = {\n  features: ${probe.features},\n  scenes: [\n${body}\n  ],\n};\n`,
  );
}

function writeArtWeights(probe: ArtProbe, note: string) {
  writeGenerated(
    ART_WEIGHTS_FILE,
    [
      "// Generated by apps/server/scripts/train-scene-probe.ts from the dev photos' pooled features: do not edit.",
      note,
      'import type { ArtProbe } from "./art-probe.ts";',
      "",
      `export const ART_PROBE: ArtProbe = { features: ${probe.features}, bias: ${round(probe.bias)}, weights: [${probe.weights.map(round).join(", ")}] };`,
      "",
    ].join("\n"),
  );
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { write: { type: "boolean" }, "write-only": { type: "boolean" }, l2: { type: "string" } },
    allowPositionals: true,
  });
  if (values.l2) L2 = Number(values.l2);
  const [folder] = positionals;
  if (!folder || positionals.length > 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const root = resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  if (values["write-only"]) {
    const modelsDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.MODELS_DIR ?? "models");
    const { photos } = await devPhotos(root, modelsDir);
    const probes = fitProbes(photos);
    const note = `// Trained on all ${photos.length} dev photos; held-out figures: \`npm run eval -- <dev> --by-set\` (art-probe.ts).`;
    writeSceneWeights(probes.scene, [note]);
    writeArtWeights(probes.art, note);
    process.exit(0);
  }
  const labels = parseLabels(readFileSync(join(root, "labels.csv"), "utf8"));
  const modelsDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.MODELS_DIR ?? "models");
  const analyses = await cachedAnalyses(
    root,
    labels.map((l) => l.file),
    modelsDir,
  );
  const photos: Photo[] = [];
  labels.forEach((label, i) => {
    const analysis = analyses[i];
    if (analysis?.signals && analysis.embedding) {
      photos.push({
        label,
        signals: { ...analysis.signals, embedding: analysis.embedding },
        embedding: analysis.embedding,
      });
    }
  });
  const dims = photos[0]?.embedding.length ?? 0;
  console.log(`${photos.length} photos with features (${dims} each), L2 ${L2}`);

  const lines: string[] = [];
  const say = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  say(`Held out (2-fold cross-fitting by foldOf), certainty ${SCENE_CERTAINTY}:`);
  let allBetter = true;
  const nested = { correct: 0, total: 0, wrong: 0, holiday: 0, people: 0, travel: 0 };
  const nestedLines: string[] = [];
  for (const half of [0, 1]) {
    const trainOn = photos.filter((p) => foldOf(p.label.file) !== half);
    const testOn = photos.filter((p) => foldOf(p.label.file) === half);
    const probe = train(trainOn);
    const before = score(testOn, NO_PROBE(dims));
    const after = score(testOn, probe);
    if (after.correct <= before.correct) allBetter = false;
    const chosen = innerCertainty(trainOn);
    const atChosen = sureAt(probe, chosen);
    const nestedScore = score(testOn, atChosen);
    const nestedWrong = falsePositives(testOn, atChosen).wrong.length;
    const of = (name: string) => nestedScore.perCategory.find((g) => g.name === name)?.correct ?? 0;
    nested.correct += nestedScore.correct;
    nested.total += nestedScore.total;
    nested.wrong += nestedWrong;
    nested.holiday += of("Holiday");
    nested.people += of("People");
    nested.travel += of("Travel");
    nestedLines.push(
      `  half ${half + 1}: certainty ${chosen} → ${figures(nestedScore)}, wrong scene ${nestedWrong}`,
    );
    say(`  half ${half + 1}: without ${figures(before)}`);
    say(`          with    ${figures(after)}`);
    for (const certainty of CERTAINTIES) {
      const atCertainty = sureAt(probe, certainty);
      const { fired, wrong } = falsePositives(testOn, atCertainty);
      const perScene = SCENES.map((s) => {
        const positives = testOn.filter((p) => sceneOfFile(p.label.file) === s);
        const found = positives.filter((p) => describedScene(p.signals, atCertainty)?.scene === s).length;
        return `${s} ${found}/${positives.length}`;
      }).join(", ");
      const line =
        `          at ${certainty}: ${figures(score(testOn, atCertainty))}; named ${fired} (${perScene}); ` +
        `wrong scene ${wrong.length}`;
      if (certainty === SCENE_CERTAINTY) {
        say(line);
        for (const w of wrong) say(`            ${w}`);
      } else {
        console.log(line);
        for (const w of wrong) console.log(`            ${w}`);
      }
    }
  }
  say(allBetter ? "Both halves better." : "NOT better on both halves.");
  say(
    `Nested: the certainty chosen inside each training half (inner 2-fold, at most ${WRONG_SCENE_BUDGET * 100}% ` +
      "wrong scenes out of fold), scored on the other half:",
  );
  for (const line of nestedLines) say(line);
  const count = (kind: string) => photos.filter((p) => p.label.category === kind).length;
  say(
    `  together: ${nested.correct}/${nested.total} (${pct(nested.correct, nested.total)}), ` +
      `Holiday ${pct(nested.holiday, count("Holiday"))}, Travel ${pct(nested.travel, count("Travel"))}, ` +
      `People ${pct(nested.people, count("People"))}, wrong scene ${nested.wrong}`,
  );

  const probe = train(photos);
  const inSample = score(photos, probe);
  console.log(`In sample (trained on all, scored on all — not an honest figure): ${figures(inSample)}`);
  if (values.write)
    writeSceneWeights(probe, [
      "// Trained on all dev photos. Honest figures: held out, with the signals cached beside the features",
      "// (scene-probe.ts has them with today's analyzer):",
      ...lines.map((l) => `// ${l}`),
      `// In sample (not honest): ${figures(inSample)}`,
    ]);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
