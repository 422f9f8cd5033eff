import { type ArtProbe, artFeatures, SCENES, type SceneName, type SceneProbe } from "@photo-organizer/core";

/**
 * Training of the scene probe (packages/core/src/vocabulary/scene-probe.ts): for each scene, the photos of
 * its dev folder are the positives and every other photo a negative; and of the art probe (art-probe.ts):
 * the photos labelled Art against the rest. L2-regularised logistic regression on standardised features,
 * full-batch Adam. Plain TypeScript: 9 × 768 weights need no library.
 */

/**
 * One photo's pooled features; `category` is its label and `style` its style statistics (the analyzer's
 * `style`), for the art probe.
 */
export type FeaturePhoto = {
  file: string;
  embedding: readonly number[];
  category?: string;
  style?: readonly number[] | null;
};

/**
 * L2 penalty on standardised features (~50–100 positives for 768 features). Held out at certainty 0.9:
 * 0.05 → +17 / +12 photos, no wrong scene; 0.01 → +25 / +17, no wrong scene; 0.002 → +31 / +25 but 5 / 2
 * wrong scenes (a potpie and a rose as Halloween, a flatworm and a slide rule as Christmas). 0.01 kept.
 * At certainty 0.8 (three scenes, named right / wrong per half): 0.003 → 97/4, 82/1; 0.01 → 84/1, 73/0;
 * 0.03 → 77/0, 67/0. Weighting the positives up to the negatives' weight names 10–20 more right and 5–16
 * more wrong at every certainty; L2-normalising the features changes nothing. 0.01 still kept.
 */
export const DEFAULT_L2 = 0.01;
const STEPS = 400;
const LEARNING_RATE = 0.05;

/** The dev folders whose photos show each scene: the positives of that scene's regression. */
const SCENE_FOLDERS: Record<string, SceneName> = {
  "personal-events/christmas": "christmas",
  "personal-events/halloween": "halloween",
  "personal-events/beach": "beach",
  "personal-events/family": "family",
  "weather-mwd/cloudy": "cloudy",
  "weather-mwd/rain": "rain",
  "weather-mwd/shine": "sunshine",
  "weather-mwd/sunrise": "sunrise",
};

export const sceneOfFile = (file: string): SceneName | null => {
  const [set, folder] = file.split("/");
  return SCENE_FOLDERS[`${set}/${folder}`] ?? null;
};

/**
 * One logistic regression (positives against the rest) on standardised features, full-batch Adam; returns
 * weights and bias on the raw features (standardisation folded in). Each positive counts `positiveWeight`
 * times (in the standardisation and the loss), as if it were there that many times.
 */
export function trainLogistic(
  photos: readonly FeaturePhoto[],
  isPositive: (photo: FeaturePhoto) => boolean,
  l2: number,
  positiveWeight = 1,
): { bias: number; weights: number[] } {
  const dims = photos[0]?.embedding.length ?? 0;
  const y = photos.map((p) => (isPositive(p) ? 1 : 0));
  const weight = y.map((label) => (label === 1 ? positiveWeight : 1));
  const n = weight.reduce((a, b) => a + b, 0);
  const mean = new Float64Array(dims);
  const std = new Float64Array(dims);
  photos.forEach(({ embedding }, i) => {
    const share = (weight[i] as number) / n;
    for (let j = 0; j < dims; j++) mean[j] = (mean[j] as number) + (embedding[j] as number) * share;
  });
  photos.forEach(({ embedding }, i) => {
    const share = (weight[i] as number) / n;
    for (let j = 0; j < dims; j++)
      std[j] = (std[j] as number) + ((embedding[j] as number) - (mean[j] as number)) ** 2 * share;
  });
  for (let j = 0; j < dims; j++) std[j] = Math.sqrt(std[j] as number) || 1;
  const x = photos.map(({ embedding }) => {
    const row = new Float64Array(dims);
    for (let j = 0; j < dims; j++)
      row[j] = ((embedding[j] as number) - (mean[j] as number)) / (std[j] as number);
    return row;
  });
  // Adam over [w, b]
  const w = new Float64Array(dims + 1);
  const m = new Float64Array(dims + 1);
  const v = new Float64Array(dims + 1);
  const grad = new Float64Array(dims + 1);
  for (let step = 1; step <= STEPS; step++) {
    grad.fill(0);
    for (let i = 0; i < x.length; i++) {
      const row = x[i] as Float64Array;
      let z = w[dims] as number;
      for (let j = 0; j < dims; j++) z += (w[j] as number) * (row[j] as number);
      const err = (1 / (1 + Math.exp(-z)) - (y[i] as number)) * (weight[i] as number);
      for (let j = 0; j < dims; j++) grad[j] = (grad[j] as number) + (err * (row[j] as number)) / n;
      grad[dims] = (grad[dims] as number) + err / n;
    }
    for (let j = 0; j < dims; j++) grad[j] = (grad[j] as number) + l2 * (w[j] as number);
    for (let j = 0; j <= dims; j++) {
      const g = grad[j] as number;
      m[j] = 0.9 * (m[j] as number) + 0.1 * g;
      v[j] = 0.999 * (v[j] as number) + 0.001 * g * g;
      const mHat = (m[j] as number) / (1 - 0.9 ** step);
      const vHat = (v[j] as number) / (1 - 0.999 ** step);
      w[j] = (w[j] as number) - (LEARNING_RATE * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  const weights: number[] = [];
  let bias = w[dims] as number;
  for (let j = 0; j < dims; j++) {
    const scaled = (w[j] as number) / (std[j] as number);
    weights.push(scaled);
    bias -= scaled * (mean[j] as number);
  }
  return { bias, weights };
}

/**
 * The scene probe reads what the art probe reads: the pooled features and, when the photos have them, the
 * style statistics (`artFeatures`): fairy lights, rain streaks and an overcast sky's flat grey are as much
 * how a photo looks as what it shows.
 */
export function trainSceneProbe(photos: readonly FeaturePhoto[], l2: number): SceneProbe {
  const rows = photos.map((p) => ({ ...p, embedding: artFeatures(p.embedding, p.style) }));
  const dims = rows[0]?.embedding.length ?? 0;
  return {
    features: dims,
    scenes: SCENES.map((scene) => ({
      scene,
      ...trainLogistic(rows, (p) => sceneOfFile(p.file) === scene, l2),
    })),
  };
}

/**
 * The art probe's penalty and the weight of each artwork: dev has ~100 artworks against ~1,270 photos, and
 * unweighted the probe learns that almost nothing is art. Held out (leave one set out, art-works 2-fold, on
 * the pooled features and the style statistics), artworks found / other photos called artworks at 0.8 and
 * 0.9: L2 0.01 unweighted 20/12, 17/5; weight 5 31/24, 26/17; weight 10 with L2 0.03 37/30, 28/17; with
 * L2 0.1 57/26, 53/14; with L2 0.3 30/54, 23/36. The pooled features alone at 0.1 × 10: see art-probe.ts.
 */
export const ART_L2 = 0.1;
export const ART_POSITIVE_WEIGHT = 10;

/** Photos labelled Art (paintings, drawings, prints, murals, sculptures) against every other photo. */
export function trainArtProbe(photos: readonly FeaturePhoto[], l2 = ART_L2): ArtProbe {
  const rows = photos.map((p) => ({ ...p, embedding: artFeatures(p.embedding, p.style) }));
  const dims = rows[0]?.embedding.length ?? 0;
  return {
    features: dims,
    ...trainLogistic(rows, (p) => p.category === "Art", l2, ART_POSITIVE_WEIGHT),
  };
}
