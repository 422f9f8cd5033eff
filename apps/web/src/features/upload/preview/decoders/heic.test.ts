// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { FORMATS_DIR, hasFormatSamples, sample } from "@photo-organizer/core/testing/format-samples";
import createLibheif, { type Libheif } from "libheif-js/libheif-wasm/libheif.js";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeHeic, type HeicDecoders, HeicTooLargeError, simdOr } from "./heic";
import { type De265, instantiateDe265 } from "./libde265/libde265";

/** libheif-js in Node, from the package's own WASM file. */
function loadLibheif(): Promise<Libheif> {
  const wasm = createRequire(import.meta.url).resolve("libheif-js/libheif-wasm/libheif.wasm");
  return new Promise((resolve, reject) => {
    const options = {
      wasmBinary: new Uint8Array(readFileSync(wasm)),
      onRuntimeInitialized: () => resolve(options as unknown as Libheif),
      onAbort: reject,
      print: () => undefined,
      printErr: () => undefined,
    };
    createLibheif(options);
  });
}

/** Our WebAssembly SIMD build of libde265, as the worker loads it. */
const loadSimdDe265 = () =>
  instantiateDe265(new Uint8Array(readFileSync(new URL("./libde265/libde265.wasm", import.meta.url))));

type Rgba = { width: number; height: number; data: Uint8ClampedArray };

/** libheif's own full decode of the primary image, upright (its irot/imir applied), as RGBA. */
async function libheifUpright(lib: Libheif, bytes: Uint8Array): Promise<Rgba> {
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  const primary = images.find((i) => i.is_primary()) ?? images[0];
  if (!primary) throw new Error("no image");
  const decoded = await lib.heif_js_decode_image2(
    primary.handle,
    lib.heif_colorspace.heif_colorspace_RGB,
    lib.heif_chroma.heif_chroma_interleaved_RGBA,
  );
  const channel = decoded?.channels[0];
  if (!decoded || !channel) throw new Error("not decoded");
  const { width, height, stride } = channel;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    data.set(channel.data.subarray(y * stride, y * stride + width * 4), y * width * 4);
  lib.heif_image_release(decoded.image);
  for (const image of images) image.free();
  lib.heif_context_free(decoder.decoder);
  return { width, height, data };
}

/** Where EXIF orientation `o` puts stored pixel (x, y) of a w × h image (the EXIF definitions). */
function upright(o: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (o) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [h - 1 - y, x];
    case 7:
      return [h - 1 - y, w - 1 - x];
    case 8:
      return [y, w - 1 - x];
    default:
      return [x, y];
  }
}

/**
 * The reference scaled the way a preview is: for each pixel of `preview` (stored orientation, a box of
 * `factor` stored pixels), the mean of the libheif pixels that box shows once turned upright.
 */
function referenceBoxes(reference: Rgba, orientation: number, factor: number, preview: Rgba): Float64Array {
  const sideways = orientation >= 5;
  const w = sideways ? reference.height : reference.width;
  const h = sideways ? reference.width : reference.height;
  const sums = new Float64Array(preview.width * preview.height * 4);
  const counts = new Float64Array(preview.width * preview.height);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [ux, uy] = upright(orientation, x, y, w, h);
      const from = (uy * reference.width + ux) * 4;
      const cell = Math.floor(y / factor) * preview.width + Math.floor(x / factor);
      for (let c = 0; c < 3; c++) {
        sums[cell * 4 + c] = (sums[cell * 4 + c] as number) + (reference.data[from + c] as number);
      }
      counts[cell] = (counts[cell] as number) + 1;
    }
  }
  return sums.map((sum, i) => sum / (counts[Math.floor(i / 4)] as number));
}

function meanAbsoluteDifference(preview: Rgba, reference: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < preview.width * preview.height; i++) {
    for (let c = 0; c < 3; c++)
      sum += Math.abs((preview.data[i * 4 + c] as number) - (reference[i * 4 + c] as number));
  }
  return sum / (preview.width * preview.height * 3);
}

