import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLANS } from "../plans/plans.ts";
import { planConsecutiveBatches, selectionCap } from "./consecutive-batches.ts";

describe("planConsecutiveBatches", () => {
  it("runs VIP's 300 photos as 250 then 50, Pro's 250 as 100, 100, 50", () => {
    expect(planConsecutiveBatches({ selected: 300, batchCap: 250, remaining: 100_000 })).toEqual({
      sizes: [250, 50],
      covered: 300,
    });
    expect(planConsecutiveBatches({ selected: 250, batchCap: 100, remaining: 10_000 }).sizes).toEqual([
      100, 100, 50,
    ]);
  });

  it("stops where the month's allowance ends", () => {
    expect(planConsecutiveBatches({ selected: 300, batchCap: 100, remaining: 130 })).toEqual({
      sizes: [100, 30],
      covered: 130,
    });
    expect(planConsecutiveBatches({ selected: 30, batchCap: 100, remaining: 0 })).toEqual({
      sizes: [],
      covered: 0,
    });
  });

  it("covers min(selection, allowance) in batches within the cap, all full but the last", () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -5, max: 6000 }),
        (selected, batchCap, remaining) => {
          const { sizes, covered } = planConsecutiveBatches({ selected, batchCap, remaining });
          expect(covered).toBe(Math.max(0, Math.min(selected, remaining)));
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(covered);
          for (const size of sizes) expect(size >= 1 && size <= batchCap).toBe(true);
          for (const size of sizes.slice(0, -1)) expect(size).toBe(batchCap);
        },
      ),
    );
  });
});

describe("selectionCap", () => {
  it("keeps Free's selection to its batch cap and lets Pro and VIP select any number", () => {
    expect(selectionCap("free")).toBe(PLANS.free.batchCap);
    expect(selectionCap("pro")).toBe(Number.POSITIVE_INFINITY);
    expect(selectionCap("enterprise")).toBe(Number.POSITIVE_INFINITY);
  });
});
