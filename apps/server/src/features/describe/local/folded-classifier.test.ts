import { existsSync } from "node:fs";
import { join } from "node:path";
import type * as TF from "@tensorflow/tfjs";
import { beforeAll, describe, expect, it } from "vitest";
import { foldClassifier, foldClassifierWithFeatures } from "./folded-classifier.ts";
import { CLASSIFIER_FOLDER, CLASSIFIER_SIZE } from "./model-files.ts";
import { fileSystemHandler, tf, WASM_DIR } from "./tfjs.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const classifierJson = join(
  process.env.MODELS_DIR ?? join(sharedDir, "models"),
  CLASSIFIER_FOLDER,
  "model.json",
);

/** Sets every weight of the model to random values; variances stay positive as batch statistics are. */
function randomise(model: ReturnType<typeof tf.sequential>) {
  for (const layer of model.layers) {
    const weights = layer.getWeights().map((w, i) => {
      const isVariance = layer.getClassName() === "BatchNormalization" && i === 3;
      return isVariance ? tf.randomUniform(w.shape, 0.2, 2) : tf.randomUniform(w.shape, -0.8, 0.8);
    });
    layer.setWeights(weights);
  }
}

function maxDifference(a: ArrayLike<number>, b: ArrayLike<number>) {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return max;
}

describe("foldClassifier", () => {
  beforeAll(async () => {
    const wasm = await import("@tensorflow/tfjs-backend-wasm");
    wasm.setWasmPaths(WASM_DIR);
    await tf.setBackend("wasm");
  });

  it("gives the same probabilities as the layers it folds (conv, depthwise, batch norm, ReLU6)", async () => {
    const model = tf.sequential({
      layers: [
        tf.layers.conv2d({
          inputShape: [32, 32, 3],
          filters: 8,
          kernelSize: 3,
          strides: 2,
          padding: "same",
          useBias: false,
        }),
        tf.layers.batchNormalization({ epsilon: 1e-3 }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.depthwiseConv2d({ kernelSize: 3, padding: "same", useBias: false }),
        tf.layers.batchNormalization({ epsilon: 1e-3 }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.conv2d({ filters: 12, kernelSize: 1, padding: "same", useBias: true }),
        tf.layers.batchNormalization({ epsilon: 1e-3 }),
        tf.layers.activation({ activation: "relu" }),
        tf.layers.globalAveragePooling2d({}),
        tf.layers.reshape({ targetShape: [1, 1, 12] }),
        tf.layers.dropout({ rate: 0.5 }),
        tf.layers.conv2d({ filters: 5, kernelSize: 1, padding: "same", useBias: true }),
        tf.layers.activation({ activation: "softmax" }),
        tf.layers.reshape({ targetShape: [5] }),
      ],
    });
    randomise(model);
    const folded = foldClassifier(tf, model.layers);
    expect(folded).not.toBeNull();
    const input = tf.randomUniform([2, 32, 32, 3], -1, 1);
    const expected = await (model.predict(input) as TF.Tensor).data();
    const actual = await folded?.(input).data();
    expect(actual).toHaveLength(10);
    expect(maxDifference(expected, actual ?? [])).toBeLessThan(1e-4);
  });

  it("hands back the pooled features along with the same predictions", async () => {
    const model = tf.sequential({
      layers: [
        tf.layers.conv2d({
          inputShape: [16, 16, 3],
          filters: 6,
          kernelSize: 3,
          padding: "same",
          useBias: false,
        }),
        tf.layers.batchNormalization({ epsilon: 1e-3 }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.globalAveragePooling2d({}),
        tf.layers.reshape({ targetShape: [1, 1, 6] }),
        tf.layers.conv2d({ filters: 4, kernelSize: 1, padding: "same", useBias: true }),
        tf.layers.activation({ activation: "softmax" }),
        tf.layers.reshape({ targetShape: [4] }),
      ],
    });
    randomise(model);
    const pooling = tf.model({ inputs: model.inputs, outputs: model.layers[3]?.output as TF.SymbolicTensor });
    const input = tf.randomUniform([1, 16, 16, 3], -1, 1);
    const output = foldClassifierWithFeatures(tf, model.layers)?.(input);
    const features = await output?.features?.data();
    expect(features).toHaveLength(6);
    expect(maxDifference(await (pooling.predict(input) as TF.Tensor).data(), features ?? [])).toBeLessThan(
      1e-4,
    );
    const expected = await (model.predict(input) as TF.Tensor).data();
    expect(maxDifference(expected, (await output?.probabilities.data()) ?? [])).toBeLessThan(1e-4);
  });

  it("hands back how the photo is made: mean and spread of each channel of the last map at each resolution", async () => {
    // 32 px in: 16 px after the first convolution (too fine to be style), 8 px after the next, 4 px pooled.
    const model = tf.sequential({
      layers: [
        tf.layers.conv2d({ inputShape: [32, 32, 3], filters: 4, kernelSize: 3, strides: 2, padding: "same" }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.depthwiseConv2d({ kernelSize: 3, strides: 2, padding: "same" }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.conv2d({ filters: 5, kernelSize: 1, padding: "same" }),
        tf.layers.activation({ activation: "relu6" }),
        tf.layers.depthwiseConv2d({ kernelSize: 3, strides: 2, padding: "same" }),
        tf.layers.globalAveragePooling2d({}),
      ],
    });
    randomise(model);
    const eightPixels = tf.model({
      inputs: model.inputs,
      outputs: model.layers[5]?.output as TF.SymbolicTensor,
    });
    const input = tf.randomUniform([1, 32, 32, 3], -1, 1);
    const style = await foldClassifierWithFeatures(tf, model.layers)?.(input).style?.data();
    const { mean, variance } = tf.moments(eightPixels.predict(input) as TF.Tensor, [1, 2]);
    const expected = [...(await mean.data()), ...(await tf.sqrt(variance).data())];
    expect(style).toHaveLength(10);
    expect(maxDifference(expected, style ?? [])).toBeLessThan(1e-4);
  });

  it("declines a model with a layer it cannot fold, so the model's own predict is kept", () => {
    const model = tf.sequential({
      layers: [
        tf.layers.conv2d({ inputShape: [8, 8, 3], filters: 4, kernelSize: 3 }),
        tf.layers.maxPooling2d({ poolSize: 2 }),
      ],
    });
    expect(foldClassifier(tf, model.layers)).toBeNull();
  });

  it.skipIf(!existsSync(classifierJson))(
    "matches the shipped ImageNet classifier's predictions",
    async () => {
      const model = await tf.loadLayersModel(fileSystemHandler(classifierJson));
      const folded = foldClassifier(tf, model.layers);
      expect(folded).not.toBeNull();
      const input = tf.randomUniform([1, CLASSIFIER_SIZE, CLASSIFIER_SIZE, 3], -1, 1);
      const expected = await (model.predict(input) as TF.Tensor).data();
      const actual = await folded?.(input).data();
      expect(maxDifference(expected, actual ?? [])).toBeLessThan(1e-4);
    },
    60_000,
  );
});
