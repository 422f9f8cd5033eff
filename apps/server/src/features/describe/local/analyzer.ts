import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FaceSignal, ImageSignals, LabelScore } from "@photo-organizer/core";
import { DESCRIBE_TUNING, skyStatistics, wantsObjects } from "@photo-organizer/core";
import type * as TF from "@tensorflow/tfjs";
import type { Config as HumanConfig } from "@vladmandic/human";
import { loadFaceDescriber } from "./face-description.ts";
import { type ClassifierOutput, foldClassifierWithFeatures } from "./folded-classifier.ts";
import { CLASSIFIER_FOLDER, CLASSIFIER_SIZE } from "./model-files.ts";
import { loadObjectDetector } from "./object-detector.ts";
import {
  fileSystemHandler,
  HUMAN_MODELS_DIR,
  Human,
  minusOneToOne,
  registerFileRouter,
  rgbTensor,
  tf,
  WASM_DIR,
} from "./tfjs.ts";

/** Blazeface also fires on flowers and patterns below this score. */
export const FACE_MIN_SCORE = DESCRIBE_TUNING.faceScore;

const TOP_LABELS = 5;
/** Side of the blank photo of the warm-up run. */
const WARM_UP_SIDE = 256;

/** Pixels ready for the models: packed RGB, already oriented and resized by the caller. */
export type PreparedPixels = {
  /** the photo, longest side at most 512 px */
  preview: { data: Uint8Array; width: number; height: number };
  /** centre crop covering 224×224, for the classifier */
  square: Uint8Array;
};

export type LoadedModels = { faces: boolean; classifier: boolean };

/**
 * What the models saw in one photo: the signals the description is made from, and the classifier's pooled
 * features (768 numbers, no pixels; null without the classifier) for learning from the user's corrections.
 */
export type Analysis = ImageSignals & { embedding: number[] | null };

export type Analyzer = {
  models: LoadedModels;
  analyze(pixels: PreparedPixels): Promise<Analysis>;
};

/** Human's settings for the describer: exported so tests can compare against Human's own face description. */
export const HUMAN_CONFIG = {
  backend: "wasm",
  wasmPath: WASM_DIR,
  modelBasePath: `${pathToFileURL(HUMAN_MODELS_DIR).href}/`,
  debug: false,
  async: false,
  warmup: "none",
  // Similar photos must never share results.
  cacheSensitivity: 0,
  filter: { enabled: false },
  // One detector pass finds the faces from the score at which several together are a group of people
  // (`describeSignals` decides), and returns their crops: only the sure ones are described, by
  // `loadFaceDescriber` (describing every face from the group score would cost +60–85% time per photo).
  face: {
    enabled: true,
    detector: {
      rotation: false,
      maxDetected: 20,
      minConfidence: DESCRIBE_TUNING.groupFaceScore,
      return: true,
    },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
} as Partial<HumanConfig>;

/**
 * Loads Human's face models and, when present in `modelsDir`, the ImageNet classifier. Runs inside a worker
 * thread: every call is CPU-bound.
 */
export async function createAnalyzer(modelsDir: string, topLabels = TOP_LABELS): Promise<Analyzer> {
  registerFileRouter();
  const human = new Human(HUMAN_CONFIG);
  await human.load();
  await human.init();
  const describeFace = await loadFaceDescriber();
  const detectObjects = await loadObjectDetector();
  const classifierJson = join(modelsDir, CLASSIFIER_FOLDER, "model.json");
  let classifier: ((input: TF.Tensor) => ClassifierOutput) | null = null;
  if (existsSync(classifierJson)) {
    const model = await tf.loadLayersModel(fileSystemHandler(classifierJson));
    classifier =
      foldClassifierWithFeatures(tf, model.layers) ??
      ((input) => ({ probabilities: model.predict(input) as TF.Tensor, features: null }));
  }
  const models: LoadedModels = {
    faces: Boolean(human.models.models.blazeface),
    classifier: classifier !== null,
  };

  async function faces(preview: PreparedPixels["preview"], input: TF.Tensor3D): Promise<FaceSignal[]> {
    let found: Awaited<ReturnType<typeof human.detect>>["face"] = [];
    try {
      found = (await human.detect(input as never)).face;
      const imageArea = preview.width * preview.height;
      const area = (box: [number, number, number, number]) => (box[2] * box[3]) / imageArea;
      const sure = found.filter((f) => f.boxScore >= FACE_MIN_SCORE);
      // A sure face is described; unsure faces count only without one (a group of people).
      if (sure.length === 0) {
        return found
          .filter((f) => f.boxScore >= DESCRIBE_TUNING.groupFaceScore)
          .map((f) => ({ score: f.boxScore, age: 0, gender: "unknown", emotion: null, area: area(f.box) }));
      }
      const described: FaceSignal[] = [];
      for (const f of sure) {
        if (!f.tensor) continue;
        described.push({
          score: f.boxScore,
          ...(await describeFace(f.tensor as TF.Tensor3D)),
          area: area(f.box),
        });
      }
      return described;
    } finally {
      for (const f of found) (f.tensor as TF.Tensor | undefined)?.dispose();
    }
  }

  async function classify(
    square: Uint8Array,
  ): Promise<{ labels: LabelScore[]; embedding: number[] | null; style: number[] | null }> {
    if (!classifier) return { labels: [], embedding: null, style: null };
    const scaled = tf.tensor4d(minusOneToOne(square), [1, CLASSIFIER_SIZE, CLASSIFIER_SIZE, 3], "float32");
    let output: ClassifierOutput;
    try {
      output = classifier(scaled);
    } finally {
      scaled.dispose();
    }
    try {
      const probabilities = (await output.probabilities.data()) as Float32Array;
      const embedding = output.features ? Array.from(await output.features.data()) : null;
      const style = output.style ? Array.from(await output.style.data()) : null;
      return { labels: topScores(probabilities, topLabels), embedding, style };
    } finally {
      output.probabilities.dispose();
      output.features?.dispose();
      output.style?.dispose();
    }
  }

  async function analyze(pixels: PreparedPixels): Promise<Analysis> {
    const { preview } = pixels;
    // One float copy of the preview for both detectors (Human and the object detector each made one from an
    // int32 copy of their own).
    const input = rgbTensor(preview);
    try {
      const found = await faces(preview, input);
      const { labels, embedding, style } = await classify(pixels.square);
      const sky = skyStatistics(preview.data, preview.width, preview.height);
      // The detector costs half the rest of the analysis: it runs only where nothing else names a thing, or on
      // a shore, where it names what is on it.
      if (labels.length > 0 && wantsObjects({ faces: found, labels, style, embedding })) {
        const objects = await detectObjects(input);
        return { faces: found, labels, style, sky, embedding, objects };
      }
      return { faces: found, labels, style, sky, embedding };
    } finally {
      input.dispose();
    }
  }

  // The first inference sets up every kernel (several times slower than the next ones): do it now on a
  // blank photo, so the user's first photo is not the one that waits.
  await analyze({
    preview: {
      data: new Uint8Array(WARM_UP_SIDE * WARM_UP_SIDE * 3).fill(128),
      width: WARM_UP_SIDE,
      height: WARM_UP_SIDE,
    },
    square: new Uint8Array(CLASSIFIER_SIZE * CLASSIFIER_SIZE * 3).fill(128),
  });

  return { models, analyze };
}

function topScores(probabilities: Float32Array, count: number): LabelScore[] {
  const all = Array.from(probabilities, (score, index) => ({ index, score }));
  return all.sort((a, b) => b.score - a.score).slice(0, count);
}
