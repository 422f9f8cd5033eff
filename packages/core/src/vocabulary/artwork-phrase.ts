/** How an artwork is said, and when a photo is of the real thing instead. */
import { classOf, sureName, voteCategories } from "./classifier-guesses.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { peoplePhrase, withArticle } from "./phrases.ts";
import { type SceneName, type SceneProbe, sureScene } from "./scene-probe.ts";
import { sceneInput } from "./scene-reading.ts";
import type { FaceSignal, ImageSignals, LabelScore } from "./signals.ts";

/**
 * What the classifier calls a painting: the printed thing that carries a picture (a ukiyo-e print or a
 * portrait as a comic book, a tiled landscape as a jigsaw puzzle, a cover as a book jacket) or a painted
 * face (a carnival mask), so being sure of one of them says nothing about the photo being of a real thing.
 */
const PICTURE_CLASSES = new Set(["comic book", "jigsaw puzzle", "book jacket", "carnival mask"].map(classOf));

/**
 * A class the classifier is sure of is the real thing, not a painting of it: users forgive an artwork said
 * to be a photo, not a photo of an organ or a shark said to be "A painting". A picture class (a comic book)
 * only when all but certain: it is how the classifier reads a painting.
 */
export function realThing(best: LabelScore | undefined): boolean {
  if (!best) return false;
  const tuning = DESCRIBE_TUNING;
  return best.score >= (PICTURE_CLASSES.has(best.index) ? tuning.realThing : tuning.realObject);
}

/** What a scene looks like inside a painting: the setting or the sky, never an occasion or a family. */
const PAINTED_SCENES: Partial<Record<SceneName, string>> = {
  beach: "a beach",
  cloudy: "a cloudy sky",
  rain: "rain",
  sunshine: "a sunny day",
  sunrise: "a sunrise",
};

/**
 * What an artwork is made as, as far as the signals tell: "painting" where colour reaches the top of the
 * frame, "artwork" where it is white or grey there (paper, stone, a pale wall). On the 101 dev artworks
 * (labels' notes), "painting" names 62 strictly and 83 with the murals and watercolours, which are paintings
 * too; upper thirds less than `paintedGround` overcast or white hold 69, 62 of them paintings in that sense
 * (90%), against 21 of the other 32 (66%: the drawings, prints, sculptures and illustrations sit there). No
 * signal tells a drawing, a print or a statue apart: white paper and a bright upper third find 3 of the 6
 * drawings among 7 photos, so no other medium is said. Nor does a probe per medium (`npm run eval:medium`,
 * DR 028): held out, "mural" would be right 6 times in 12, "drawing" once in 5.
 */
function artworkNoun(signals: ImageSignals): string {
  return signals.sky.grey < DESCRIBE_TUNING.paintedGround ? "painting" : "artwork";
}

/**
 * "A painting of two people", "A painting of a beach", "An artwork of a valley", or "A painting" alone: the
 * people in it, a sure setting, a landscape the classifier is sure of; never one of its objects, which in an
 * artwork are mostly the wrong thing (a comic book, a jigsaw puzzle, a carnival mask).
 */
export function artworkPhrase(
  signals: ImageSignals & { embedding?: readonly number[] | null },
  people: readonly FaceSignal[],
  probe: SceneProbe,
): string {
  const what = withArticle(artworkNoun(signals));
  if (people.length > 0) return `${what} of ${peoplePhrase(people)}`;
  const scene = sureScene(sceneInput(signals, probe), probe);
  const painted = scene && PAINTED_SCENES[scene.scene];
  if (painted) return `${what} of ${painted}`;
  const top = voteCategories(signals.labels)[0];
  const landscape = top?.category === "Nature" ? sureName(signals.labels, top.best) : null;
  return landscape ? `${what} of ${withArticle(landscape)}` : what;
}
