/**
 * `MODELS_DIR=… npm run eval:medium -- <dev photos folder with labels.csv>`: could the local describer say what
 * an artwork is made as ("A drawing of a face", "A mural of a woman", "A statue") rather than "A painting" or
 * "An artwork" (issue 24)? It measures, held out, how often each medium word would be right.
 *
 * The medium of each dev artwork is read from the notes of labels.csv (`source_label` of the art-works set:
 * "pencil portrait drawing", "street art: …", "bronze relief") by `mediumOf`; the photos of other sets have
 * none. The photos the describer calls artworks are those of `npm run eval -- <dev> --by-set` (probes fitted
 * without the set scored, art-works split in two). For each medium, a linear probe like the art probe
 * (L2-regularised logistic regression, scene-probe-training.ts) tells it from the other media, trained on the
 * artworks of the other half only (on all artworks for a photo of another set), on the pooled features and the
 * style statistics (`artFeatures`) or the pooled features alone. Printed per medium and certainty: the
 * photos called artworks it would name so, and how many of them are that medium. The painting/artwork noun
 * the describer says today is scored the same way (a mural is a painting too).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { artFeatures, artProbability, foldOf, parseCsvRecords } from "@photo-organizer/core";
import { type Medium, mediumOf } from "./artwork-medium.ts";
import { type DevPhoto, devPhotos, heldOutOutcomes } from "./held-out-describer.ts";
import { DEFAULT_L2, trainLogistic } from "./scene-probe-training.ts";

const USAGE = "Usage: MODELS_DIR=… npm run eval:medium -- <photos folder with labels.csv>";
const ART_SET = "art-works";

const MEDIUM_WORDS: readonly Medium[] = ["drawing", "mural", "sculpture", "print"];
const CERTAINTIES = [0.5, 0.8, 0.9];
/** The describer's artwork sentence: "A painting …", "An artwork …". */
const ARTWORK_SENTENCE = /^an? (painting|artwork)\b/i;

type Features = (photo: DevPhoto) => number[];
const FEATURES: Record<string, Features> = {
  "pooled + style": (p) => artFeatures(p.embedding, p.signals.style),
  "pooled alone": (p) => p.embedding,
};

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const root = resolve(cwd, positionals[0] as string);
  const { photos } = await devPhotos(root, resolve(cwd, process.env.MODELS_DIR ?? "models"));
  const notes = new Map(
    parseCsvRecords(readFileSync(join(root, "labels.csv"), "utf8")).map((r) => [
      r.file,
      r.source_label ?? "",
    ]),
  );
  const medium = (p: DevPhoto) => (p.label.set === ART_SET ? mediumOf(notes.get(p.label.file) ?? "") : null);
  const artworks = photos.filter((p) => p.label.set === ART_SET);
  const counts = MEDIUM_WORDS.map((m) => `${m} ${artworks.filter((p) => medium(p) === m).length}`);
  console.log(`${artworks.length} artworks: ${counts.join(", ")}, the rest paintings or illustrations`);

  const outcomes = heldOutOutcomes(photos, "sets");
  const called = photos.filter((p) => ARTWORK_SENTENCE.test(outcomes.get(p.label.file)?.description ?? ""));
  // Art of another set (a painting, graffiti) has no note to read its medium from.
  const kind = (p: DevPhoto) =>
    medium(p) ?? (p.label.category === "Art" ? "art, medium unknown" : `not art (${p.label.category})`);
  console.log(
    `called artworks, held out: ${called.length}, ${called.filter((p) => medium(p)).length} of them artworks`,
  );
  for (const noun of ["painting", "artwork"]) {
    const said = called.filter((p) => outcomes.get(p.label.file)?.description.toLowerCase().includes(noun));
    const tally = new Map<string, number>();
    for (const p of said) tally.set(kind(p), (tally.get(kind(p)) ?? 0) + 1);
    console.log(`  "${noun}" said of ${said.length}: ${[...tally].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  }

  // The artworks a photo's medium probe may learn from: the other half of art-works, or all of them.
  const trainingHalf = (p: DevPhoto) => (p.label.set === ART_SET ? 1 - foldOf(p.label.file) : -1);
  for (const [name, features] of Object.entries(FEATURES)) {
    console.log(`\nMedium probes on the ${name} (L2 ${DEFAULT_L2}), held out:`);
    for (const m of MEDIUM_WORDS) {
      const probes = new Map(
        [-1, 0, 1].map((half) => {
          const train = artworks.filter((p) => half < 0 || foldOf(p.label.file) === half);
          const rows = train.map((p) => ({ file: p.label.file, embedding: features(p) }));
          const positives = new Set(train.filter((p) => medium(p) === m).map((p) => p.label.file));
          return [half, trainLogistic(rows, (row) => positives.has(row.file), DEFAULT_L2)] as const;
        }),
      );
      const scores = called.map((p) => ({
        p,
        score: artProbability(features(p), {
          features: features(p).length,
          ...(probes.get(trainingHalf(p)) as { bias: number; weights: number[] }),
        }),
      }));
      const line = CERTAINTIES.map((certainty) => {
        const said = scores.filter((s) => s.score >= certainty);
        const right = said.filter((s) => medium(s.p) === m).length;
        const wrong = said.filter((s) => medium(s.p) !== m).map((s) => kind(s.p));
        return `at ${certainty}: ${right}/${said.length}${wrong.length ? ` (wrong: ${wrong.join(", ")})` : ""}`;
      });
      console.log(`  "${m}": ${line.join("; ")}`);
    }
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
