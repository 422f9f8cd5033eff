import { join } from "node:path";
import type * as TF from "@tensorflow/tfjs";
import { describe, expect, it } from "vitest";
import { createAnalyzer } from "./analyzer.ts";
import { withReluSixes } from "./clipped-relus.ts";
import { fileSystemHandler, HUMAN_MODELS_DIR, tf } from "./tfjs.ts";

const modelsDir = process.env.MODELS_DIR ?? join(import.meta.dirname, "../../../../../../../shared/models");

describe("withReluSixes", () => {
  it("gives Human's face describer the same outputs, bit for bit, without its Minimum and Maximum ops", async () => {
    // Sets up the WASM backend the analyzer runs on.
    await createAnalyzer(modelsDir);
    const handler = fileSystemHandler(join(HUMAN_MODELS_DIR, "faceres.json"));
    const load = handler.load as () => Promise<TF.io.ModelArtifacts>;
    const rewritten = withReluSixes(await load());
    const ops = (rewritten.modelTopology as { node: { op: string }[] }).node.map((node) => node.op);
    expect(ops).not.toContain("Minimum");
    expect(ops).not.toContain("Maximum");
    expect(ops).toContain("Relu6");
    const original = await tf.loadGraphModel(handler);
    const faster = await tf.loadGraphModel({ load: async () => rewritten });
    for (const seed of [1, 2]) {
      const input = tf.randomUniform([1, 224, 224, 3], -100, 400, "float32", seed);
      const outputs = async (model: TF.GraphModel) => {
        const tensors = model.execute(input) as TF.Tensor[];
        const values = await Promise.all(tensors.map(async (t) => Array.from(await t.data())));
        for (const t of tensors) t.dispose();
        return values;
      };
      expect(await outputs(faster)).toEqual(await outputs(original));
      input.dispose();
    }
  }, 120_000);

  it("leaves a graph without clipped ReLUs as it is", () => {
    const artifacts = {
      modelTopology: {
        node: [
          { name: "x", op: "Placeholder" },
          { name: "r", op: "Relu", input: ["x"] },
        ],
      },
    };
    expect(withReluSixes(artifacts)).toBe(artifacts);
  });
});
