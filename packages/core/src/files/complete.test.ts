import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completenessChecked, gifComplete, pictureComplete, pngComplete, tiffComplete } from "./complete.ts";
import { gifFirstFrame } from "./gif-structure.ts";
import { detectImageFormat, type ImageType } from "./image-type.ts";
import { jpegComplete } from "./jpeg-markers.ts";
import { FORMATS_DIR, hasFormatSamples, sample } from "./testing/format-samples.ts";

const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const segment = (marker: number, body: number[]) => [0xff, marker, ...be16(body.length + 2), ...body];
const text = (value: string) => [...new TextEncoder().encode(value)];

const scan = [...segment(0xda, [1, 1, 0, 0, 63, 0]), 0x12, 0xff, 0x00, 0x34];
const jpeg = new Uint8Array([
  0xff,
  0xd8,
  ...segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]),
  ...scan,
  0xff,
  0xd9,
]);
const chunk = (type: string, data: number[]) => [...be32(data.length), ...text(type), ...data, 0, 0, 0, 0];
const png = (...chunks: number[][]) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunks.flat()]);
const ihdr = chunk("IHDR", [...be32(1), ...be32(1), 8, 2, 0, 0, 0]);
/** A GIF of one 2 × 2 frame behind a comment extension; `data` are its image data sub-blocks. */
const gif = (data: number[]) => {
  const screen = [2, 0, 2, 0, 0, 0, 0];
  const comment = [0x21, 0xfe, 3, ...text("hey"), 0];
  const descriptor = [0x2c, 0, 0, 0, 0, 2, 0, 2, 0, 0];
  return new Uint8Array([...text("GIF89a"), ...screen, ...comment, ...descriptor, 2, ...data]);
};

describe("jpegComplete", () => {
  it("is true for a JPEG whose scan reaches its EOI, whatever follows it", () => {
    expect(jpegComplete(jpeg)).toBe(true);
    expect(jpegComplete(new Uint8Array([...jpeg, 0xff, 0xd8, 1, 2, 3]))).toBe(true);
  });

  it("is false for a JPEG cut anywhere before the end of its EOI, or without a scan", () => {
    for (let cut = 0; cut < jpeg.length; cut++) expect(jpegComplete(jpeg.subarray(0, cut))).toBe(false);
    expect(jpegComplete(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
  });
});

describe("pngComplete", () => {
  it("is true once the last IDAT is followed by another chunk, even without IEND", () => {
    expect(pngComplete(png(ihdr, chunk("IDAT", [1, 2]), chunk("IDAT", [3]), chunk("IEND", [])))).toBe(true);
    expect(pngComplete(png(ihdr, chunk("IDAT", [1, 2]), chunk("tEXt", [65])))).toBe(true);
  });

  it("is false for a PNG cut inside or right after its image data, or without any", () => {
    const whole = png(ihdr, chunk("IDAT", [1, 2, 3, 4]), chunk("IEND", []));
    const nextChunk = whole.length - 12;
    for (let cut = 0; cut < nextChunk + 8; cut++) expect(pngComplete(whole.subarray(0, cut))).toBe(false);
    expect(pngComplete(png(ihdr, chunk("IEND", [])))).toBe(false);
    // A length beyond the file before any image data.
    expect(pngComplete(png([...be32(1000), ...text("iCCP"), 1, 2]))).toBe(false);
  });
});

describe("gifComplete", () => {
  it("is true when the first frame's data sub-blocks end inside the file, the rest of it aside", () => {
    expect(gifComplete(gif([3, 1, 2, 3, 0, 0x3b]))).toBe(true);
    expect(gifComplete(gif([3, 1, 2, 3, 0, 0x21, 0xf9, 200]))).toBe(true);
    expect(gifFirstFrame(gif([0]))).toEqual({ left: 0, top: 0, width: 2, height: 2, dataEnd: 32 });
  });

  it("is false when the file ends inside the first frame's data, or before any frame", () => {
    const whole = gif([3, 1, 2, 3, 0, 0x3b]);
    for (let cut = 0; cut < whole.length - 1; cut++) expect(gifComplete(whole.subarray(0, cut))).toBe(false);
    expect(gifComplete(new Uint8Array([...text("GIF89a"), 2, 0, 2, 0, 0, 0, 0, 0x3b]))).toBe(false);
  });
});

describe("tiffComplete", () => {
  /** A big-endian TIFF: IFD0 at 8 (width 2, height 2, one strip of `length` bytes at 100), then `size` bytes. */
  const tiff = (length: number, size: number, ifdAt = 8) => {
    const entry = (tag: number, value: number) => [...be16(tag), 0, 4, 0, 0, 0, 1, ...be32(value)];
    const ifd = [
      0,
      4,
      ...entry(256, 2),
      ...entry(257, 2),
      ...entry(273, 100),
      ...entry(279, length),
      0,
      0,
      0,
      0,
    ];
    const bytes = new Uint8Array(size);
    bytes.set([0x4d, 0x4d, 0, 42, ...be32(ifdAt)]);
    if (ifdAt + ifd.length <= size) bytes.set(ifd, ifdAt);
    return bytes;
  };

  it("is true when the first IFD and its strips lie inside the file", () => {
    expect(tiffComplete(tiff(12, 112))).toBe(true);
  });

  it("is false when a strip runs past the end, or the first IFD lies beyond it", () => {
    expect(tiffComplete(tiff(12, 111))).toBe(false);
    expect(tiffComplete(tiff(12, 112, 200))).toBe(false);
  });
});

describe("pictureComplete", () => {
  it("never throws on arbitrary bytes of any type", () => {
    const types: ImageType[] = ["jpeg", "png", "gif", "webp", "bmp", "tiff", "heic", "avif", "raw"];
    const starts: Record<string, number[]> = {
      jpeg: [0xff, 0xd8],
      png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      gif: text("GIF89a"),
      tiff: [0x49, 0x49, 42, 0, 8, 0, 0, 0],
    };
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.uint8Array({ maxLength: 400 }), (type, tail) => {
        const bytes = new Uint8Array([...(starts[type] ?? []), ...tail]);
        expect(typeof pictureComplete(type, bytes)).toBe("boolean");
      }),
    );
  });
});

