import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { orientationTransform } from "./orientation.ts";

const apply = (matrix: readonly number[], x: number, y: number) => {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = matrix;
  return [a * x + c * y + e, b * x + d * y + f];
};

describe("orientationTransform", () => {
  it("maps the stored image exactly onto the upright canvas for every orientation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (o, w, h) => {
          const { matrix, width, height } = orientationTransform(o, w, h);
          expect([width, height]).toEqual(o >= 5 ? [h, w] : [w, h]);
          const corners = [
            apply(matrix, 0, 0),
            apply(matrix, w, 0),
            apply(matrix, 0, h),
            apply(matrix, w, h),
          ];
          expect(new Set(corners.map((p) => p.join()))).toEqual(
            new Set([`0,0`, `${width},0`, `0,${height}`, `${width},${height}`]),
          );
        },
      ),
    );
  });

  it("turns orientation 6 (rotate 90° clockwise): the stored top-left goes to the top-right", () => {
    const { matrix, width } = orientationTransform(6, 400, 300);
    expect(apply(matrix, 0, 0)).toEqual([width, 0]);
  });
});
