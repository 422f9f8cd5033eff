// @vitest-environment node
import { hasFormatSamples, sample } from "@photo-organizer/core/testing/format-samples";
import { describe, expect, it } from "vitest";
import { type RgbaPage, tiffFirstPageRgba } from "./tiff";

const MAX_PIXELS = 50_000_000;
const decode = (bytes: Uint8Array) => tiffFirstPageRgba(bytes.slice().buffer, MAX_PIXELS);

/**
 * A little-endian TIFF: the header, IFD0 with `tags` (SHORT values, LONG for strip offsets and byte counts,
 * which are filled in) and the values that do not fit in its entries, then the strips' bytes.
 */
function tiff(tags: Record<number, number[]>, strips: Uint8Array[]): Uint8Array {
  const all: Record<number, number[]> = {
    ...tags,
    273: strips.map(() => 0),
    279: strips.map((s) => s.length),
  };
  const ids = Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b);
  const size = (id: number) => (id === 273 || id === 279 ? 4 : 2);
  const outside = (id: number) =>
    (all[id]?.length ?? 0) * size(id) > 4 ? (all[id]?.length ?? 0) * size(id) : 0;
  let valuesAt = 8 + 2 + ids.length * 12 + 4;
  const stripsAt = valuesAt + ids.reduce((n, id) => n + outside(id), 0);
  all[273] = strips.map((_, i) => stripsAt + strips.slice(0, i).reduce((n, strip) => n + strip.length, 0));
  const bytes = new Uint8Array(stripsAt + strips.reduce((n, strip) => n + strip.length, 0));
  const view = new DataView(bytes.buffer);
  bytes.set([0x49, 0x49, 42, 0, 8]);
  view.setUint16(8, ids.length, true);
  ids.forEach((id, i) => {
    const values = all[id] ?? [];
    const entry = 10 + i * 12;
    view.setUint16(entry, id, true);
    view.setUint16(entry + 2, size(id) === 4 ? 4 : 3, true);
    view.setUint32(entry + 4, values.length, true);
    let to = entry + 8;
    if (outside(id)) {
      view.setUint32(entry + 8, valuesAt, true);
      to = valuesAt;
      valuesAt += outside(id);
    }
    for (const [k, v] of values.entries()) {
      if (size(id) === 4) view.setUint32(to + k * 4, v, true);
      else view.setUint16(to + k * 2, v, true);
    }
  });
  strips.forEach((strip, i) => {
    bytes.set(strip, all[273]?.[i]);
  });
  return bytes;
}

/** Expects each of `expected` within `tolerance` of the value at its place in `actual` (alpha not compared). */
function expectClose(actual: number[], expected: number[], tolerance: number) {
  const close = expected.every((value, i) => Math.abs((actual[i] as number) - value) < tolerance);
  expect(close, `${actual} ≈ ${expected}`).toBe(true);
}

/** Mean R, G and B of a page. */
function mean(page: RgbaPage): number[] {
  const sums = [0, 0, 0];
  for (let i = 0; i < page.data.length; i += 4)
    for (let c = 0; c < 3; c++) sums[c] = (sums[c] as number) + (page.data[i + c] as number);
  return sums.map((s) => s / (page.width * page.height));
}

const pixel = (page: RgbaPage, x: number, y: number) => [
  ...page.data.subarray((y * page.width + x) * 4, (y * page.width + x) * 4 + 4),
];

/** The byte offset of the first JPEG frame header (SOF0) at or after `from`. */
const frameAt = (bytes: Uint8Array, from: number) =>
  bytes.findIndex((b, i) => i >= from && b === 0xff && bytes[i + 1] === 0xc0);

