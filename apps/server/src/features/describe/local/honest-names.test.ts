import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  COCO_VOCABULARY,
  DESCRIBE_TUNING,
  describeSignals,
  IMAGENET_KINDS,
  IMAGENET_VOCABULARY,
  type LabelScore,
  type ObjectSignal,
  parseLabels,
} from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { decodePreview } from "../../analyze/image-input.ts";
import { createAnalyzer } from "./analyzer.ts";
import { preparePixels } from "./local-describer.ts";
import { CLASSIFIER_FOLDER } from "./model-files.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const devDir = join(sharedDir, "photos/dev");
const modelsDir = process.env.MODELS_DIR ?? join(sharedDir, "models");
/** Every 40th labelled dev photo: ~35 photos of every set, a few seconds of models each on a busy machine. */
const EVERY = 40;

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z'-]+/g, " ")} `;

/** How sure the object detector was of a thing it names in one or several words ("dog", "dogs"). */
function detected(objects: readonly ObjectSignal[] | null | undefined, phrase: string): number {
  const scores = (objects ?? [])
    .filter((o) => COCO_VOCABULARY[o.index]?.slice(0, 2).includes(phrase))
    .map((o) => o.score);
  return Math.max(0, ...scores);
}

/** How sure the classifier was of a class phrase: its own score, or its guesses' sum as a kind of thing. */
function certainty(labels: readonly LabelScore[], phrase: string): number {
  const own = labels.find((l) => IMAGENET_VOCABULARY[l.index]?.[0].toLowerCase() === phrase)?.score ?? 0;
  const asKind = labels
    .slice(0, DESCRIBE_TUNING.votingLabels)
    .filter((l) => IMAGENET_KINDS[l.index]?.split(",").includes(phrase))
    .reduce((sum, l) => sum + l.score, 0);
  return Math.max(own, asKind);
}

describe.skipIf(!existsSync(join(devDir, "labels.csv")) || !existsSync(join(modelsDir, CLASSIFIER_FOLDER)))(
  "the local describer on dev photos",
  () => {
    it("never names a thing it is less sure of than its own floor", async () => {
      const labels = parseLabels(readFileSync(join(devDir, "labels.csv"), "utf8"));
      const analyzer = await createAnalyzer(modelsDir);
      const phrases = IMAGENET_VOCABULARY.map(([phrase]) => phrase.toLowerCase());
      // People are named from their faces as well; every other thing only from the classifier or the detector.
      const things = COCO_VOCABULARY.slice(1).flatMap((entry) => entry.slice(0, 2));
      const unsure: string[] = [];
      for (const { file } of labels.filter((_, i) => i % EVERY === 0)) {
        const preview = await decodePreview(readFileSync(join(devDir, file)));
        const analysis = await analyzer.analyze(await preparePixels(preview));
        const { description } = describeSignals(analysis);
        for (const phrase of [...phrases, ...things].filter((p) => words(description).includes(words(p)))) {
          const classified = certainty(analysis.labels, phrase);
          const found = detected(analysis.objects, phrase);
          // The detector's floor is a person's when the classifier's guesses hold the thing too.
          const detectorFloor =
            classified > 0 ? DESCRIBE_TUNING.objectConfidence : DESCRIBE_TUNING.thingConfidence;
          if (classified < DESCRIBE_TUNING.nameConfidence && found < detectorFloor)
            unsure.push(`${file}: "${description}" (${phrase}: classifier ${classified}, detector ${found})`);
        }
      }
      expect(unsure).toEqual([]);
    }, 600_000);
  },
);
