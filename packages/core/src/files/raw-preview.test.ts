import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jpegFrame } from "./jpeg-size.ts";
import { choosePreview, RAW_HEADER_BYTES, rawLayout, type SizedJpeg } from "./raw-preview.ts";
import { hasFormatSamples, sample } from "./testing/format-samples.ts";

const text = (value: string) => [...new TextEncoder().encode(value)];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const box = (type: string, body: number[]) => [...be32(8 + body.length), ...text(type), ...body];
const uuidBox = (uuid: string, body: number[]) => {
  const id = uuid.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [];
  return [...be32(24 + body.length), ...text("uuid"), ...id, ...body];
};
/** A minimal baseline JPEG header of the given size (enough for its frame to be read). */
const jpeg = (width: number, height: number) => [
  0xff,
  0xd8,
  0xff,
  0xc0,
  0,
  17,
  8,
  height >> 8,
  height & 0xff,
  width >> 8,
  width & 0xff,
  3,
  1,
  0x22,
  0,
  2,
  0x11,
  1,
  3,
  0x11,
  1,
  0xff,
  0xd9,
];

function sized(bytes: Uint8Array, format: Parameters<typeof rawLayout>[0]) {
  const layout = rawLayout(format, bytes.subarray(0, RAW_HEADER_BYTES), bytes.length);
  return {
    orientation: layout.orientation,
    jpegs: layout.jpegs.flatMap((j): SizedJpeg[] => {
      const frame = jpegFrame(bytes.subarray(j.offset, j.offset + j.length));
      return frame?.decodable ? [{ ...j, width: frame.width, height: frame.height }] : [];
    }),
  };
}

/** A CR3 laid out as Canon writes it: CMT1 (orientation 6) and a 160×120 THMB in moov, a 1620×1080 PRVW. */
function cr3File(): Uint8Array {
  // IFD0 with one entry: Orientation (0x0112) = 6, little-endian.
  const cmt1 = [
    0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  ];
  const metadata = uuidBox("85c0b687820f11e08111f4ce462b6a48", [
    ...box("CMT1", cmt1),
    ...box("THMB", [0, 0, 0, 0, 0, 160, 0, 120, ...be32(23), 0, 1, 0, 0, ...jpeg(160, 120)]),
  ]);
  const preview = uuidBox("eaf42b5e1c984b88b9fbb7dc406e4d16", [
    ...new Array(8).fill(0),
    ...box("PRVW", [0, 0, 0, 0, 0, 1, 6, 0x54, 4, 0x38, 0, 0, ...be32(23), ...jpeg(1620, 1080)]),
  ]);
  return new Uint8Array([
    ...box("ftyp", text("crx \0\0\0\x01crx isom")),
    ...box("moov", metadata),
    ...preview,
  ]);
}

describe("rawLayout", () => {
  it("finds a CR3's PRVW preview and THMB thumbnail, and its orientation in CMT1", () => {
    const file = cr3File();
    const { jpegs, orientation } = sized(file, "cr3");
    expect(orientation).toBe(6);
    expect(jpegs.map((j) => [j.width, j.height])).toEqual([
      [160, 120],
      [1620, 1080],
    ]);
    expect(choosePreview(jpegs, 512)).toMatchObject({ width: 1620, height: 1080 });
  });

  it("finds a CR3 cut inside its PRVW preview cut short, and does not offer that preview", () => {
    const file = cr3File();
    const whole = rawLayout("cr3", file, file.length);
    expect(whole.cutShort).toBe(false);
    const cut = file.subarray(0, file.length - 4);
    const layout = rawLayout("cr3", cut, cut.length);
    expect(layout.cutShort).toBe(true);
    expect(layout.jpegs).toEqual(whole.jpegs.slice(0, 1));
  });

  it("never throws on a truncated or garbled RAW", () => {
    for (const format of ["cr2", "cr3", "nef", "raf", "dng"] as const) {
      for (const length of [0, 3, 8, 16, 100]) {
        const garbage = new Uint8Array(length).map((_, i) => (i * 37) & 0xff);
        expect(rawLayout(format, garbage, length).jpegs.length).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe.skipIf(!hasFormatSamples)("rawLayout on real RAW files (shared/photos/formats/raw)", () => {
  it("takes a DNG's 1024-pixel preview over its 256-pixel thumbnail, and not its raw tiles", () => {
    const { jpegs } = sized(sample("raw/photoprism__canon_eos_6d.dng"), "dng");
    expect(choosePreview(jpegs, 512)).toMatchObject({ width: 1024, height: 683 });
  });

  it.each([
    ["raw/exiftool__CanonRaw.cr2", "cr2"],
    ["raw/exiftool__CanonRaw.cr3", "cr3"],
    ["raw/exiftool__Nikon.nef", "nef"],
    ["raw/exiftool__DNG.dng", "dng"],
    ["raw/exiftool__Panasonic.rw2", "rw2"],
    ["raw/exiftool__FujiFilm.raf", "raf"],
  ] as const)("%s (image data stripped) has no usable preview", (path, format) => {
    expect(choosePreview(sized(sample(path), format).jpegs, 512)).toBeNull();
  });
});

describe.skipIf(!hasFormatSamples)("rawLayout on a RAW file cut short", () => {
  const cutLayout = (bytes: Uint8Array, format: Parameters<typeof rawLayout>[0], length: number) =>
    rawLayout(format, bytes.subarray(0, Math.min(length, RAW_HEADER_BYTES)), length);

  it.each([
    ["raw/photoprism__canon_eos_6d.dng", "dng"],
    ["raw/exiftool__FujiFilm.raf", "raf"],
    ["raw/exiftool__Panasonic.rw2", "rw2"],
  ] as const)("%s is cut short when it ends inside its largest preview, not when whole", (path, format) => {
    const bytes = sample(path);
    const whole = cutLayout(bytes, format, bytes.length);
    expect(whole.cutShort).toBe(false);
    const largest = [...whole.jpegs].sort((a, b) => b.length - a.length)[0];
    if (!largest) throw new Error("no preview");
    expect(cutLayout(bytes, format, largest.offset + Math.floor(largest.length / 2)).cutShort).toBe(true);
    expect(cutLayout(bytes, format, largest.offset + largest.length).cutShort).toBe(false);
  });

  it("finds a DNG cut short exactly where the cut falls inside one of its previews", () => {
    const bytes = sample("raw/photoprism__canon_eos_6d.dng");
    const previews = cutLayout(bytes, "dng", bytes.length).jpegs;
    const first = Math.min(...previews.map((j) => j.offset));
    fc.assert(
      fc.property(fc.integer({ min: first, max: bytes.length }), (length) => {
        const inside = previews.some((j) => j.offset < length && length < j.offset + j.length);
        expect(cutLayout(bytes, "dng", length).cutShort).toBe(inside);
      }),
      { numRuns: 300 },
    );
  });
});

describe("choosePreview", () => {
  const j = (width: number, height: number): SizedJpeg => ({ offset: width, length: 1, width, height });
  it("takes the smallest preview that fills the preview size, else the largest, never a stub", () => {
    expect(choosePreview([j(6000, 4000), j(1620, 1080), j(160, 120)], 512)).toEqual(j(1620, 1080));
    expect(choosePreview([j(160, 120), j(320, 240)], 512)).toEqual(j(320, 240));
    expect(choosePreview([j(8, 8)], 512)).toBeNull();
    expect(choosePreview([], 512)).toBeNull();
  });
});
