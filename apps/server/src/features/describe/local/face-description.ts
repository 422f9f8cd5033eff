import { join } from "node:path";
import type { FaceSignal } from "@photo-organizer/core";
import type * as TF from "@tensorflow/tfjs";
import { withReluSixes } from "./clipped-relus.ts";
import { fileSystemHandler, HUMAN_MODELS_DIR, tf } from "./tfjs.ts";

/** The classes of Human's (grayscale) emotion model, in its output order. */
const EMOTIONS = ["angry", "disgust", "fear", "happy", "sad", "surprise", "neutral"] as const;
/** Human's weights of red, green and blue in the emotion model's grayscale input. */
const GRAY_WEIGHTS = [0.2989, 0.587, 0.114];
/** Emotions below this score are not reported (Human's `face.emotion.minConfidence`). */
const EMOTION_MIN_SCORE = 0.3;
/** A gender is told only above this confidence (Human's default `face.description.minConfidence`). */
const GENDER_MIN_CONFIDENCE = 0.1;

export type FaceDescription = Pick<FaceSignal, "age" | "gender" | "emotion">;

export type FaceDescriber = (crop: TF.Tensor3D) => Promise<FaceDescription>;

/**
 * Age, gender and emotion of one face, from the face crop Human's detector returns (`detector.return`:
 * RGB in 0..1). This is what Human's `detect` computes with description and emotion on (Human 3.3.6,
 * src/gear/emotion.ts and src/face/faceres.ts), but for the faces we choose: Human would describe every face
 * the detector keeps, and the unsure ones are not worth their time.
 */
export async function loadFaceDescriber(): Promise<FaceDescriber> {
  const load = (file: string) => {
    const handler = fileSystemHandler(join(HUMAN_MODELS_DIR, file));
    const artifacts = handler.load as () => Promise<TF.io.ModelArtifacts>;
    return tf.loadGraphModel({ load: async () => withReluSixes(await artifacts()) });
  };
  const [emotionModel, descriptionModel] = await Promise.all([load("emotion.json"), load("faceres.json")]);
  const emotionSide = emotionModel.inputs[0]?.shape?.[2] ?? 64;
  if (emotionModel.inputs[0]?.shape?.[3] !== 1)
    throw new Error("Human's emotion model is not the grayscale one");
  const descriptionShape = descriptionModel.inputs[0]?.shape ?? [];
  const descriptionSize: [number, number] = [descriptionShape[2] ?? 224, descriptionShape[1] ?? 224];
  const grayWeights = tf.tensor1d(GRAY_WEIGHTS, "float32");

  async function emotionOf(face: TF.Tensor4D): Promise<string | null> {
    const output = tf.tidy(() => {
      const resized = tf.image.resizeBilinear(face, [emotionSide, emotionSide], false);
      const gray = tf.sum(tf.mul(resized, grayWeights), 3, true);
      return emotionModel.execute(tf.mul(tf.sub(gray, 0.5), 2)) as TF.Tensor;
    });
    try {
      const scores = await output.data();
      // Human truncates the scores to two decimals and keeps the first of equal ones.
      let best: number | null = null;
      let bestScore = 0;
      for (let i = 0; i < scores.length; i++) {
        const raw = scores[i] ?? 0;
        const score = Math.min(0.99, Math.trunc(100 * raw) / 100);
        if (raw > EMOTION_MIN_SCORE && (best === null || score > bestScore)) {
          best = i;
          bestScore = score;
        }
      }
      return best === null ? null : (EMOTIONS[best] ?? null);
    } finally {
      output.dispose();
    }
  }

  async function ageAndGender(face: TF.Tensor4D): Promise<Pick<FaceSignal, "age" | "gender">> {
    const input = tf.tidy(() => tf.mul(tf.image.resizeBilinear(face, descriptionSize, false), 255));
    const outputs = descriptionModel.execute(input) as TF.Tensor[];
    input.dispose();
    try {
      const male = (await outputs.find((t) => t.shape[1] === 1)?.data())?.[0] ?? 0.5;
      const confidence = Math.trunc(200 * Math.abs(male - 0.5)) / 100;
      const gender = confidence > GENDER_MIN_CONFIDENCE ? (male <= 0.5 ? "female" : "male") : "unknown";
      // Ten-year bins: the best one, moved towards the likelier of its neighbours.
      const bins = (await outputs.find((t) => t.shape[1] === 100)?.data()) ?? new Float32Array(0);
      let best = 0;
      for (let i = 1; i < bins.length; i++) if ((bins[i] ?? 0) > (bins[best] ?? 0)) best = i;
      const below = bins[best - 1] ?? Number.NaN;
      const above = bins[best + 1] ?? Number.NaN;
      const age = Math.round(below > above ? 10 * best - 100 * below : 10 * best + 100 * above) / 10;
      return { age: Number.isNaN(age) ? 0 : age, gender };
    } finally {
      for (const t of outputs) t.dispose();
    }
  }

  return async (crop) => {
    const face = tf.expandDims(crop, 0) as TF.Tensor4D;
    try {
      const emotion = await emotionOf(face);
      return { ...(await ageAndGender(face)), emotion };
    } finally {
      face.dispose();
    }
  };
}
