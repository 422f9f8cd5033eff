import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldOf } from "./fold.ts";

describe("foldOf", () => {
  it("puts a file in the same half every time, whatever else is in the set", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (file, folds) => {
        const fold = foldOf(file, folds);
        expect(fold).toBe(foldOf(file, folds));
        expect(fold).toBeGreaterThanOrEqual(0);
        expect(fold).toBeLessThan(folds);
      }),
    );
  });

  it("splits a collection of photo names into two halves of about the same size", () => {
    const files = Array.from({ length: 1000 }, (_, i) => `personal-events/beach/IMG_${1000 + i}.jpg`);
    const firstHalf = files.filter((file) => foldOf(file) === 0).length;
    expect(firstHalf).toBeGreaterThan(450);
    expect(firstHalf).toBeLessThan(550);
  });
});
