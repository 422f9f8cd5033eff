import { hueDegrees } from "./hue.ts";
import type { SkySignal } from "./signals.ts";
import { sunInBlueSky } from "./sun.ts";

/**
 * Colour statistics of a photo's upper third (where sky would be) from packed RGB pixels, and whether the
 * sun is in the frame.
 * Thresholds are in HSV terms: blue sky is a bright, saturated hue 190°–250°; overcast is bright and
 * unsaturated; warm light is a saturated hue below 50° or above 330°.
 */
export function skyStatistics(rgb: Uint8Array, width: number, height: number): SkySignal {
  const rows = Math.max(1, Math.floor(height / 3));
  let blue = 0;
  let grey = 0;
  let warm = 0;
  let topLight = 0;
  let topCount = 0;
  let allLight = 0;
  let allCount = 0;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 4096)));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 3;
      const r = (rgb[i] ?? 0) / 255;
      const g = (rgb[i + 1] ?? 0) / 255;
      const b = (rgb[i + 2] ?? 0) / 255;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      allLight += max;
      allCount += 1;
      if (y >= rows) continue;
      topLight += max;
      topCount += 1;
      const saturation = max === 0 ? 0 : (max - min) / max;
      const hue = hueDegrees(r, g, b, max, min);
      if (saturation > 0.25 && max > 0.35 && hue >= 190 && hue <= 250) blue += 1;
      else if (saturation < 0.12 && max > 0.55) grey += 1;
      else if (saturation > 0.3 && max > 0.35 && (hue < 50 || hue > 330)) warm += 1;
    }
  }
  const top = Math.max(1, topCount);
  return {
    blue: blue / top,
    grey: grey / top,
    warm: warm / top,
    brightness: topLight / top,
    overallBrightness: allLight / Math.max(1, allCount),
    sun: sunInBlueSky(rgb, width, height),
  };
}
