import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAnalyzer } from "./analyzer.ts";
import { minusOneToOne, rgbTensor, tf } from "./tfjs.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const EVERY_BYTE = Uint8Array.from({ length: 256 }, (_, v) => v);

describe("the models' inputs made without int32 copies", () => {
  it("scale every byte to −1..1 exactly as the cast, division and subtraction on the WASM backend did", async () => {
    // Sets up the WASM backend the analyzer runs on.
    await createAnalyzer(join(sharedDir, "no-models"));
    const kernels = tf.tidy(() => tf.tensor1d(EVERY_BYTE, "int32").toFloat().div(127.5).sub(1));
    expect(Array.from(minusOneToOne(EVERY_BYTE))).toEqual(Array.from(await kernels.data()));
    kernels.dispose();
  }, 120_000);

  it("hold the preview's pixels as the int32 tensor cast to floats did", async () => {
    await createAnalyzer(join(sharedDir, "no-models"));
    const preview = {
      data: Uint8Array.from({ length: 4 * 64 * 3 }, (_, i) => (i * 37) % 256),
      width: 64,
      height: 4,
    };
    const shared = rgbTensor(preview);
    const cast = tf.tidy(() => tf.tensor3d(preview.data, [4, 64, 3], "int32").toFloat());
    expect(shared.shape).toEqual(cast.shape);
    expect(shared.dtype).toBe("float32");
    expect(Array.from(await shared.data())).toEqual(Array.from(await cast.data()));
    shared.dispose();
    cast.dispose();
  }, 120_000);
});
