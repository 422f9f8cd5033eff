import { SCENES, type SceneName, type SceneProbe } from "@photo-organizer/core";

/**
 * Training of the scene probe (packages/core/src/vocabulary/scene-probe.ts): for each scene, the photos of
 * `personal-events/<scene>/` are the positives and every other photo a negative; L2-regularised logistic
 * regression on standardised features, full-batch Adam. Plain TypeScript: 3 × 768 weights need no library.
 */

export type FeaturePhoto = { file: string; embedding: readonly number[] };

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

/** One scene against the rest; returns weights and bias on the raw features (standardisation folded in). */
function trainScene(photos: readonly FeaturePhoto[], scene: SceneName, dims: number, l2: number) {
  const n = photos.length;
  const mean = new Float64Array(dims);
  const std = new Float64Array(dims);
  for (const { embedding } of photos)
    for (let j = 0; j < dims; j++) mean[j] = (mean[j] as number) + (embedding[j] as number) / n;
  for (const { embedding } of photos)
    for (let j = 0; j < dims; j++)
      std[j] = (std[j] as number) + ((embedding[j] as number) - (mean[j] as number)) ** 2 / n;
  for (let j = 0; j < dims; j++) std[j] = Math.sqrt(std[j] as number) || 1;
  const x = photos.map(({ embedding }) => {
    const row = new Float64Array(dims);
    for (let j = 0; j < dims; j++)
      row[j] = ((embedding[j] as number) - (mean[j] as number)) / (std[j] as number);
    return row;
  });
  const y = photos.map((p) => (sceneOfFile(p.file) === scene ? 1 : 0));
  // Adam over [w, b]
  const w = new Float64Array(dims + 1);
  const m = new Float64Array(dims + 1);
  const v = new Float64Array(dims + 1);
  const grad = new Float64Array(dims + 1);
  for (let step = 1; step <= STEPS; step++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const row = x[i] as Float64Array;
      let z = w[dims] as number;
      for (let j = 0; j < dims; j++) z += (w[j] as number) * (row[j] as number);
      const err = 1 / (1 + Math.exp(-z)) - (y[i] as number);
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
  return { scene, bias, weights };
}

export function trainSceneProbe(photos: readonly FeaturePhoto[], l2: number): SceneProbe {
  const dims = photos[0]?.embedding.length ?? 0;
  return { features: dims, scenes: SCENES.map((scene) => trainScene(photos, scene, dims, l2)) };
}
