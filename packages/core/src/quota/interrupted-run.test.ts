import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ZIP_FILE_NAME } from "../naming/file-names.ts";
import {
  nextPartNumber,
  photosForNextPart,
  type RunPhotoProgress,
  runLeft,
  zipPartName,
} from "./interrupted-run.ts";

const photo = fc.record({
  answered: fc.boolean(),
  part: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
}) as fc.Arbitrary<RunPhotoProgress>;

describe("an interrupted run: what is left", () => {
  it("counts a run of 300 cut after 120 answers, none in a finished ZIP: 120 done, 180 to analyse", () => {
    const photos = Array.from({ length: 300 }, (_, i) => ({ answered: i < 120, part: null }));
    expect(runLeft(photos)).toEqual({
      total: 300,
      written: 0,
      answeredNotWritten: 120,
      toAnalyse: 180,
      left: 300,
    });
    expect(photosForNextPart(photos)).toHaveLength(300);
  });

  it("never writes a photo a part already holds, and writes every other one once, in selection order", () => {
    fc.assert(
      fc.property(fc.array(photo, { maxLength: 200 }), (photos) => {
        const next = photosForNextPart(photos);
        const held = photos.flatMap((p, i) => (p.part === null ? [] : [i]));
        expect([...next, ...held].sort((a, b) => a - b)).toEqual(photos.map((_, i) => i));
        expect(next).toEqual([...next].sort((a, b) => a - b));
        const left = runLeft(photos);
        expect(left.written + left.left).toBe(photos.length);
        expect(left.answeredNotWritten + left.toAnalyse).toBe(left.left);
        expect(next).toHaveLength(left.left);
        // Only a photo with no kept answer and in no part is analysed (and charged) again.
        expect(left.toAnalyse).toBe(photos.filter((p) => !p.answered && p.part === null).length);
      }),
    );
  });
});

describe("which ZIP holds a part", () => {
  it("names the first part as today and later ones by their number", () => {
    expect(zipPartName(1)).toBe(ZIP_FILE_NAME);
    expect(zipPartName(2)).toBe("organized_photos (part 2).zip");
    expect(zipPartName(nextPartNumber(2))).toBe("organized_photos (part 3).zip");
  });

  it("gives every part its own name, a ZIP's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 1000 }), (a, b) => {
        expect(zipPartName(a) === zipPartName(b)).toBe(a === b);
        expect(zipPartName(a).endsWith(".zip")).toBe(true);
        expect(nextPartNumber(a)).toBeGreaterThan(a);
      }),
    );
  });
});