describe.skipIf(!hasFormatSamples)("decodeHeic: a HEIC preview decoded tile by tile", () => {
  let lib: Libheif;
  let decoders: HeicDecoders;
  beforeAll(async () => {
    lib = await loadLibheif();
    const simd = await loadSimdDe265();
    decoders = { tiles: async () => simd, whole: async () => lib };
  });

  it.each([
    // iPhone grids of 48 tiles, turned (irot 3) or not; a Nokia grid of 63 tiles; a single-image file.
    ["heic/photoprism__iphone_15_pro.heic", 6, 7],
    ["heic/ianare__HMD_Nokia_8.3_5G.heif", 6, 9],
    ["heic/ianare__IMG_5195.HEIC", 1, 6],
    ["heic/MikeKovarik__heic-collection.heic", 1, 2],
  ])(
    "%s shows what libheif's full decode shows, upright (orientation %i, 1/%i scale)",
    async (path, orientation, factor) => {
      const bytes = sample(path);
      const preview = await decodeHeic(bytes, 512, decoders);
      expect(preview.orientation).toBe(orientation);
      const reference = await libheifUpright(lib, bytes);
      const sideways = orientation >= 5;
      expect([preview.width, preview.height]).toEqual([
        Math.ceil((sideways ? reference.height : reference.width) / factor),
        Math.ceil((sideways ? reference.width : reference.height) / factor),
      ]);
      // Without the in-loop filters and with box averaging, within a couple of levels of libheif on average.
      const difference = meanAbsoluteDifference(
        preview,
        referenceBoxes(reference, orientation, factor, preview),
      );
      expect(difference).toBeLessThan(2);
    },
    60_000,
  );

  it("makes a selection-list thumbnail from the photo's embedded thumbnail, not from the 12 MP picture", async () => {
    const bytes = sample("heic/photoprism__iphone_15_pro.heic");
    const thumbnail = await decodeHeic(bytes, 96, decoders);
    // The 320×240 thumbnail item at a third, stored sideways as the photo is.
    expect([thumbnail.width, thumbnail.height, thumbnail.orientation]).toEqual([107, 80, 6]);
    const preview = await decodeHeic(bytes, 512, decoders);
    const mean = (p: Rgba, c: number) => {
      let s = 0;
      for (let i = c; i < p.data.length; i += 4) s += p.data[i] as number;
      return s / (p.width * p.height);
    };
    for (const c of [0, 1, 2]) expect(Math.abs(mean(thumbnail, c) - mean(preview, c))).toBeLessThan(4);
  });

  it("decodes whole with libheif what it does not tile: a cropped (clap) image and one with alpha", async () => {
    for (const path of [
      "heic/strukturag__rainbow-451x461.heic",
      "heic/strukturag__with-alpha-512x512.heic",
    ]) {
      const preview = await decodeHeic(sample(path), 512, decoders);
      const reference = await libheifUpright(lib, sample(path));
      expect([preview.width, preview.height, preview.orientation]).toEqual([
        reference.width,
        reference.height,
        1,
      ]);
      expect(Buffer.from(preview.data).equals(Buffer.from(reference.data))).toBe(true);
    }
  }, 60_000);

  it("refuses, before decoding, a tile whose HEVC stream declares more pixels than the file's header", async () => {
    // A 1440×960 single-image file whose ispe is rewritten to 144×96: the header now passes the pixel limit.
    const bytes = sample("heic/alexcorvi__1.heic").slice();
    const ispe = [0x69, 0x73, 0x70, 0x65, 0, 0, 0, 0, 0, 0, 0x05, 0xa0, 0, 0, 0x03, 0xc0];
    const at = bytes.findIndex((_, i) => ispe.every((b, k) => bytes[i + k] === b));
    expect(at).toBeGreaterThan(0);
    bytes.set([0, 0, 0, 144, 0, 0, 0, 96], at + 8);
    await expect(decodeHeic(bytes, 512, decoders)).rejects.toBeInstanceOf(HeicTooLargeError);
  });

  it("rejects a HEIC whose tiles are garbage", async () => {
    const bytes = sample("heic/MikeKovarik__heic-iphone7.heic").slice();
    // The image data (mdat) overwritten past its first bytes.
    const mdat = bytes.findIndex(
      (_, i) => bytes[i] === 0x6d && bytes[i + 1] === 0x64 && bytes[i + 2] === 0x61 && bytes[i + 3] === 0x74,
    );
    for (let i = mdat + 64; i < bytes.length; i++) bytes[i] = (i * 7919) & 0xff;
    await expect(decodeHeic(bytes, 512, decoders)).rejects.toThrow();
  }, 60_000);
});

