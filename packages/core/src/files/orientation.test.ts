import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jpegOrientation, orientationTransform } from "./orientation.ts";

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

describe("jpegOrientation", () => {
  const be16 = (n: number) => [n >> 8, n & 0xff];
  const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
  const text = (value: string) => [...new TextEncoder().encode(value)];
  /** An APP1 EXIF segment whose IFD0 holds one entry: Orientation = `value` (big-endian TIFF). */
  const exif = (value: number) =>
    segment(0xe1, [
      ...text("Exif\0\0"),
      0x4d,
      0x4d,
      0,
      42,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      value,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
  const jpeg = (...parts: number[][]) => new Uint8Array([0xff, 0xd8, ...parts.flat()]);
  const frame = segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]);

  it("reads the orientation of the JPEG's own EXIF, behind other segments", () => {
    expect(jpegOrientation(jpeg(exif(6), frame))).toBe(6);
    expect(jpegOrientation(jpeg(segment(0xe0, text("JFIF\0")), exif(8), frame))).toBe(8);
  });

  it("gives null without EXIF, for an invalid value, or for EXIF after the first scan", () => {
    expect(jpegOrientation(jpeg(frame))).toBeNull();
    expect(jpegOrientation(jpeg(exif(9), frame))).toBeNull();
    expect(jpegOrientation(jpeg(frame, segment(0xda, [1, 1, 0, 0, 63, 0]), exif(6)))).toBeNull();
  });
});