describe.skipIf(!hasFormatSamples)("pictureComplete on the shared samples", () => {
  /** Every file below `dir`, as its path and bytes, with the type its content is read as. */
  function images(dir: string): Array<{ path: string; type: ImageType; bytes: Uint8Array }> {
    const found: Array<{ path: string; type: ImageType; bytes: Uint8Array }> = [];
    const walk = (at: string) => {
      for (const name of readdirSync(at).sort()) {
        const path = join(at, name);
        if (statSync(path).isDirectory()) walk(path);
        else {
          const bytes = new Uint8Array(readFileSync(path));
          const type = detectImageFormat(bytes)?.type;
          if (type) found.push({ path: relative(dir, path), type, bytes });
        }
      }
    };
    walk(dir);
    return found;
  }
  const incomplete = (dir: string) =>
    images(dir)
      .filter(({ type, bytes }) => !pictureComplete(type, bytes))
      .map(({ path }) => path);

  it("finds the truncated files, and nothing else, among the format samples", () => {
    expect(incomplete(FORMATS_DIR)).toEqual([
      // The declared frame of this bomb reaches past its 44 bytes (it is refused for its size first).
      "bombs/python-pillow__decompression_bomb.gif",
      "corrupt/drewnoakes__IllegalArgumentException.HeifReader.processBoxes.heif",
      "corrupt/image-rs__oss-fuzz-36829.jpeg",
      "corrupt/libvips__truncated.gif",
      "corrupt/libvips__truncated.jpg",
      "corrupt/lovell__corrupt-header.jpg",
      "corrupt/lovell__truncated.jpg",
      "corrupt/lovell__truncated.png",
      "corrupt/mattiasw__test-issue-608-truncated-exif-tiff-dos.jpg",
      "corrupt/python-pillow__broken.png",
      // Fuzzed TIFFs whose strips lie past the end of the file.
      "corrupt/python-pillow__crash-0c7e0e8e11ce787078f00b5b0ca409a167f070e0.tif",
      "corrupt/python-pillow__crash-1152ec2d1a1a71395b6f2ce6721c38924d025bf3.tif",
      "corrupt/python-pillow__truncated_end_chunk.png",
      "corrupt/python-pillow__truncated_image.png",
      "corrupt/python-pillow__truncated_jpeg.jpg",
      // Pillow's test file keeps the metadata of a 512 KB Ultra HDR photo and stops right after its scan header.
      "jpeg-variants/python-pillow__ultrahdr.jpg",
    ]);
  });

  const devDir = join(FORMATS_DIR, "..", "dev");
  // Reads 1,369 files: well under a second alone, but slower than the default 5 s on a loaded machine.
  it.skipIf(!existsSync(devDir))(
    "passes every real photo of shared/photos/dev",
    () => {
      const photos = images(devDir);
      expect(photos.length).toBeGreaterThan(1000);
      expect(incomplete(devDir)).toEqual([]);
    },
    60_000,
  );

  it("finds a real JPEG, PNG and GIF incomplete wherever it is cut before its picture ends", () => {
    const cases: Array<[string, ImageType]> = [
      ["exif-gps/ianare__DSCN0010.jpg", "jpeg"],
      ["jpeg-variants/image-rs__3.jpg", "jpeg"],
      ["png/libvips__rgba.png", "png"],
      ["gif/python-pillow__hopper.gif", "gif"],
    ];
    for (const [path, type] of cases) {
      const bytes = sample(path);
      expect(pictureComplete(type, bytes), path).toBe(true);
      // The shortest cut that is complete, by bisection: where the picture's data ends (the EOI, the end of
      // the first frame's data, the chunk after the last IDAT). Every shorter cut must be incomplete.
      let [low, high] = [0, bytes.length];
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (pictureComplete(type, bytes.subarray(0, middle))) high = middle;
        else low = middle + 1;
      }
      const end = low - 1;
      expect(end, path).toBeGreaterThan(bytes.length * 0.9);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: end }), (cut) => {
          expect(pictureComplete(type, bytes.subarray(0, cut))).toBe(false);
        }),
        { numRuns: 50 },
      );
    }
  });
});

describe("completenessChecked", () => {
  it("names the types pictureComplete reads, so a WebP or BMP need not be read for it", () => {
    expect((["jpeg", "png", "gif", "tiff", "heic", "avif"] as ImageType[]).every(completenessChecked)).toBe(
      true,
    );
    expect(completenessChecked("webp")).toBe(false);
    expect(completenessChecked("bmp")).toBe(false);
    expect(pictureComplete("bmp", new Uint8Array([0x42, 0x4d]))).toBe(true);
  });
});