describe.skipIf(!hasFormatSamples)("libde265.wasm: the SIMD build of the tile decoder", () => {
  let lib: Libheif;
  let simd: De265;
  beforeAll(async () => {
    lib = await loadLibheif();
    simd = await loadSimdDe265();
  });

  it.each([
    // Filters off (a 512 px preview of 12 MP) and on (a preview at full size): every pixel the same.
    ["heic/MikeKovarik__heic-iphone.heic", 512],
    ["heic/ianare__iphone_13_pro_max.HEIC", 512],
    ["heic/ianare__HMD_Nokia_8.3_5G.heif", 512],
    ["heic/photoprism__iphone_15_pro.heic", 4032],
    ["heic/drewnoakes__IMG_2927.HEIC", 4032],
  ])(
    "decodes %s to the very pixels of libheif-js's portable build (preview %i px)",
    async (path, maxSide) => {
      const bytes = sample(path);
      const fast = await decodeHeic(bytes, maxSide, { tiles: async () => simd, whole: loadLibheif });
      const portable = await decodeHeic(bytes, maxSide, { tiles: async () => lib, whole: loadLibheif });
      expect([fast.width, fast.height, fast.orientation]).toEqual([
        portable.width,
        portable.height,
        portable.orientation,
      ]);
      expect(Buffer.from(fast.data).equals(Buffer.from(portable.data))).toBe(true);
    },
    120_000,
  );

  it("decodes every HEIC sample it decodes at all to libheif-js's very pixels (our patched bin decoding)", async () => {
    // libde265-speed.patch changes how bins and coefficients are read; one wrong bin would change the rest of
    // its tile. Every sample the tile path takes, at a preview's size and at a thumbnail's.
    const names = readdirSync(join(FORMATS_DIR, "heic")).sort();
    const unused = async (): Promise<Libheif> => {
      throw new Error("not tiled");
    };
    let compared = 0;
    for (const name of names) {
      const bytes = sample(`heic/${name}`);
      for (const maxSide of [512, 96]) {
        const fast = await decodeHeic(bytes, maxSide, { tiles: async () => simd, whole: unused }).catch(
          () => null,
        );
        if (!fast) continue;
        const portable = await decodeHeic(bytes, maxSide, { tiles: async () => lib, whole: unused });
        expect([name, fast.width, fast.height]).toEqual([name, portable.width, portable.height]);
        expect(Buffer.from(fast.data).equals(Buffer.from(portable.data)), name).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  }, 300_000);

  it("falls back to libheif-js's build where the engine cannot compile the SIMD one, and only then", async () => {
    // A module this engine cannot compile stands for the SIMD build on an engine without WebAssembly SIMD.
    const uncompilable = async () =>
      Uint8Array.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x0a, 0xff]);
    const ours = async () =>
      new Uint8Array(readFileSync(new URL("./libde265/libde265.wasm", import.meta.url)));
    expect(await simdOr(uncompilable, async () => lib)).toBe(lib);
    expect(await simdOr(ours, async () => lib)).not.toBe(lib);
    const offline = async (): Promise<BufferSource> => {
      throw new Error("The HEIC decoder could not be loaded (HTTP 503)");
    };
    await expect(simdOr(offline, async () => lib)).rejects.toThrow("HTTP 503");
  });

  it("decodes one photo after another without its memory growing per photo", async () => {
    const bytes = sample("heic/photoprism__iphone_15_pro.heic");
    const tiles = { tiles: async () => simd, whole: loadLibheif };
    await decodeHeic(bytes, 512, tiles);
    const heap = simd.HEAPU8.length;
    for (let i = 0; i < 5; i++) await decodeHeic(bytes, 512, tiles);
    expect(simd.HEAPU8.length).toBe(heap);
  }, 120_000);
});
