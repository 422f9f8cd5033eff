import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectImageFormat, detectImageType, IMAGE_SIGNATURE_BYTES, imageMimeType } from "./image-type.ts";
import { hasFormatSamples, sample } from "./testing/format-samples.ts";

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
/** An ISOBMFF `ftyp` box with these brands (major first). */
const ftyp = (...brands: string[]) => {
  const [major = "", ...compatible] = brands;
  const size = 16 + compatible.length * 4;
  return new Uint8Array([0, 0, 0, size, ...text(`ftyp${major}`), 0, 0, 0, 0, ...text(compatible.join(""))]);
};

describe("detectImageType (magic bytes)", () => {
  it.each([
    ["JPEG/JFIF", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), "jpeg"],
    ["bare JPEG SOI + marker", bytes(0xff, 0xd8, 0xff), "jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), "png"],
    ["PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), null],
    ["GIF", text("GIF89a"), "gif"],
    ["WebP (RIFF)", new Uint8Array([...text("RIFF"), 0, 0, 0, 0, ...text("WEBP")]), "webp"],
    ["RIFF that is a WAV", new Uint8Array([...text("RIFF"), 0, 0, 0, 0, ...text("WAVE")]), null],
    ["BMP", new Uint8Array([...text("BM"), ...new Array(12).fill(0), 40, 0, 0, 0]), "bmp"],
    ["HEIC", ftyp("heic", "mif1", "heic"), "heic"],
    ["HEIF (mif1 only)", ftyp("mif1", "mif1"), "heic"],
    ["AVIF", ftyp("avif", "mif1", "miaf"), "avif"],
    ["MP4 video", ftyp("isom", "isom", "mp41"), null],
    ["CR3", ftyp("crx ", "crx ", "isom"), "raw"],
    ["TIFF", bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 0, 0), "tiff"],
    ["RAF", text("FUJIFILMCCD-RAW 0201"), "raw"],
    ["RW2", bytes(0x49, 0x49, 0x55, 0, 8, 0, 0, 0), "raw"],
    ["ORF", bytes(0x49, 0x49, 0x52, 0x4f, 8, 0, 0, 0), "raw"],
    ["text named .jpg", text("hello.jpg"), null],
    ["SVG", text("<svg xmlns='http://www.w3.org/2000/svg'/>"), null],
    ["only the SOI", bytes(0xff, 0xd8), null],
    ["empty", bytes(), null],
  ])("%s → %s", (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it("never throws on arbitrary bytes, also after a TIFF or ISOBMFF signature", () => {
    const prefixes = [
      bytes(),
      bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0),
      bytes(0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8),
      ftyp("heic"),
    ];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 400 }), (prefix, tail) => {
        const format = detectImageFormat(new Uint8Array([...prefix, ...tail]));
        expect(format === null || typeof format.type === "string").toBe(true);
      }),
    );
  });

  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
    ["webp", "image/webp"],
    ["heic", "image/heic"],
  ] as const)("%s has MIME type %s", (type, mime) => {
    expect(imageMimeType(type)).toBe(mime);
  });
});

describe.skipIf(!hasFormatSamples)("detectImageFormat on real files (shared/photos/formats)", () => {
  it.each([
    ["heic/MikeKovarik__heic-iphone.heic", "heic", "heic"],
    ["heic/ianare__HMD_Nokia_8.3_5G.heif", "heic", "heic"],
    ["heic/strukturag__example.avif", "avif", "avif"],
    ["avif/python-pillow__hopper.heif", "heic", "heic"],
    ["webp/lovell__4.webp", "webp", "webp"],
    ["tiff/lovell__G31D_MULTI.TIF", "tiff", "tiff"],
    ["gif/lovell__Crash_test.gif", "gif", "gif"],
    ["other/python-pillow__hopper.bmp", "bmp", "bmp"],
    ["raw/exiftool__CanonRaw.cr2", "raw", "cr2"],
    ["raw/exiftool__CanonRaw.cr3", "raw", "cr3"],
    ["raw/exiftool__Nikon.nef", "raw", "nef"],
    ["raw/exiftool__DNG.dng", "raw", "dng"],
    ["raw/photoprism__canon_eos_6d.dng", "raw", "dng"],
    ["raw/exiftool__FujiFilm.raf", "raw", "raf"],
    ["raw/exiftool__Panasonic.rw2", "raw", "rw2"],
    // Named .nef, but a JPEG: content decides.
    ["wrong-extension/drewnoakes__Issue 247-1.nef", "jpeg", "jpeg"],
    ["wrong-extension/photoprism__this-is-a-jpeg.png", "jpeg", "jpeg"],
  ])("%s is %s (%s)", (path, type, name) => {
    expect(detectImageFormat(sample(path, IMAGE_SIGNATURE_BYTES))).toEqual({ type, name });
  });

  it.each([
    "other/lovell__check.svg",
    "other/libvips__world.jp2",
    "other/mattiasw__test.jxl",
    "other/python-pillow__hopper.psd",
    "raw/exiftool__CanonRaw.crw",
    "raw/exiftool__SigmaDP2.x3f",
  ])("%s is not an accepted image", (path) => {
    expect(detectImageFormat(sample(path, IMAGE_SIGNATURE_BYTES))).toBeNull();
  });
});
