import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAN_IDS } from "../plans/plans.ts";
import { DANGER_PERCENT, summarizeUsage, WARNING_PERCENT } from "./usage-summary.ts";

describe("summarizeUsage on the free plan (limit 25)", () => {
  it.each([
    // count, remaining, percent, barPercent, isWarning, isDanger, isAtLimit
    [0, 25, 0, 0, false, false, false],
    [19, 6, 76, 76, false, false, false],
    [20, 5, 80, 80, true, false, false],
    [22, 3, 88, 88, true, false, false],
    [23, 2, 92, 92, true, true, false],
    [24, 1, 96, 96, true, true, false],
    // At the limit the warning gives way to "limit reached" (spec section 5: the warning is under 100%).
    [25, 0, 100, 100, false, true, true],
    // An admin can move a user to a smaller plan: the count may exceed the limit; the bar and page stop at 100%.
    [40, 0, 160, 100, false, true, true],
  ])(
    "count %i → remaining %i, %i%%, bar %i%%, warning %s, danger %s, at limit %s",
    (count, remaining, percent, barPercent, isWarning, isDanger, isAtLimit) => {
      expect(summarizeUsage({ count, plan: "free" })).toEqual({
        plan: "free",
        count,
        limit: 25,
        remaining,
        percent,
        barPercent,
        batchCap: 20,
        isWarning,
        isDanger,
        isAtLimit,
      });
    },
  );

  it.each([
    ["pro", 8_000, 80, true],
    ["pro", 7_999, 79, false],
    ["enterprise", 90_000, 90, true],
  ] as const)("%s with %i → %i%%, warning %s", (plan, count, percent, isWarning) => {
    const summary = summarizeUsage({ count, plan });
    expect(summary.percent).toBe(percent);
    expect(summary.isWarning).toBe(isWarning);
  });

  it("is red above 90%, not at exactly 90%", () => {
    expect(summarizeUsage({ count: 9_000, plan: "pro" }).isDanger).toBe(false);
    expect(summarizeUsage({ count: 9_001, plan: "pro" }).isDanger).toBe(true);
  });

  it("exports the spec's thresholds", () => {
    expect([WARNING_PERCENT, DANGER_PERCENT]).toEqual([80, 90]);
  });

  it("keeps remaining + count = limit below the limit and the bar within 0..100", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PLAN_IDS), fc.integer({ min: 0, max: 300_000 }), (plan, count) => {
        const s = summarizeUsage({ count, plan });
        expect(s.barPercent).toBeGreaterThanOrEqual(0);
        expect(s.barPercent).toBeLessThanOrEqual(100);
        expect(s.remaining).toBe(Math.max(0, s.limit - count));
        expect(s.isWarning && s.isAtLimit).toBe(false);
      }),
    );
  }, 30_000);
});
