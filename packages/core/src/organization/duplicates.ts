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

/** Width and height of the difference hash's grid: 9 × 8 cells give 8 × 8 = 64 left-right comparisons. */
const GRID_WIDTH = 9;
const GRID_HEIGHT = 8;
/** Length of a difference hash in hex digits (64 bits). */
export const DIFFERENCE_HASH_LENGTH = 16;

/**
 * The difference hash (dHash) of an image given as pixels (RGBA or RGB, row by row): the image averaged
 * into 9 × 8 cells of luminance, each bit says whether a cell is brighter than its right neighbour. Resizing
 * and recompressing barely change it; another picture changes about half its bits. The averaging is done
 * here, not by the caller's scaler, so the browser and the evaluation hash the same way.
 */
export function differenceHash(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4 = 4,
): string {
  const sums = new Float64Array(GRID_WIDTH * GRID_HEIGHT);
  const counts = new Float64Array(GRID_WIDTH * GRID_HEIGHT);
  for (let y = 0; y < height; y++) {
    const row = Math.min(GRID_HEIGHT - 1, Math.floor((y * GRID_HEIGHT) / height));
    for (let x = 0; x < width; x++) {
      const cell = row * GRID_WIDTH + Math.min(GRID_WIDTH - 1, Math.floor((x * GRID_WIDTH) / width));
      const at = (y * width + x) * channels;
      // Rec. 601 luma: what "brighter" means to the eye, and what most dHash implementations use.
      sums[cell] =
        (sums[cell] ?? 0) +
        0.299 * (pixels[at] ?? 0) +
        0.587 * (pixels[at + 1] ?? 0) +
        0.114 * (pixels[at + 2] ?? 0);
      counts[cell] = (counts[cell] ?? 0) + 1;
    }
  }
  const luma = (x: number, y: number) => {
    const cell = y * GRID_WIDTH + x;
    return (sums[cell] ?? 0) / Math.max(1, counts[cell] ?? 0);
  };
  let hex = "";
  for (let y = 0; y < GRID_HEIGHT; y++) {
    let byte = 0;
    for (let x = 0; x < GRID_WIDTH - 1; x++) byte = (byte << 1) | (luma(x, y) > luma(x + 1, y) ? 1 : 0);
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const halves = (hash: string): [number, number] => [
  Number.parseInt(hash.slice(0, 8), 16),
  Number.parseInt(hash.slice(8, 16), 16),
];

/** How many of two difference hashes' 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  const [a1, a2] = halves(a);
  const [b1, b2] = halves(b);
  return popcount((a1 ^ b1) >>> 0) + popcount((a2 ^ b2) >>> 0);
}

/**
 * Largest Hamming distance at which two previews count as the same picture. Measured with
 * `npm run eval:duplicates` on the dev photos, their resized and recompressed copies and bursts (DR 021).
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 10;

/**
 * For each photo, the closest other photo whose difference hash is within `maxDistance` (the earliest on a
 * tie), or null: what the results view points out as "looks like". A photo without a hash has none.
 */
export function nearDuplicates(
  hashes: readonly (string | null)[],
  maxDistance: number = NEAR_DUPLICATE_MAX_DISTANCE,
): (number | null)[] {
  const parsed = hashes.map((hash) => (hash && hash.length === DIFFERENCE_HASH_LENGTH ? halves(hash) : null));
  return parsed.map((mine, index) => {
    if (!mine) return null;
    let best: number | null = null;
    let bestDistance = maxDistance + 1;
    for (const [other, theirs] of parsed.entries()) {
      if (other === index || !theirs) continue;
      const distance = popcount((mine[0] ^ theirs[0]) >>> 0) + popcount((mine[1] ^ theirs[1]) >>> 0);
      if (distance < bestDistance) {
        best = other;
        bestDistance = distance;
      }
    }
    return best;
  });
}
