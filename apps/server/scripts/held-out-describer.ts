import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  ART_PROBE,
  type ArtProbe,
  categorize,
  describeSignals,
  foldOf,
  type ImageSignals,
  type LabelRow,
  parseLabels,
  SCENE_PROBE,
  SCENES,
  type SceneProbe,
} from "@photo-organizer/core";
import { cachedAnalyses } from "./learning-embeddings-cache.ts";
import { DEFAULT_L2, sceneOfFile, trainArtProbe, trainSceneProbe } from "./scene-probe-training.ts";

/**
 * The local describer as photos it was never trained on see it: every trained piece (the scene probe, the art
 * probe) is fitted again without the photos it is scored on, from the features cache (the models run at most
 * once per photo; the signals are those of the analyzer that filled the cache). Two ways to hold photos out:
 * - "halves": the 2-fold split by file name (`foldOf`), both ways (`--held-out-probe`);
 * - "sets": leave one set out (`--by-set`) — a set the product never saw is what every user's collection is.
 *   A set that is the only one of its kind (without it a probe class keeps fewer than `MIN_POSITIVES`
 *   positives: art-works for the art probe, personal-events for the occasions, weather-mwd for the weather)
 *   cannot be left out whole, or the probe would never have seen the kind; it is split in two by `foldOf`
 *   and each half scored with the probes trained on everything else.
 * The describer's thresholds (DESCRIBE_TUNING, the probes' certainties) are constants, not fitted here.
 */

export type DevPhoto = {
  label: LabelRow;
  signals: ImageSignals & { embedding: number[] };
  embedding: number[];
};
export type Probes = { scene: SceneProbe; art: ArtProbe };
/** `picked`: a vision-language model chose the folder among the user's own (not a category to map). */
export type Outcome = { description: string; folder: string; picked?: boolean };
export type HeldOutSet = { set: string; how: "left out" | "2-fold" };

/** A probe class needs this many positives outside a set for the set to be left out whole. */
export const MIN_POSITIVES = 10;

export const SHIPPED_PROBES: Probes = { scene: SCENE_PROBE, art: ART_PROBE };

/** The labelled photos with their cached signals and features, and the ones that could not be read. */
export async function devPhotos(folder: string, modelsDir: string) {
  const labels = parseLabels(readFileSync(join(folder, "labels.csv"), "utf8"));
  const analyses = await cachedAnalyses(
    folder,
    labels.map((l) => l.file),
    modelsDir,
  );
  const photos: DevPhoto[] = [];
  const failed = new Map<string, Outcome>();
  labels.forEach((label, i) => {
    const analysis = analyses[i];
    if (analysis?.signals && analysis.embedding)
      photos.push({
        label,
        signals: { ...analysis.signals, embedding: analysis.embedding },
        embedding: analysis.embedding,
      });
    else failed.set(label.file, { description: analysis?.error ?? "", folder: "failed" });
  });
  return { labels, photos, failed };
}

const PROBES_CACHE = resolve(import.meta.dirname, "../../../node_modules/.cache/photo-organizer/probes");
/** The training code: a change to it makes the cached probes stale. */
const TRAINING_SOURCE = resolve(import.meta.dirname, "scene-probe-training.ts");

/**
 * Probes trained on `train`. Training takes seconds per probe on a quiet machine and every held-out figure
 * needs a dozen of them, so each is kept in node_modules/.cache by the photos, features and code it came from.
 */
export function fitProbes(train: readonly DevPhoto[]): Probes {
  const hash = createHash("sha256").update(readFileSync(TRAINING_SOURCE));
  for (const p of train)
    hash.update(
      `${p.label.file}\t${p.label.category}\t${p.embedding.join(",")}\t${p.signals.style?.join(",")}\n`,
    );
  const path = join(PROBES_CACHE, `${hash.digest("hex").slice(0, 16)}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8")) as Probes;
  const features = train.map((p) => ({
    file: p.label.file,
    embedding: p.embedding,
    category: p.label.category,
    style: p.signals.style ?? null,
  }));
  const probes = { scene: trainSceneProbe(features, DEFAULT_L2), art: trainArtProbe(features) };
  mkdirSync(PROBES_CACHE, { recursive: true });
  writeFileSync(path, JSON.stringify(probes));
  return probes;
}

export function describeWith(photo: DevPhoto, probes: Probes): Outcome {
  const { description } = describeSignals(photo.signals, probes.scene, probes.art);
  return { description, folder: description ? categorize(description) : "no description" };
}

/** The probe classes a photo is a positive of: its scene, and "art" when it is labelled Art. */
const probeClasses = (photo: DevPhoto): string[] => [
  ...(sceneOfFile(photo.label.file) ? [sceneOfFile(photo.label.file) as string] : []),
  ...(photo.label.category === "Art" ? ["art"] : []),
];

/** How each set is held out: left out whole, or split in two when it is the only one of its kind. */
export function heldOutSets(photos: readonly DevPhoto[]): HeldOutSet[] {
  const sets = [...new Set(photos.map((p) => p.label.set))];
  const classes = [...SCENES, "art"];
  return sets.map((set) => {
    const outside = photos.filter((p) => p.label.set !== set).flatMap(probeClasses);
    const inside = new Set(photos.filter((p) => p.label.set === set).flatMap(probeClasses));
    const onlyOne = classes.some(
      (c) => inside.has(c) && outside.filter((found) => found === c).length < MIN_POSITIVES,
    );
    return { set, how: onlyOne ? "2-fold" : "left out" };
  });
}

/** Each photo described by probes fitted without it, held out by halves or by sets. */
export function heldOutOutcomes(photos: readonly DevPhoto[], by: "halves" | "sets"): Map<string, Outcome> {
  const outcomes = new Map<string, Outcome>();
  const score = (test: readonly DevPhoto[], train: readonly DevPhoto[]) => {
    const probes = fitProbes(train);
    for (const photo of test) outcomes.set(photo.label.file, describeWith(photo, probes));
  };
  const halves = (within: readonly DevPhoto[], outside: readonly DevPhoto[]) => {
    for (const half of [0, 1])
      score(
        within.filter((p) => foldOf(p.label.file) === half),
        [...outside, ...within.filter((p) => foldOf(p.label.file) !== half)],
      );
  };
  if (by === "halves") halves(photos, []);
  else
    for (const { set, how } of heldOutSets(photos)) {
      const within = photos.filter((p) => p.label.set === set);
      const outside = photos.filter((p) => p.label.set !== set);
      if (how === "2-fold") halves(within, outside);
      else score(within, outside);
    }
  return outcomes;
}
