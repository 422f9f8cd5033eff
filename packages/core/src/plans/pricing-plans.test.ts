import { describe, expect, it } from "vitest";
import { PLANS } from "./plans.ts";
import { PRICING_COPY, PRICING_PLANS, planButton } from "./pricing-plans.ts";

function card(id: string) {
  const found = PRICING_PLANS.find((plan) => plan.id === id);
  if (!found) throw new Error(`no pricing card ${id}`);
  return found;
}

function included(id: string): string[] {
  return card(id)
    .features.filter((feature) => feature.included)
    .map((feature) => feature.name);
}

describe("PRICING_PLANS (spec section 9, A4)", () => {
  it("has the cards Free, Pro and VIP in that order, linked to the usage plans", () => {
    expect(PRICING_PLANS.map((plan) => [plan.id, plan.name, plan.planId])).toEqual([
      ["free", "Free", "free"],
      ["pro", "Pro", "pro"],
      ["vip", "VIP", "enterprise"],
    ]);
  });

  it.each([
    ["free", "$0", "/month"],
    ["pro", "$9", "/month"],
    ["vip", "$29", "/month"],
  ])("%s costs %s%s", (id, price, priceInfo) => {
    expect(card(id).price).toBe(price);
    expect(card(id).priceInfo).toBe(priceInfo);
  });

  it.each([
    ["free", ["25 images per month", "Up to 20 images per batch", "Basic categorization"]],
    [
      "pro",
      [
        "10,000 images per month",
        "Up to 100 images per batch",
        "Advanced categorization",
        "Large batches",
        "Email support",
      ],
    ],
    [
      "vip",
      [
        "100,000 images per month",
        "Up to 250 images per batch",
        "Advanced categorization",
        "Large batches",
        "Priority support",
      ],
    ],
  ])("%s includes %j", (id, features) => {
    expect(included(id)).toEqual(features);
  });

  it("Free has no large batches and no email support", () => {
    expect(
      card("free")
        .features.filter((feature) => !feature.included)
        .map((f) => f.name),
    ).toEqual(["Large batches", "Email support"]);
  });

  it("marks exactly Pro as popular", () => {
    expect(PRICING_PLANS.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual(["pro"]);
  });

  it("never states a limit that differs from the enforced plan (A4)", () => {
    for (const plan of PRICING_PLANS) {
      const text = [plan.description, ...plan.features.map((feature) => feature.name)].join(" ");
      const numbers = [...text.matchAll(/\d[\d,]*/g)].map((match) => Number(match[0].replaceAll(",", "")));
      const enforced = PLANS[plan.planId];
      expect(numbers.every((n) => n === enforced.monthlyLimit || n === enforced.batchCap)).toBe(true);
    }
  });
});

describe("the button each plan's card offers", () => {
  it("offers a visitor every plan with the spec's button", () => {
    for (const plan of PRICING_PLANS)
      expect(planButton(plan, null)).toEqual({ text: plan.buttonText, disabled: false, contact: false });
  });

  it("never sells an account the plan it has, nor calls a smaller plan an upgrade", () => {
    expect(planButton(card("vip"), "enterprise")).toEqual({
      text: PRICING_COPY.currentPlan,
      disabled: true,
      contact: false,
    });
    expect(planButton(card("pro"), "enterprise")).toEqual({
      text: PRICING_COPY.switchTo("Pro"),
      disabled: false,
      contact: true,
    });
    expect(planButton(card("free"), "pro").text).toBe(PRICING_COPY.switchTo("Free"));
    // A larger plan keeps the spec's button: it is an upgrade.
    expect(planButton(card("vip"), "pro")).toEqual({
      text: card("vip").buttonText,
      disabled: false,
      contact: false,
    });
  });
});
