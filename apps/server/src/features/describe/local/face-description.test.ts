import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type * as TF from "@tensorflow/tfjs";
import type { Config as HumanConfig } from "@vladmandic/human";
import { describe, expect, it } from "vitest";
import { decodePreview } from "../../analyze/image-input.ts";
import { HUMAN_CONFIG } from "./analyzer.ts";
import { loadFaceDescriber } from "./face-description.ts";
import { Human, registerFileRouter, tf } from "./tfjs.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const devDir = join(sharedDir, "photos/dev");
/** Dev photos with sure faces: a man, a woman, a group. */
const PHOTOS = [
  "imagenet-samples/images/n02879718_bow.JPEG",
  "imagenet-samples/images/n04493381_tub.JPEG",
  "imagenet-samples/images/n03888605_parallel_bars.JPEG",
];

/** Human describing every face itself, as the analyzer did before it described only the sure ones. */
const humanDescribing: Partial<HumanConfig> = {
  ...HUMAN_CONFIG,
  face: {
    ...HUMAN_CONFIG.face,
    detector: { ...HUMAN_CONFIG.face?.detector, minConfidence: 0.5 },
    description: { enabled: true },
    emotion: { enabled: true, minConfidence: 0.3 },
  },
};

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
