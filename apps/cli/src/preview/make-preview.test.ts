import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatRule } from "@photo-organizer/core";
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
});
