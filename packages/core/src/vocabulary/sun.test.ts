import { describe, expect, it } from "vitest";
import { sunInBlueSky } from "./sun.ts";

const SKY = [90, 150, 230];
const WHITE = [255, 255, 255];
const WALL = [120, 110, 100];

/** A width×height photo of `background` with a white disc of `radius` at (cx, cy). */
function photo(background: number[], disc?: { cx: number; cy: number; radius: number }, size = 200) {
  const data = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inDisc = disc && Math.hypot(x - disc.cx, y - disc.cy) <= disc.radius;
      data.set(inDisc ? WHITE : background, (y * size + x) * 3);
    }
  }
  return data;
}

describe("sunInBlueSky", () => {
  it("finds a small burnt-out disc high in a blue sky", () => {
    expect(sunInBlueSky(photo(SKY, { cx: 120, cy: 50, radius: 6 }), 200, 200)).toBeGreaterThan(0.95);
  });

  it("is 0 for a photo without such a disc", () => {
    expect(sunInBlueSky(photo(SKY), 200, 200)).toBe(0);
  });

  it.each([
    ["a glint on an object (no sky around it)", photo(WALL, { cx: 120, cy: 50, radius: 6 })],
    ["a white cloud (too large)", photo(SKY, { cx: 100, cy: 60, radius: 50 })],
    ["a speck (too small)", photo(SKY, { cx: 100, cy: 60, radius: 1 })],
    ["a white disc low in the frame (a lamp, a ball)", photo(SKY, { cx: 100, cy: 170, radius: 6 })],
  ])("does not take %s for the sun", (_name, data) => {
    expect(sunInBlueSky(data, 200, 200)).toBeLessThan(0.2);
  });
});
