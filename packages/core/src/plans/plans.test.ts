import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isPlanId,
  PLAN_IDS,
  PLANS,
  planDisplayName,
  planForNewAccount,
  planHasFeature,
  planSupport,
  supportRank,
  VIP_FIRST_ACCOUNTS,
  vipPlacesLeft,
} from "./plans.ts";

describe("PLANS (spec section 9)", () => {
  it.each([
    ["free", "Free", 25, 20, 0],
    ["pro", "Pro", 10_000, 100, 9],
    ["enterprise", "VIP", 100_000, 250, 29],
  ] as const)(
    "%s is shown as %s: %i a month, %i per batch, $%i",
    (id, label, monthlyLimit, batchCap, priceUsd) => {
      expect(PLANS[id]).toEqual({ id, label, monthlyLimit, batchCap, priceUsd });
      expect(planDisplayName(id)).toBe(label);
    },
  );

  it("lists the three plan ids in order", () => {
    expect(PLAN_IDS).toEqual(["free", "pro", "enterprise"]);
  });
});

describe("isPlanId", () => {
  it.each([
    ["free", true],
    ["pro", true],
    ["enterprise", true],
    ["vip", false],
    ["Free", false],
    ["", false],
    [undefined, false],
    [3, false],
  ])("%s → %s", (value, expected) => {
    expect(isPlanId(value)).toBe(expected);
  });
});

describe("planForNewAccount (D4: the first 10 accounts get VIP)", () => {
  it.each([
    [0, "enterprise"],
    [9, "enterprise"],
    [10, "free"],
    [500, "free"],
  ] as const)("with %i accounts before it → %s", (existing, plan) => {
    expect(planForNewAccount(existing)).toBe(plan);
  });

  it("uses the shared constant", () => {
    expect(VIP_FIRST_ACCOUNTS).toBe(10);
  });

  it("says a VIP place is open exactly when the next account would get VIP", () => {
    fc.assert(
      fc.property(fc.nat(1_000), (existing) => {
        expect(vipPlacesLeft(existing) > 0).toBe(planForNewAccount(existing) === "enterprise");
        expect(vipPlacesLeft(existing)).toBe(Math.max(0, VIP_FIRST_ACCOUNTS - existing));
      }),
    );
  });
});

describe("planHasFeature", () => {
  it("gives Advanced categorization to Pro and VIP, not Free", () => {
    expect(planHasFeature("free", "advanced-categorization")).toBe(false);
    expect(planHasFeature("pro", "advanced-categorization")).toBe(true);
    expect(planHasFeature("enterprise", "advanced-categorization")).toBe(true);
  });
});

describe("Large batches (the pricing cards' feature)", () => {
  it("lets Pro and VIP run a selection over the batch cap as consecutive batches, not Free", () => {
    expect(PLAN_IDS.filter((id) => planHasFeature(id, "large-batches"))).toEqual(["pro", "enterprise"]);
  });
});

describe("support by plan", () => {
  it("gives VIP priority support, Pro email support, and Free or a visitor none", () => {
    expect(PLAN_IDS.map(planSupport)).toEqual(["none", "email", "priority"]);
    expect(planSupport(null)).toBe("none");
  });

  it("ranks VIP's messages first, then Pro's, then Free's and visitors' together", () => {
    expect([...PLAN_IDS, null].map(supportRank)).toEqual([2, 1, 0, 2]);
  });
});
