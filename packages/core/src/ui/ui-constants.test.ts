import { describe, expect, it } from "vitest";
import {
  COPYRIGHT_YEAR,
  FOUNDING_YEAR,
  LIMIT_TOAST_MS,
  MENU_DELAYS,
  SCROLL_TOP_THRESHOLD_PX,
  TOAST_DEFAULTS,
  TOOLTIP_DELAYS,
  TRIPLE_CLICK_WINDOW_MS,
  WARNING_TOAST_MS,
} from "./ui-constants.ts";

describe("UI constants (spec sections 2 and 9)", () => {
  it.each([
    ["toast defaults", TOAST_DEFAULTS, { visibleToasts: 3, duration: 4000, gap: 14, width: 356 }],
    ["limit toast", LIMIT_TOAST_MS, 6000],
    ["warning toast", WARNING_TOAST_MS, 5000],
    ["scroll-to-top threshold", SCROLL_TOP_THRESHOLD_PX, 300],
    ["triple-click window", TRIPLE_CLICK_WINDOW_MS, 2000],
    ["menu delays", MENU_DELAYS, { hover: 200, skip: 300, close: 150 }],
    ["tooltip delays", TOOLTIP_DELAYS, { open: 700, close: 300 }],
    ["copyright year", COPYRIGHT_YEAR, 2025],
    ["founding year", FOUNDING_YEAR, 2025],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