describe("tiffFirstPageRgba: CMYK pages", () => {
  it("shows a page of 0/100/100/0 ink as the red it prints as", () => {
    // The page: 8 bits a sample, uncompressed, 2 × 2 pixels: red, black, white and blue ink.
    const ink = [0, 255, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 0, 0];
    const page = decode(
      tiff({ 256: [2], 257: [2], 258: [8, 8, 8, 8], 259: [1], 262: [5], 277: [4] }, [new Uint8Array(ink)]),
    );
    expect([pixel(page, 0, 0), pixel(page, 1, 0), pixel(page, 0, 1), pixel(page, 1, 1)]).toEqual([
      [255, 0, 0, 255],
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [0, 0, 255, 255],
    ]);
  });

  it("reads 16-bit CMYK samples", () => {
    const ink = [0, 0, 0xff, 0xff, 0xff, 0xff, 0, 0];
    const page = decode(
      tiff({ 256: [1], 257: [1], 258: [16, 16, 16, 16], 259: [1], 262: [5], 277: [4] }, [
        new Uint8Array(ink),
      ]),
    );
    expect(pixel(page, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it.skipIf(!hasFormatSamples)("decodes JPEG-compressed CMYK strips (FOGRA 0/100/100/0) to red", () => {
    const page = decode(sample("tiff/lovell__fogra-0-100-100-0.tif"));
    expect([page.width, page.height]).toEqual([1000, 1000]);
    // Every strip, the last (shorter) one too.
    for (const y of [0, 255, 256, 999]) expect(pixel(page, 500, y)).toEqual([255, 0, 0, 255]);
    expectClose(mean(page), [255, 0, 0], 1);
  });

  it.skipIf(!hasFormatSamples)(
    "decodes tiled CMYK JPEG (Pillow's) as the same picture saved as an Adobe CMYK JPEG shows",
    () => {
      // tiff_tiled_cmyk_jpeg.tif is pil_sample_cmyk.jpg (white "RED" letters outlined red on black) in 32 × 32
      // tiles, its CMYK stored plain; the JPEG stores its CMYK inverted and as YCCK (Adobe APP14 transform 2).
      const tiled = decode(sample("tiff/python-pillow__tiff_tiled_cmyk_jpeg.tif"));
      const jpeg = sample("jpeg-variants/python-pillow__pil_sample_cmyk.jpg");
      const adobe = decode(
        tiff({ 256: [100], 257: [100], 258: [8, 8, 8, 8], 259: [7], 262: [5], 277: [4] }, [jpeg]),
      );
      expect([tiled.width, tiled.height]).toEqual([100, 100]);
      let difference = 0;
      for (let i = 0; i < tiled.data.length; i++)
        difference += Math.abs((tiled.data[i] as number) - (adobe.data[i] as number));
      expect(difference / tiled.data.length).toBeLessThan(3);
      // What Chromium shows for the JPEG: a red frame round a black background, dark red on average (30, 7, 9).
      expectClose(pixel(tiled, 1, 1), [255, 13, 25], 5);
      expectClose(pixel(tiled, 50, 5), [1, 4, 5], 3);
      expectClose(mean(tiled), [30, 7, 9], 4);
    },
  );

  it.skipIf(!hasFormatSamples)(
    "refuses a JPEG strip that declares more pixels than its strip, before decoding it",
    () => {
      const bytes = sample("tiff/lovell__fogra-0-100-100-0.tif").slice();
      const sof = frameAt(bytes, 8);
      bytes.set([0xea, 0x60], sof + 5); // 60,000 rows instead of 256
      expect(() => decode(bytes)).toThrow(/more pixels than its place/);
    },
  );
});

describe("tiffFirstPageRgba: memory", () => {
  it("refuses a small page whose tiles declare more pixels than the limit, before decoding any", () => {
    // 16 × 16 pixels in one 60,000 × 60,000 tile: the tile alone would be 14 GB of RGBA.
    const tags = {
      256: [16],
      257: [16],
      258: [8, 8, 8],
      259: [1],
      262: [2],
      277: [3],
      322: [60000],
      323: [60000],
    };
    const bytes = tiff({ ...tags, 324: [8], 325: [16 * 16 * 3] }, []);
    expect(() => decode(bytes)).toThrow(/tiles are too large/);
  });
});

describe.skipIf(!hasFormatSamples)("tiffFirstPageRgba: old-style JPEG (compression 6)", () => {
  it("decodes a scanner's page whose data is one interchange JPEG, as libjpeg decodes that JPEG", () => {
    const page = decode(sample("tiff/libvips__ojpeg-strip.tif"));
    expect([page.width, page.height]).toEqual([160, 160]);
    // A lizard on red flowers: libjpeg's (sharp's) decode of the same stream has these means.
    expectClose(mean(page), [199.6, 63.6, 35.8], 1.5);
  });

  it("refuses an interchange JPEG that declares a larger picture than the page", () => {
    const bytes = sample("tiff/libvips__ojpeg-strip.tif").slice();
    bytes.set([0x10, 0x00], frameAt(bytes, 8) + 5); // 4,096 rows instead of 160
    expect(() => decode(bytes)).toThrow(/more pixels than its place/);
  });
});

describe.skipIf(!hasFormatSamples)("tiffFirstPageRgba: the pages utif2 decodes itself", () => {
  it.each([
    // 8-bit RGB, 16-bit grey, CCITT G3 fax and G4: the means libvips (sharp) decodes them to.
    ["tiff/python-pillow__hopper.tif", [90, 80, 95]],
    ["tiff/lovell__uncompressed_tiff.tiff", [177, 138, 111]],
    ["tiff/MikeKovarik__001.tif", [26, 26, 26]],
    ["tiff/lovell__G31D.TIF", [236, 236, 236]],
    ["tiff/python-pillow__g4_orientation_6.tif", [227, 227, 227]],
  ])("%s decodes as before", (path, expected) => {
    expectClose(mean(decode(sample(path))), expected, 1);
  });
});

describe("tiffFirstPageRgba: YCbCr pages", () => {
  const ycbcr = (width: number, height: number, subsampling: number[], data: number[]) =>
    tiff({ 256: [width], 257: [height], 258: [8, 8, 8], 259: [1], 262: [6], 277: [3], 530: subsampling }, [
      new Uint8Array(data),
    ]);

  it("converts full-resolution YCbCr: Rec. 601 red is red", () => {
    expectClose(pixel(decode(ycbcr(1, 1, [1, 1], [76, 85, 255])), 0, 0), [254, 0, 0], 1.5);
  });

  it("places each luma sample of a 4:2:0 unit, where the page's last column ends inside a unit", () => {
    // A 3 × 2 page of grey (Cb = Cr = 128): two units, the second one's right column off the page.
    const page = decode(ycbcr(3, 2, [2, 2], [10, 20, 30, 40, 128, 128, 50, 99, 60, 99, 128, 128]));
    expect([0, 1, 2].flatMap((x) => [0, 1].map((y) => pixel(page, x, y)[0]))).toEqual([
      10, 30, 20, 40, 50, 60,
    ]);
  });

  it.skipIf(!hasFormatSamples)("decodes a subsampled LZW page (libvips's cat) as libvips does", () => {
    const page = decode(sample("tiff/libvips__subsampled.tif"));
    expectClose(mean(page), [54, 66, 60], 1);
    expectClose(pixel(page, 125, 160), [126, 125, 141], 2);
    expectClose(pixel(page, 60, 300), [46, 103, 62], 2);
  });
});

describe("tiffFirstPageRgba: CIELab pages", () => {
  it("converts 8-bit L*a*b*: white, black and sRGB's red", () => {
    // L* over 0–255, a* and b* signed: (100, 0, 0), (0, 0, 0) and red's (53.2, 80, 67).
    const lab = [255, 0, 0, 0, 0, 0, 136, 80, 67];
    const page = decode(
      tiff({ 256: [3], 257: [1], 258: [8, 8, 8], 259: [1], 262: [8], 277: [3] }, [new Uint8Array(lab)]),
    );
    expectClose(pixel(page, 0, 0), [255, 255, 255], 1);
    expectClose(pixel(page, 1, 0), [0, 0, 0], 1);
    expectClose(pixel(page, 2, 0), [255, 0, 0], 6);
  });

  it.skipIf(!hasFormatSamples)(
    "decodes a 16-bit LZW Lab photo (a Nikon scan) as libvips does, not black",
    () => {
      const page = decode(sample("tiff/lovell__cielab-dagams.tiff"));
      expectClose(mean(page), [91, 113, 65], 1);
    },
  );
});
