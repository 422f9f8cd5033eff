import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAN_IDS, PLANS } from "../plans/plans.ts";
import { applyBatchCap, canReserve, decideBatch, reserve } from "./reservation.ts";

describe("canReserve", () => {
  it.each([
    [0, 25, 20, true],
    [5, 25, 20, true],
    [6, 25, 20, false],
    [25, 25, 1, false],
    [24, 25, 1, true],
    [0, 25, 0, false],
    [0, 25, -1, false],
    [0, 25, 1.5, false],
    [-3, 25, 1, false],
    [Number.NaN, 25, 1, false],
    [0, 25, Number.POSITIVE_INFINITY, false],
  ])("used %d, limit %d, requested %d → %s", (used, limit, requested, expected) => {
    expect(canReserve({ used, limit, requested })).toBe(expected);
  });

  it("never lets any sequence of reservations push the count above the limit", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()), { maxLength: 60 }),
        (limit, requests) => {
          let used = 0;
          for (const requested of requests) {
            const before = used;
            used = reserve({ used, limit, requested });
            expect(used).toBeLessThanOrEqual(limit);
            expect(used === before || used === before + requested).toBe(true);
          }
        },
      ),
    );
  }, 30_000);
});

describe("decideBatch", () => {
  it.each([
    ["free", 0, 20, { ok: true }],
    [
      "free",
      0,
      21,
      { ok: false, code: "batch_cap", message: "Your Free plan processes up to 20 photos at once." },
    ],
    [
      "free",
      10,
      16,
      {
        ok: false,
        code: "limit_reached",
        message: "Only 15 of your monthly limit of 25 images are left, and this batch has 16.",
      },
    ],
    [
      "free",
      25,
      1,
      { ok: false, code: "limit_reached", message: "You've reached your monthly limit of 25 images." },
    ],
    ["free", 10, 15, { ok: true }],
    ["free", 0, 0, { ok: false, code: "empty", message: "Please select photos first." }],
    [
      "pro",
      9_999,
      100,
      {
        ok: false,
        code: "limit_reached",
        message: "Only 1 of your monthly limit of 10,000 images is left, and this batch has 100.",
      },
    ],
    [
      "pro",
      10_000,
      100,
      { ok: false, code: "limit_reached", message: "You've reached your monthly limit of 10,000 images." },
    ],
    ["enterprise", 0, 250, { ok: true }],
    [
      "enterprise",
      0,
      251,
      { ok: false, code: "batch_cap", message: "Your VIP plan processes up to 250 photos at once." },
    ],
  ] as const)("%s, used %i, requested %i → %j", (plan, used, requested, expected) => {
    expect(decideBatch({ plan, used, requested })).toEqual(expected);
  });

  it("accepts only batches within the cap that keep the count within the limit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_IDS),
        fc.nat(200_000),
        fc.integer({ min: -10, max: 400 }),
        (plan, used, requested) => {
          const { monthlyLimit, batchCap } = PLANS[plan];
          const decision = decideBatch({ plan, used, requested });
          expect(decision.ok).toBe(
            requested >= 1 && requested <= batchCap && used + requested <= monthlyLimit,
          );
        },
      ),
    );
  }, 30_000);
});

describe("applyBatchCap", () => {
  it.each([
    [["a", "b", "c"], 2, ["a", "b"], ["c"]],
    [["a", "b"], 20, ["a", "b"], []],
    [[], 20, [], []],
  ])("%j capped at %i → kept %j, dropped %j", (items, cap, kept, dropped) => {
    expect(applyBatchCap(items, cap)).toEqual({ kept, dropped });
  });
});
