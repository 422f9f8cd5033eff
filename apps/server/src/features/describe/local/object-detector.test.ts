import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { COCO_VOCABULARY } from "@photo-organizer/core";
import { describe, expect, it } from "vitest";
import { decodePreview } from "../../analyze/image-input.ts";
import { createAnalyzer } from "./analyzer.ts";
import { DETECTOR_SIZE, loadObjectDetector } from "./object-detector.ts";
import { rgbTensor } from "./tfjs.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const zebras = join(sharedDir, "photos/dev/coco128/images/000000000034.jpg");

describe("the object detector", () => {
  it("finds nothing in a blank grey photo", async () => {
    await createAnalyzer(join(sharedDir, "no-models"));
    const detect = await loadObjectDetector();
    const side = 320;
    const grey = { data: new Uint8Array(side * side * 3).fill(128), width: side, height: side };
    expect((await detect(rgbTensor(grey))).filter((o) => o.score >= 0.5)).toEqual([]);
  }, 120_000);

  it.skipIf(!existsSync(zebras))(
    `finds the zebra in a COCO photo at ${DETECTOR_SIZE} px`,
    async () => {
      await createAnalyzer(join(sharedDir, "no-models"));
      const detect = await loadObjectDetector();
      const found = await detect(rgbTensor(await decodePreview(readFileSync(zebras))));
      const [best] = found;
      expect(best && COCO_VOCABULARY[best.index]?.[0]).toBe("zebra");
      expect(best?.score).toBeGreaterThan(0.5);
      expect(best?.area).toBeGreaterThan(0.3);
    },
    120_000,
  );
});
