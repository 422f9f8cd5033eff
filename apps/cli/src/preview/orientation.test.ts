import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { orient } from "./orientation.ts";

/** A 3×2 picture whose six pixels all differ, so any wrong turn or mirror shows. */
const pixels = Buffer.from([...Array(6).keys()].flatMap((i) => [i * 40, 255 - i * 40, (i * 97) % 256]));
const raw = { raw: { width: 3, height: 2, channels: 3 as const } };

describe("orient", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    "turns orientation %i upright as an EXIF-aware viewer does",
    async (o) => {
      const tagged = await sharp(pixels, raw).png().withMetadata({ orientation: o }).toBuffer();
      const viewer = await sharp(tagged).rotate().raw().toBuffer({ resolveWithObject: true });
      const ours = await orient(sharp(pixels, raw), o).raw().toBuffer({ resolveWithObject: true });
      expect([ours.info.width, ours.info.height]).toEqual([viewer.info.width, viewer.info.height]);
      expect([...ours.data]).toEqual([...viewer.data]);
    },
  );
});
