import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAN_IDS, PLANS } from "../plans/plans.ts";
import { slotsBeyondPlan } from "./plan-change.ts";

describe("slotsBeyondPlan", () => {
  it("holds a VIP batch moved to Free to Free's batch cap and what is left of its month", () => {
    // 250 reserved, 30 used; Free takes 20 at once and 25 a month.
    expect(slotsBeyondPlan({ plan: "free", count: 250, batches: [{ reserved: 250, used: 3 }] })).toEqual([
      250 - 20,
    ]);
    // 22 charged already this month in batches now closed: 3 are left, for the oldest batch first.
    expect(
      slotsBeyondPlan({
        plan: "free",
        count: 22 + 10 + 10,
        batches: [
          { reserved: 10, used: 0 },
          { reserved: 10, used: 0 },
        ],
      }),
    ).toEqual([7, 10]);
  });

  it("gives nothing back on an upgrade or when the batches fit the new plan", () => {
    expect(slotsBeyondPlan({ plan: "enterprise", count: 20, batches: [{ reserved: 20, used: 5 }] })).toEqual([
      0,
    ]);
    expect(slotsBeyondPlan({ plan: "free", count: 12, batches: [{ reserved: 10, used: 4 }] })).toEqual([0]);
  });

  it("never takes a used slot, and leaves the month within the new plan once it is given back", () => {
    const batch = fc
      .integer({ min: 1, max: 1000 })
      .chain((reserved) =>
        fc.record({ reserved: fc.constant(reserved), used: fc.integer({ min: 0, max: reserved }) }),
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_IDS),
        fc.array(batch, { maxLength: 5 }),
        fc.nat(2000),
        (plan, batches, chargedElsewhere) => {
          const unused = batches.reduce((sum, b) => sum + b.reserved - b.used, 0);
          const used = batches.reduce((sum, b) => sum + b.used, 0);
          const count = chargedElsewhere + used + unused;
          const back = slotsBeyondPlan({ plan, count, batches });
          const { monthlyLimit, batchCap } = PLANS[plan];
          for (const [i, b] of batches.entries()) {
            const given = back[i] ?? -1;
            expect(given).toBeGreaterThanOrEqual(0);
            expect(given).toBeLessThanOrEqual(b.reserved - b.used);
            // What the batch may still use fits the new cap (or it had used more already).
            expect(b.reserved - given).toBeLessThanOrEqual(Math.max(b.used, batchCap));
          }
          const after = count - back.reduce((sum, n) => sum + n, 0);
          expect(after).toBeLessThanOrEqual(Math.max(monthlyLimit, chargedElsewhere + used));
        },
      ),
    );
  });
});
