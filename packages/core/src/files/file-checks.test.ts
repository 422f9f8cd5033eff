import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages/messages.ts";
import { checkImageFile, MAX_FILE_BYTES, validateSelection } from "./file-checks.ts";
import { formatRule, IMAGE_FORMATS } from "./image-formats.ts";

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEAD = new TextEncoder().encode("GIF89a");
const HEIC_HEAD = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...new TextEncoder().encode("ftypheic"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("mif1heic"),
]);
const SVG_HEAD = new TextEncoder().encode("<svg xmlns=");
/** The bytes of a string of 8-bit characters, as a file's first bytes. */
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("MAX_FILE_BYTES", () => {
  it("is the spec's 15 MB, the JPEG and PNG limit", () => {
    expect(MAX_FILE_BYTES).toBe(15_728_640);
    expect(formatRule("jpeg").maxBytes).toBe(MAX_FILE_BYTES);
    expect(formatRule("png").maxBytes).toBe(MAX_FILE_BYTES);
  });

  it("lets no format through above its own limit, and RAW files of 20–80 MB in", () => {
    for (const rule of IMAGE_FORMATS) expect(rule.maxBytes).toBeGreaterThanOrEqual(MAX_FILE_BYTES);
    expect(formatRule("raw").maxBytes).toBeGreaterThanOrEqual(80 * 1024 * 1024);
  });
});

describe("pixel limits (measured in DR 005)", () => {
  it("let 48–50 MP phone photos, 61 MP camera JPEGs and 100 MP RAW previews through", () => {
    for (const type of ["png", "heic", "webp", "avif", "gif", "bmp"] as const)
      expect(formatRule(type).maxPixels).toBeGreaterThanOrEqual(8160 * 6120);
    expect(formatRule("jpeg").maxPixels).toBeGreaterThanOrEqual(Math.max(8160 * 6144, 9504 * 6336));
    expect(formatRule("raw").maxPixels).toBeGreaterThanOrEqual(11_544 * 8656);
  });
});

describe("checkImageFile (D12)", () => {
  it.each([
    [
      { name: "a.jpg", size: 1000, head: JPEG_HEAD },
      { ok: true, format: { type: "jpeg", name: "jpeg" } },
    ],
    [
      { name: "b.png", size: MAX_FILE_BYTES, head: PNG_HEAD },
      { ok: true, format: { type: "png", name: "png" } },
    ],
    // Content decides, not the name.
    [
      { name: "really-a-png.jpg", size: 10, head: PNG_HEAD },
      { ok: true, format: { type: "png", name: "png" } },
    ],
    [
      { name: "anim.gif", size: 10, head: GIF_HEAD },
      { ok: true, format: { type: "gif", name: "gif" } },
    ],
    [
      { name: "IMG_0001.HEIC", size: 20 * 1024 * 1024, head: HEIC_HEAD },
      { ok: true, format: { type: "heic", name: "heic" } },
    ],
    [
      { name: "logo.png", size: 10, head: SVG_HEAD },
      { ok: false, reason: "not_supported", message: MESSAGES.fileDamaged("logo.png", "PNG") },
    ],
    // A photo's name on what is no image: said to be damaged, not to be of another format.
    [
      { name: "IMG_7.heic", size: 10, head: bytesOf("\0\0\0\0garbage") },
      {
        ok: false,
        reason: "not_supported",
        message:
          "IMG_7.heic was skipped: it is named like a HEIC image, but what it holds is not an image we can read (a damaged or cut-off file, or another kind of file under a photo's name).",
      },
    ],
    [
      { name: "notes", size: 10, head: SVG_HEAD },
      { ok: false, reason: "not_supported", message: MESSAGES.fileNotSupported("notes") },
    ],
    // A camera RAW of a format we cannot read is said to be one, not "not a camera RAW image".
    [
      { name: "IMG_0042.CRW", size: 10, head: bytesOf("II\x1a\0\0\0HEAPCCDR\x02\0") },
      {
        ok: false,
        reason: "not_supported",
        message:
          "IMG_0042.CRW was skipped: it is a Canon CRW camera RAW file, which we cannot read. Convert it to DNG or JPEG first.",
      },
    ],
    [
      { name: "DP2.X3F", size: 10, head: bytesOf("FOVb\x03\0\x02\0") },
      { ok: false, reason: "not_supported", message: MESSAGES.rawNotReadable("DP2.X3F", "Sigma X3F") },
    ],
    [
      { name: "big.jpg", size: MAX_FILE_BYTES + 1, head: JPEG_HEAD },
      {
        ok: false,
        reason: "too_large",
        message: "big.jpg was skipped: it is larger than 15MB, the most we accept for JPG.",
      },
    ],
    [
      { name: "huge.heic", size: 31 * 1024 * 1024, head: HEIC_HEAD },
      {
        ok: false,
        reason: "too_large",
        message: "huge.heic was skipped: it is larger than 30MB, the most we accept for HEIC.",
      },
    ],
    [
      { name: "zero.jpg", size: 0, head: new Uint8Array() },
      { ok: false, reason: "empty", message: "zero.jpg was skipped: the file is empty." },
    ],
  ])("%j → %j", (input, expected) => {
    expect(checkImageFile(input)).toEqual(expected);
  });
});

describe("validateSelection", () => {
  it("keeps order and separates accepted from rejected", () => {
    const files = [
      { name: "1.jpg", size: 5, head: JPEG_HEAD },
      { name: "2.svg", size: 5, head: SVG_HEAD },
      { name: "3.png", size: 5, head: PNG_HEAD },
    ];
    const { accepted, rejected } = validateSelection(files);
    expect(accepted.map((a) => [a.file.name, a.format.type])).toEqual([
      ["1.jpg", "jpeg"],
      ["3.png", "png"],
    ]);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([["2.svg", "not_supported"]]);
  });
});
