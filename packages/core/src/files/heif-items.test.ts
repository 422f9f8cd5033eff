import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { heifLayout, heifOrientation, hevcSpsSize } from "./heif-items.ts";
import { hasFormatSamples, sample } from "./testing/format-samples.ts";

describe("heifOrientation: HEIF's irot and imir as the EXIF orientation that draws the same", () => {
  it.each([
    [[], 1],
    [[{ rotate: 1 }], 8],
    [[{ rotate: 2 }], 3],
    [[{ rotate: 3 }], 6],
    [[{ mirror: 0 }], 4],
    [[{ mirror: 1 }], 2],
    [[{ rotate: 1 }, { mirror: 1 }], 7],
    [[{ rotate: 1 }, { mirror: 0 }], 5],
    [[{ rotate: 3 }, { mirror: 1 }], 5],
    [[{ rotate: 2 }, { mirror: 1 }], 4],
    // Order matters: mirrored first, then turned.
    [[{ mirror: 1 }, { rotate: 1 }], 5],
  ])("%j → %i", (transforms, orientation) => {
    expect(heifOrientation(transforms)).toBe(orientation);
  });
});

describe.skipIf(!hasFormatSamples)(
  "heifLayout: the tiles of a HEIC's primary image and its thumbnails",
  () => {
    it("reads an iPhone photo as a grid of 8×6 tiles of 512 px, turned a quarter clockwise, with a thumbnail", () => {
      const layout = heifLayout(sample("heic/photoprism__iphone_15_pro.heic"));
      const primary = layout?.primary;
      expect(primary && [primary.width, primary.height, primary.columns, primary.rows]).toEqual([
        4032, 3024, 8, 6,
      ]);
      expect(primary && [primary.tileWidth, primary.tileHeight, primary.tiles.length]).toEqual([
        512, 512, 48,
      ]);
      expect(primary?.orientation).toBe(6);
      // VPS, SPS and PPS of each tile, and its coded picture in one piece of the file.
      expect(primary?.tiles[0]?.headers).toHaveLength(3);
      expect(primary?.tiles[0]?.lengthSize).toBe(4);
      expect(layout?.thumbnails.map((t) => [t.width, t.height, t.orientation, t.tiles.length])).toEqual([
        [320, 240, 6, 1],
      ]);
    });

    it("finds the primary image of a multi-image collection, not the first one", () => {
      const layout = heifLayout(sample("heic/MikeKovarik__heic-collection.heic"));
      expect(layout?.primary && [layout.primary.id, layout.primary.width, layout.primary.height]).toEqual([
        1002, 1440, 960,
      ]);
      expect(layout?.thumbnails.map((t) => [t.width, t.height])).toEqual([[240, 160]]);
    });

    it("leaves to libheif what it does not decode tile by tile: cropping (clap), alpha, AVIF", () => {
      expect(heifLayout(sample("heic/strukturag__rainbow-451x461.heic"))?.primary).toBeNull();
      expect(heifLayout(sample("heic/strukturag__with-alpha-512x512.heic"))?.primary).toBeNull();
      expect(heifLayout(sample("heic/strukturag__example.avif"))?.primary).toBeNull();
    });

    it("reads the picture size an HEVC tile's SPS declares", () => {
      const bytes = sample("heic/ianare__HMD_Nokia_8.3_5G.heif");
      const tile = heifLayout(bytes)?.primary?.tiles[0];
      const sizes = tile?.headers.map((h) => hevcSpsSize(bytes.subarray(h.offset, h.offset + h.length)));
      expect(sizes?.filter((s) => s !== null)).toEqual([{ width: 512, height: 512 }]);
    });
  },
);

describe("heifLayout and hevcSpsSize on damaged bytes", () => {
  it("never throw, and never point outside the bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (data) => {
        const layout = heifLayout(data);
        for (const picture of [layout?.primary, ...(layout?.thumbnails ?? [])]) {
          for (const tile of picture?.tiles ?? []) {
            for (const r of [...tile.headers, ...tile.data])
              expect(r.offset + r.length).toBeLessThanOrEqual(data.length);
          }
        }
        hevcSpsSize(data);
      }),
    );
  });

  it.skipIf(!hasFormatSamples)("give null or fewer tiles for a HEIC cut anywhere, never an exception", () => {
    const whole = sample("heic/MikeKovarik__heic-iphone7.heic");
    for (let cut = 0; cut < 4000; cut += 37) {
      const layout = heifLayout(whole.subarray(0, cut));
      for (const tile of layout?.primary?.tiles ?? []) {
        for (const r of tile.data) expect(r.offset + r.length).toBeLessThanOrEqual(cut);
      }
    }
  });
});
