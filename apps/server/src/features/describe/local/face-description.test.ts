import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type * as TF from "@tensorflow/tfjs";
import type { Config as HumanConfig } from "@vladmandic/human";
import { describe, expect, it } from "vitest";
import { decodePreview } from "../../analyze/image-input.ts";
import { loadFaceDescriber } from "./face-description.ts";
import { HUMAN_MODELS_DIR, Human, registerFileRouter, tf, WASM_DIR } from "./tfjs.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const devDir = join(sharedDir, "photos/dev");
/** Dev photos with sure faces: a man, a woman, a group. */
const PHOTOS = [
  "imagenet-samples/images/n02879718_bow.JPEG",
  "imagenet-samples/images/n04493381_tub.JPEG",
  "imagenet-samples/images/n03888605_parallel_bars.JPEG",
];

/** Human describing every face itself, as the analyzer did before it described only the sure ones. */
const humanDescribing = {
  backend: "wasm",
  wasmPath: WASM_DIR,
  modelBasePath: `${pathToFileURL(HUMAN_MODELS_DIR).href}/`,
  debug: false,
  async: false,
  warmup: "none",
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 20, minConfidence: 0.5, return: true },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: true, minConfidence: 0.3 },
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

describe.skipIf(!existsSync(join(devDir, PHOTOS[0] as string)))("loadFaceDescriber", () => {
  it("tells the age, gender and emotion Human tells of the same faces", async () => {
    registerFileRouter();
    const human = new Human(humanDescribing);
    await human.load();
    await human.init();
    const describeFace = await loadFaceDescriber();
    let faces = 0;
    for (const file of PHOTOS) {
      const preview = await decodePreview(readFileSync(join(devDir, file)));
      const input = tf.tensor3d(preview.data, [preview.height, preview.width, 3], "int32");
      const result = await human.detect(input as never);
      input.dispose();
      for (const face of result.face) {
        const top = [...(face.emotion ?? [])].sort((a, b) => b.score - a.score)[0];
        expect({ file, ...(await describeFace(face.tensor as TF.Tensor3D)) }).toEqual({
          file,
          age: face.age ?? 0,
          gender: face.gender === "female" || face.gender === "male" ? face.gender : "unknown",
          emotion: top?.emotion ?? null,
        });
        (face.tensor as TF.Tensor).dispose();
        faces++;
      }
    }
    expect(faces).toBeGreaterThanOrEqual(PHOTOS.length + 1);
  }, 120_000);
});
