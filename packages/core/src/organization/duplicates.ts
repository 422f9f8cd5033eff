/**
 * Duplicates in a batch (#21). Exact duplicates are photos with the same bytes: found before analysis by
 * size and SHA-256, never analysed, never charged. Near-duplicates (a resized or recompressed copy, the next
 * frame of a burst) are found by a difference hash of the preview and only pointed out: both are kept.
 */

/** A selected photo as the duplicate check sees it: its size, and its SHA-256 once computed (null: not). */
export interface HashedPhoto {
  readonly size: number;
  readonly hash: string | null;
}

/**
 * Which photos need their SHA-256: only those whose size another photo shares. Two files with the same bytes
 * have the same size, so a photo of a size no other has is unique without reading it.
 */
export function photosToHash(sizes: readonly number[]): boolean[] {
  const count = new Map<number, number>();
  for (const size of sizes) count.set(size, (count.get(size) ?? 0) + 1);
  return sizes.map((size) => (count.get(size) ?? 0) > 1);
}

/**
 * For each photo, the index of the first photo before it with the same bytes (same size and SHA-256), or null
 * when it is the first of its content: that one is kept and analysed, the others are its duplicates. A photo
 * without a hash is never a duplicate.
 */
export function exactDuplicates(photos: readonly HashedPhoto[]): (number | null)[] {
  const first = new Map<string, number>();
  return photos.map(({ size, hash }, index) => {
    if (hash === null) return null;
    const key = `${size}:${hash}`;
    const kept = first.get(key);
    if (kept !== undefined) return kept;
    first.set(key, index);
    return null;
  });
}

/** The grid the picture is averaged into: 9 × 9 cells give 8 × 8 comparisons across and 8 × 8 down. */
const GRID = 9;
/** Length of a difference hash in hex digits: 64 bits across, then 64 bits down. */
export const DIFFERENCE_HASH_LENGTH = 32;

/**
 * The difference hash (dHash) of an image given as pixels (RGBA or RGB, row by row): the image averaged
 * into 9 × 9 cells of luminance; 64 bits say whether each cell is brighter than its right neighbour, 64 more
 * whether it is brighter than the one below. Resizing and recompressing barely change it; another picture
 * changes about half its bits. Comparing down as well as across tells apart pictures whose rows are alike
 * (a horizon, a plain background), which the usual 64-bit hash confuses. The averaging is done here, not by
 * the caller's scaler, so the browser and the evaluation hash the same way.
 */
export function differenceHash(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4 = 4,
): string {
  const sums = new Float64Array(GRID * GRID);
  const counts = new Float64Array(GRID * GRID);
  for (let y = 0; y < height; y++) {
    const row = Math.min(GRID - 1, Math.floor((y * GRID) / height));
    for (let x = 0; x < width; x++) {
      const cell = row * GRID + Math.min(GRID - 1, Math.floor((x * GRID) / width));
      const at = (y * width + x) * channels;
      // Rec. 601 luma (× 1000, in whole numbers so equal cells compare equal): what most dHashes use.
      sums[cell] =
        (sums[cell] ?? 0) +
        299 * (pixels[at] ?? 0) +
        587 * (pixels[at + 1] ?? 0) +
        114 * (pixels[at + 2] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  const luma = (x: number, y: number) => {
    const cell = y * GRID + x;
    return (sums[cell] ?? 0) / Math.max(1, counts[cell] ?? 0);
  };
  const bits = (brighter: (a: number, b: number) => boolean) => {
    let hex = "";
    for (let a = 0; a < GRID - 1; a++) {
      let byte = 0;
      for (let b = 0; b < GRID - 1; b++) byte = (byte << 1) | (brighter(a, b) ? 1 : 0);
      hex += byte.toString(16).padStart(2, "0");
    }
    return hex;
  };
  const across = bits((y, x) => luma(x, y) > luma(x + 1, y));
  const down = bits((x, y) => luma(x, y) > luma(x, y + 1));
  return across + down;
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The hash as four 32-bit words. */
const words = (hash: string): number[] =>
  [0, 8, 16, 24].map((at) => Number.parseInt(hash.slice(at, at + 8), 16));

const distanceOf = (a: readonly number[], b: readonly number[]) =>
  a.reduce((sum, word, i) => sum + popcount((word ^ (b[i] ?? 0)) >>> 0), 0);

/** How many of two difference hashes' 128 bits differ. */
export function hammingDistance(a: string, b: string): number {
  return distanceOf(words(a), words(b));
}

/**
 * Largest Hamming distance at which two previews count as the same picture. Measured with
 * `npm run eval:duplicates` on the dev photos, their resized and recompressed copies and bursts (DR 025).
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 8;

/**
 * For each photo, the closest other photo whose difference hash is within `maxDistance` (the earliest on a
 * tie), or null: what the results view points out as "looks like". A photo without a hash has none.
 */
export function nearDuplicates(
  hashes: readonly (string | null)[],
  maxDistance: number = NEAR_DUPLICATE_MAX_DISTANCE,
): (number | null)[] {
  const parsed = hashes.map((hash) => (hash && hash.length === DIFFERENCE_HASH_LENGTH ? words(hash) : null));
  return parsed.map((mine, index) => {
    if (!mine) return null;
    let best: number | null = null;
    let bestDistance = maxDistance + 1;
    for (const [other, theirs] of parsed.entries()) {
      if (other === index || !theirs) continue;
      const distance = distanceOf(mine, theirs);
      if (distance < bestDistance) {
        best = other;
        bestDistance = distance;
      }
    }
    return best;
  });
}
