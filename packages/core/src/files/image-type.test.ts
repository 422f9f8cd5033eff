import { describe, expect, it } from "vitest";
import { detectImageType, imageMimeType } from "./image-type.ts";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("detectImageType (magic bytes)", () => {
  it.each([
    ["JPEG/JFIF", bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), "jpeg"],
    ["JPEG/Exif", bytes(0xff, 0xd8, 0xff, 0xe1), "jpeg"],
    ["bare JPEG SOI + marker", bytes(0xff, 0xd8, 0xff), "jpeg"],
    ["PNG", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), "png"],
    ["PNG cut short", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a), null],
    ["GIF", bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), null],
    ["WebP (RIFF)", bytes(0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50), null],
    ["HEIC (ftyp)", bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63), null],
    ["text named .jpg", new TextEncoder().encode("hello.jpg"), null],
    ["only the SOI", bytes(0xff, 0xd8), null],
    ["empty", bytes(), null],
  ])("%s → %s", (_name, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it.each([
    ["jpeg", "image/jpeg"],
    ["png", "image/png"],
  ] as const)("%s has MIME type %s", (type, mime) => {
    expect(imageMimeType(type)).toBe(mime);
  });
});
