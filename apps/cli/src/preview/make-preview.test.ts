import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI_COPY, formatRule } from "@photo-organizer/core";
import { PREVIEW_MAX_SIDE } from "@photo-organizer/web/src/features/upload/preview/preview-protocol.ts";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { scanFolder } from "../scan.ts";
import { makePreview } from "./make-preview.ts";

describe("a photo larger than /upload takes", () => {
  const folder = mkdtempSync(join(tmpdir(), "photo-organizer-large-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is organized by the command-line tool, which copies it on the disk and sends only its preview", async () => {
    // A high-resolution camera's fine JPEG: noise compresses as little as detail does.
    const jpeg = await sharp({
      create: {
        width: 4200,
        height: 3300,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(formatRule("jpeg").maxBytes);
    writeFileSync(join(folder, "DSC_0001.jpg"), jpeg);

    const { photos, skipped } = await scanFolder(folder, []);
    expect(skipped).toEqual([]);
    const [photo] = photos;
    expect(photo?.size).toBe(jpeg.length);
    const preview = await sharp(await makePreview(photo as NonNullable<typeof photo>)).metadata();
    expect([preview.format, Math.max(preview.width ?? 0, preview.height ?? 0)]).toEqual([
      "jpeg",
      PREVIEW_MAX_SIDE,
    ]);
  });

  it("says a BMP is fine but not previewed, not that it may be damaged", async () => {
    // A valid 2 × 1 pixel, 24-bit BMP: 54 bytes of headers, one row of 6 bytes padded to 8.
    const bmp = Buffer.alloc(62);
    bmp.write("BM", 0, "latin1");
    bmp.writeUInt32LE(62, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(1, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    bmp.writeUInt32LE(8, 34);
    writeFileSync(join(folder, "scan.bmp"), bmp);
    const { photos } = await scanFolder(folder, []);
    const photo = photos.find((found) => found.relative === "scan.bmp");
    expect(photo?.format.type).toBe("bmp");
    await expect(makePreview(photo as NonNullable<typeof photo>)).rejects.toThrow(
      CLI_COPY.notPreviewed("scan.bmp", "BMP"),
    );
  });
});
