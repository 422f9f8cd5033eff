import { describe, expect, it } from "vitest";
import { checkImageFile, MAX_FILE_BYTES, validateSelection } from "./file-checks.ts";

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEAD = new TextEncoder().encode("GIF89a");

describe("MAX_FILE_BYTES", () => {
  it("is 15 MB", () => {
    expect(MAX_FILE_BYTES).toBe(15_728_640);
  });
});

describe("checkImageFile (D12)", () => {
  it.each([
    [
      { name: "a.jpg", size: 1000, head: JPEG_HEAD },
      { ok: true, type: "jpeg" },
    ],
    [
      { name: "b.png", size: MAX_FILE_BYTES, head: PNG_HEAD },
      { ok: true, type: "png" },
    ],
    // Content decides, not the name.
    [
      { name: "really-a-png.jpg", size: 10, head: PNG_HEAD },
      { ok: true, type: "png" },
    ],
    [
      { name: "anim.gif", size: 10, head: GIF_HEAD },
      {
        ok: false,
        reason: "not_jpeg_or_png",
        message: "anim.gif was skipped: only JPG and PNG images are accepted.",
      },
    ],
    [
      { name: "big.jpg", size: MAX_FILE_BYTES + 1, head: JPEG_HEAD },
      { ok: false, reason: "too_large", message: "big.jpg was skipped: it is larger than 15MB." },
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
      { name: "2.gif", size: 5, head: GIF_HEAD },
      { name: "3.png", size: 5, head: PNG_HEAD },
    ];
    const { accepted, rejected } = validateSelection(files);
    expect(accepted.map((a) => [a.file.name, a.type])).toEqual([
      ["1.jpg", "jpeg"],
      ["3.png", "png"],
    ]);
    expect(rejected.map((r) => [r.file.name, r.reason])).toEqual([["2.gif", "not_jpeg_or_png"]]);
  });
});
