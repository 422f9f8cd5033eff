import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jpegSize } from "./jpeg-size.ts";

const be16 = (n: number) => [n >> 8, n & 0xff];
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
/** SOI, the given segments, then a frame header of `marker` and the start of a scan. */
function header(width: number, height: number, before: number[][] = [], marker = 0xc0) {
  const frame = segment(marker, [8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return new Uint8Array([0xff, 0xd8, ...before.flat(), ...frame, ...segment(0xda, [1, 1, 0, 0, 63, 0])]);
}
const exif = segment(0xe1, [...new TextEncoder().encode("Exif\0\0"), ...new Array(3000).fill(0x41)]);
const icc = segment(0xe2, new Array(600).fill(7));

describe("jpegSize", () => {
  it("reads the stored size of baseline and progressive frames behind EXIF and ICC segments", () => {
    expect(jpegSize(header(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(jpegSize(header(3024, 4032, [exif, icc], 0xc2))).toEqual({ width: 3024, height: 4032 });
    // Fill bytes before a marker are allowed.
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, ...header(10, 20).subarray(2)]))).toEqual({
      width: 10,
      height: 20,
    });
  });

  it("gives null for non-JPEGs, cut-off headers and scans before any frame", () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(jpegSize(header(640, 480, [exif]).subarray(0, 1000))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, ...segment(0xda, [1, 1, 0, 0, 63, 0])]))).toBeNull();
    expect(jpegSize(header(0, 480))).toBeNull();
  });

  it("never throws on arbitrary bytes after a JPEG signature", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (tail) => {
        const size = jpegSize(new Uint8Array([0xff, 0xd8, ...tail]));
        expect(size === null || (size.width > 0 && size.height > 0)).toBe(true);
      }),
    );
  });
});
