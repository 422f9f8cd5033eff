import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DIFFERENCE_HASH_LENGTH,
  differenceHash,
  exactDuplicates,
  hammingDistance,
  nearDuplicates,
  photosToHash,
} from "./duplicates.ts";

/** Photos drawn from a few sizes and contents, so that duplicates are common. */
const photos = fc.array(
  fc.record({
    size: fc.integer({ min: 1, max: 4 }),
    hash: fc.option(fc.constantFrom("aa", "bb", "cc"), { nil: null }),
  }),
  { maxLength: 30 },
);

describe("exact duplicates", () => {
  it("hashes every photo whose size another shares, and no other", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 30 }), (sizes) => {
        const hashed = photosToHash(sizes);
        sizes.forEach((size, i) => {
          expect(hashed[i]).toBe(sizes.some((other, j) => j !== i && other === size));
        });
      }),
    );
  });

  it("points each duplicate at the first earlier photo with the same bytes, which is kept", () => {
    fc.assert(
      fc.property(photos, (batch) => {
        const of = exactDuplicates(batch);
        expect(of).toHaveLength(batch.length);
        of.forEach((kept, i) => {
          const photo = batch[i];
          if (kept === null) {
            // kept: no earlier photo has the same bytes
            const earlier = batch
              .slice(0, i)
              .some((p) => photo?.hash !== null && p.hash === photo?.hash && p.size === photo?.size);
            expect(earlier).toBe(false);
            return;
          }
          expect(kept).toBeLessThan(i);
          expect(of[kept]).toBeNull();
          expect(batch[kept]).toEqual(photo);
        });
      }),
    );
  });

  it("keeps exactly one photo per content, and every photo without a hash", () => {
    fc.assert(
      fc.property(photos, (batch) => {
        const kept = exactDuplicates(batch).filter((of) => of === null).length;
        const contents = new Set(batch.flatMap((p) => (p.hash === null ? [] : [`${p.size}:${p.hash}`])));
        expect(kept).toBe(contents.size + batch.filter((p) => p.hash === null).length);
      }),
    );
  });

  it("never calls photos of different sizes duplicates, even with the same hash", () => {
    expect(
      exactDuplicates([
        { size: 10, hash: "aa" },
        { size: 11, hash: "aa" },
        { size: 10, hash: "aa" },
      ]),
    ).toEqual([null, null, 0]);
  });
});

/** A gray image of `width` × `height` RGBA pixels whose value comes from `f(x, y)`. */
function image(width: number, height: number, f: (x: number, y: number) => number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = f(x, y);
      pixels.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return pixels;
}

const hash128 = fc
  .array(fc.integer({ min: 0, max: 15 }), {
    minLength: DIFFERENCE_HASH_LENGTH,
    maxLength: DIFFERENCE_HASH_LENGTH,
  })
  .map((digits) => digits.map((d) => d.toString(16)).join(""));

describe("near-duplicates", () => {
  it("hashes a picture getting darker to the right or downwards by which way it does", () => {
    const across = "f".repeat(16);
    const flat = "0".repeat(16);
    expect(
      differenceHash(
        image(90, 60, (x) => 255 - x * 2),
        90,
        60,
      ),
    ).toBe(across + flat);
    expect(
      differenceHash(
        image(90, 60, (x) => x * 2),
        90,
        60,
      ),
    ).toBe(flat + flat);
    expect(
      differenceHash(
        image(90, 60, (_, y) => 255 - y * 3),
        90,
        60,
      ),
    ).toBe(flat + across);
  });

  it("barely changes when the picture is scaled, and changes much for another picture", () => {
    const scene = (x: number, y: number) => Math.round(128 + 60 * Math.sin(x / 37) + 60 * Math.cos(y / 23));
    const other = (x: number, y: number) => Math.round(128 + 100 * Math.cos(x / 29 - y / 17));
    const big = differenceHash(image(300, 200, scene), 300, 200);
    const small = differenceHash(
      image(150, 100, (x, y) => scene(x * 2, y * 2)),
      150,
      100,
    );
    const different = differenceHash(image(300, 200, other), 300, 200);
    expect(hammingDistance(big, small)).toBeLessThanOrEqual(4);
    expect(hammingDistance(big, different)).toBeGreaterThan(16);
  });

  it("reads RGB as well as RGBA", () => {
    const rgba = image(40, 30, (x, y) => (x * 7 + y * 13) % 256);
    const rgb = rgba.filter((_, i) => i % 4 !== 3);
    expect(differenceHash(rgb, 40, 30, 3)).toBe(differenceHash(rgba, 40, 30));
  });

  it("measures distance as a metric from 0 to 128", () => {
    fc.assert(
      fc.property(hash128, hash128, hash128, (a, b, c) => {
        expect(hammingDistance(a, a)).toBe(0);
        expect(hammingDistance(a, b)).toBe(hammingDistance(b, a));
        expect(hammingDistance(a, b)).toBeLessThanOrEqual(128);
        expect(hammingDistance(a, c)).toBeLessThanOrEqual(hammingDistance(a, b) + hammingDistance(b, c));
      }),
    );
  });

  it("points each photo at the closest other within the threshold, never at itself", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(hash128, { nil: null }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 128 }),
        (hashes, max) => {
          const looksLike = nearDuplicates(hashes, max);
          looksLike.forEach((other, i) => {
            const mine = hashes[i];
            const distances = hashes.flatMap((h, j) =>
              j === i || !h || !mine ? [] : [hammingDistance(mine, h)],
            );
            if (other === null) {
              expect(distances.every((d) => d > max)).toBe(true);
              return;
            }
            expect(other).not.toBe(i);
            const d = hammingDistance(mine as string, hashes[other] as string);
            expect(d).toBeLessThanOrEqual(max);
            expect(d).toBe(Math.min(...distances));
            // the relation is symmetric: the one it looks like looks like something too
            expect(looksLike[other]).not.toBeNull();
          });
        },
      ),
    );
  });
});
