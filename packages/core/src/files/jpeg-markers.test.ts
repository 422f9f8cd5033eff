import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jpegAdobeTransform, jpegHeaderSegments, jpegMarkers } from "./jpeg-markers.ts";

const be16 = (n: number) => [n >> 8, n & 0xff];
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
const text = (value: string) => [...new TextEncoder().encode(value)];
const frame = segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]);
const scanHeader = segment(0xda, [1, 1, 0, 0, 63, 0]);
/** Entropy-coded data holding a stuffed 0xFF and a restart marker, as real scans do. */
const scanData = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0x78];
const adobe = (transform: number) => segment(0xee, [...text("Adobe"), 0, 100, 0, 0, 0, 0, transform]);

function jpeg(...parts: number[][]): Uint8Array {
  return new Uint8Array([0xff, 0xd8, ...parts.flat()]);
}
const codes = (bytes: Uint8Array) => [...jpegMarkers(bytes)].map((m) => m.marker);

describe("jpegMarkers", () => {
  it("walks header segments and scans to the EOI, and reads nothing after it", () => {
    const bytes = jpeg(
      segment(0xe0, text("JFIF\0")),
      frame,
      scanHeader,
      scanData,
      [0xff, 0xd9],
      [0xff, 0xd8],
    );
    expect(codes(bytes)).toEqual([0xe0, 0xc0, 0xda, 0xd9]);
    const eoi = [...jpegMarkers(bytes)].at(-1);
    expect(eoi?.offset).toBe(bytes.length - 4);
  });

  it("follows a progressive JPEG's scans and the tables between them", () => {
    const dht = segment(0xc4, [0, ...new Array(16).fill(0)]);
    const bytes = jpeg(frame, scanHeader, scanData, dht, scanHeader, scanData, [0xff, 0xd9]);
    expect(codes(bytes)).toEqual([0xc0, 0xda, 0xc4, 0xda, 0xd9]);
  });

  it("skips junk and fill bytes before a marker, and reserved codes inside a damaged scan, as libjpeg does", () => {
    const junk = [0x00, 0x41, 0x42];
    const fill = [0xff, 0xff];
    const damaged = [0x11, 0xff, 0x9f, 0x22];
    const bytes = jpeg(segment(0xfe, text("x")), junk, fill, frame, scanHeader, damaged, [0xff, 0xd9]);
    expect(codes(bytes)).toEqual([0xfe, 0xc0, 0xda, 0xd9]);
  });

  it("ends without an EOI where the bytes end: in a scan's data or in a segment", () => {
    const whole = jpeg(frame, scanHeader, scanData, [0xff, 0xd9]);
    expect(codes(whole.subarray(0, whole.length - 2))).toEqual([0xc0, 0xda]);
    const exif = segment(0xe1, [...text("Exif\0\0"), ...new Array(100).fill(0)]);
    const cut = jpeg(exif, frame).subarray(0, 40);
    const markers = [...jpegMarkers(cut)];
    expect(markers.map((m) => m.marker)).toEqual([0xe1]);
    expect(markers[0]?.end).toBeGreaterThan(cut.length);
  });

  it("gives nothing for bytes that do not start with SOI, and stops at a length under 2", () => {
    expect(codes(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toEqual([]);
    expect(codes(jpeg([0xff, 0xe0, 0x00, 0x01], frame))).toEqual([]);
  });

  it("never throws, and walks forward inside the bytes, on arbitrary bytes after SOI", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        const bytes = jpeg([...tail]);
        let last = 1;
        for (const { offset, start, end } of jpegMarkers(bytes)) {
          expect(offset).toBeGreaterThan(last);
          expect(offset + 1).toBeLessThan(bytes.length);
          expect(start).toBeLessThanOrEqual(end);
          last = offset;
        }
      }),
    );
  });
});

describe("jpegHeaderSegments", () => {
  it("stops before the first scan", () => {
    const bytes = jpeg(segment(0xe0, text("JFIF\0")), frame, scanHeader, scanData, [0xff, 0xd9]);
    expect([...jpegHeaderSegments(bytes)].map((s) => s.marker)).toEqual([0xe0, 0xc0]);
  });
});

describe("jpegAdobeTransform", () => {
  it("reads the transform flag of an Adobe APP14 segment", () => {
    expect(jpegAdobeTransform(jpeg(adobe(2), frame, scanHeader))).toBe(2);
    expect(jpegAdobeTransform(jpeg(segment(0xe0, text("JFIF\0")), adobe(0), frame))).toBe(0);
  });

  it("gives null without one, for another APP14, or for one after the first scan", () => {
    expect(jpegAdobeTransform(jpeg(frame, scanHeader, scanData, [0xff, 0xd9]))).toBeNull();
    expect(jpegAdobeTransform(jpeg(segment(0xee, text("Other-data-xx")), frame))).toBeNull();
    expect(jpegAdobeTransform(jpeg(frame, scanHeader, scanData, adobe(2), scanHeader))).toBeNull();
  });
});
