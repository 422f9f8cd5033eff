/**
 * Finds the sun in a photo: a small, round, burnt-out white disc in the upper part of the frame with blue
 * sky around it. A specular highlight on an object has the disc but not the sky; a white cloud has the sky
 * but is neither small nor round. Returns the share of clear-blue pixels in a ring around the most sun-like
 * disc (0 when there is none), so a caller can ask for "the sun, in a blue sky".
 */
import { hueDegrees } from "./hue.ts";

/** burnt-out: brightest channel at least this, and nearly colourless */
const CLIPPED_VALUE = 0.97;
const CLIPPED_SATURATION = 0.2;
/** the disc covers this share of the frame: a glint is smaller, a cloud or a white wall larger */
const MIN_AREA = 0.0003;
const MAX_AREA = 0.04;
/** its centre lies in the upper part of the frame */
const MAX_CENTRE_HEIGHT = 0.7;
/** round: fills this much of its bounding box, which is at most this elongated */
const MIN_FILL = 0.45;
const MAX_ASPECT = 2.5;
/** the ring where the sky is read, in disc radii */
const RING_INNER = 2.5;
const RING_OUTER = 5;

function clearBlue(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max <= 0.3 * 255 || (max - min) / max <= 0.15) return false;
  const hue = hueDegrees(r, g, b, max, min);
  return hue >= 185 && hue <= 255;
}

type Disc = { x: number; y: number; radius: number };

/** Connected burnt-out regions that are small and round enough to be the sun. */
function sunLikeDiscs(rgb: Uint8Array, width: number, height: number): Disc[] {
  const clipped = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const r = rgb[i * 3] ?? 0;
    const g = rgb[i * 3 + 1] ?? 0;
    const b = rgb[i * 3 + 2] ?? 0;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max >= CLIPPED_VALUE * 255 && max - min < CLIPPED_SATURATION * max) clipped[i] = 1;
  }
  const discs: Disc[] = [];
  const stack: number[] = [];
  const total = width * height;
  for (let start = 0; start < total; start++) {
    if (clipped[start] !== 1) continue;
    clipped[start] = 2;
    stack.push(start);
    let count = 0;
    let sumX = 0;
    let sumY = 0;
    let minX = width;
    let maxX = 0;
    let minY = height;
    let maxY = 0;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % width;
      const y = (i - x) / width;
      count += 1;
      sumX += x;
      sumY += y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (next >= 0 && next < total && clipped[next] === 1) {
          clipped[next] = 2;
          stack.push(next);
        }
      }
    }
    const area = count / total;
    const boxWidth = maxX - minX + 1;
    const boxHeight = maxY - minY + 1;
    const round =
      count / (boxWidth * boxHeight) >= MIN_FILL &&
      Math.max(boxWidth, boxHeight) / Math.min(boxWidth, boxHeight) <= MAX_ASPECT;
    const high = sumY / count / height <= MAX_CENTRE_HEIGHT;
    if (area >= MIN_AREA && area <= MAX_AREA && round && high) {
      discs.push({ x: sumX / count, y: sumY / count, radius: Math.sqrt(count / Math.PI) });
    }
  }
  return discs;
}

function blueRingShare(rgb: Uint8Array, width: number, height: number, disc: Disc): number {
  const inner = RING_INNER * disc.radius;
  const outer = RING_OUTER * disc.radius;
  let ring = 0;
  let blue = 0;
  for (let y = Math.max(0, Math.floor(disc.y - outer)); y < Math.min(height, disc.y + outer); y++) {
    for (let x = Math.max(0, Math.floor(disc.x - outer)); x < Math.min(width, disc.x + outer); x++) {
      const distance = Math.hypot(x - disc.x, y - disc.y);
      if (distance < inner || distance > outer) continue;
      ring += 1;
      const i = (y * width + x) * 3;
      if (clearBlue(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) blue += 1;
    }
  }
  return ring === 0 ? 0 : blue / ring;
}

/** Share 0..1 of clear-blue sky around the most sun-like disc of the photo; 0 when none is found. */
export function sunInBlueSky(rgb: Uint8Array, width: number, height: number): number {
  let best = 0;
  for (const disc of sunLikeDiscs(rgb, width, height)) {
    best = Math.max(best, blueRingShare(rgb, width, height, disc));
  }
  return best;
}
