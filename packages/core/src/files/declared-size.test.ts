import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DECLARED_SIZE_BYTES, declaredSize } from "./declared-size.ts";
import type { ImageType } from "./image-type.ts";
import { isobmffTruncated } from "./isobmff.ts";
import { hasFormatSamples, sample } from "./testing/format-samples.ts";

describe.skipIf(!hasFormatSamples)("declaredSize reads the size a file claims, before decoding", () => {
  it.each([
    ["bombs/lovell__65536-uint32-limit.png", "png", 65536, 65536],
    ["bombs/python-pillow__reallybig.bmp", "bmp", 3_000_000, 2_000_000],
    ["bombs/libvips__17000x17000.avif", "avif", 17000, 17000],
    ["bombs/lovell__giant-image.jpg", "jpeg", 20000, 14000],
    // The first frame reaches far beyond a small logical screen.
    ["bombs/python-pillow__decompression_bomb.gif", "gif", 65535, 66601],
    ["heic/MikeKovarik__heic-iphone.heic", "heic", 4032, 3024],
    // A multi-image collection: the primary image's size.
    ["heic/MikeKovarik__heic-collection.heic", "heic", 1440, 960],
    ["webp/lovell__4.webp", "webp", 1024, 772],
    ["webp/image-rs__multi-color.webp", "webp", 300, 300],
    ["webp/lovell__5_webp_a.webp", "webp", 300, 300],
    ["tiff/lovell__G31D.TIF", "tiff", 2464, 3248],
    ["other/libvips__small.bmp", "bmp", 16, 12],
  ])("%s: %s %i×%i", (path, type, width, height) => {
    expect(declaredSize(type as ImageType, sample(path, DECLARED_SIZE_BYTES))).toEqual({ width, height });
  });
});

describe("declaredSize", () => {
  it("never throws on arbitrary bytes", () => {
    const types: ImageType[] = ["jpeg", "png", "gif", "webp", "bmp", "tiff", "heic", "avif"];
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.uint8Array({ maxLength: 300 }), (type, data) => {
        const size = declaredSize(type, data);
        expect(size === null || (size.width > 0 && size.height > 0)).toBe(true);
      }),
    );
  });
});

describe.skipIf(!hasFormatSamples)("isobmffTruncated", () => {
  it("tells a HEIC cut short from a whole one", () => {
    const whole = sample("heic/photoprism__iphone_15_pro.heic");
    expect(isobmffTruncated(whole)).toBe(false);
    expect(isobmffTruncated(whole.subarray(0, Math.floor(whole.length / 3)))).toBe(true);
    expect(isobmffTruncated(whole.subarray(0, whole.length - 1))).toBe(true);
  });
});
