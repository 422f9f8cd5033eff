import { describe, expect, it } from "vitest";
import { skyStatistics } from "./sky.ts";

/** A width×height image whose upper third is `top` and the rest `bottom` (RGB triples). */
function image(width: number, height: number, top: number[], bottom: number[]) {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const colour = y < height / 3 ? top : bottom;
    for (let x = 0; x < width; x++) data.set(colour, (y * width + x) * 3);
  }
  return data;
}

describe("skyStatistics", () => {
  it.each([
    ["clear blue", [90, 150, 230], { blue: 1, grey: 0, warm: 0 }],
    ["overcast", [200, 203, 207], { blue: 0, grey: 1, warm: 0 }],
    ["sunset", [240, 120, 40], { blue: 0, grey: 0, warm: 1 }],
    ["dark", [10, 10, 12], { blue: 0, grey: 0, warm: 0 }],
  ])("reads a %s upper third", (_name, top, expected) => {
    const stats = skyStatistics(image(60, 60, top, [40, 90, 30]), 60, 60);
    expect(stats).toMatchObject(expected);
  });

  it("measures brightness of the top and of the whole photo", () => {
    const stats = skyStatistics(image(30, 30, [255, 255, 255], [0, 0, 0]), 30, 30);
    expect(stats.brightness).toBe(1);
    expect(stats.overallBrightness).toBeCloseTo(1 / 3, 1);
  });
});
