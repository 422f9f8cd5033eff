import { COLLECTION_COPY } from "../messages/copy/collection.ts";
import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";
import { formatCount } from "../messages/format-count.ts";
import { PLANS, type PlanId, planHasFeature, planSupport } from "./plans.ts";

/**
 * The /pricing page's three cards (spec sections 3 and 9). Card ids are the spec's free | pro | vip;
 * `planId` links a card to the usage-logic plan. Feature lists follow section 9 ("Free: basic
 * categorisation, no batch, no email support. Pro: advanced categorisation, email support, batch. VIP:
 * priority support, batch.") with the limits every card states (A4: the free plan says 25 images a month and
 * 20 per batch). "no batch" is worded "Large batches" so the Free card does not deny the 20-image batches
 * the product really processes. The payment price id of Pro is configuration (D14), not a rule.
 */

export interface PricingFeature {
  readonly name: string;
  readonly included: boolean;
  /** What the feature is, concretely, shown under its name */
  readonly detail?: string;
}

/** #21: the cards say what "Advanced categorization" gets you. */
const ADVANCED_CATEGORIZATION: PricingFeature = {
  name: ORGANIZATION_COPY.featureName,
  included: true,
  detail: ORGANIZATION_COPY.featureSummary,
};

/** #22: with Large batches a selection over the batch cap runs as consecutive batches. */
function largeBatches(planId: PlanId): PricingFeature {
  const included = planHasFeature(planId, "large-batches");
  return {
    name: COLLECTION_COPY.largeBatchesName,
    included,
    ...(included ? { detail: COLLECTION_COPY.largeBatchesDetail } : {}),
  };
}

export interface PricingPlan {
  readonly id: "free" | "pro" | "vip";
  readonly name: string;
  readonly description: string;
  readonly price: string;
  readonly priceInfo: string;
  readonly features: readonly PricingFeature[];
  readonly buttonText: string;
  readonly isPopular: boolean;
  readonly planId: PlanId;
}

/** The names of the support levels on the cards, and on the admins' messages. */
export const SUPPORT_NAMES = { priority: "Priority support", email: "Email support" } as const;

/** Free says the email support it lacks; Pro and VIP the support they get. */
function support(planId: PlanId): PricingFeature {
  const level = planSupport(planId);
  return level === "none"
    ? { name: SUPPORT_NAMES.email, included: false }
    : { name: SUPPORT_NAMES[level], included: true };
}

function limitFeatures(planId: PlanId): PricingFeature[] {
  const plan = PLANS[planId];
  return [
    { name: `${formatCount(plan.monthlyLimit)} images per month`, included: true },
    { name: `Up to ${formatCount(plan.batchCap)} images per batch`, included: true },
  ];
}

function price(planId: PlanId): string {
  return `$${PLANS[planId].priceUsd}`;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: "free",
    name: PLANS.free.label,
    description: "Try AI photo organization on a handful of photos.",
    price: price("free"),
    priceInfo: "/month",
    features: [
      ...limitFeatures("free"),
      { name: "Basic categorization", included: true },
      largeBatches("free"),
      support("free"),
    ],
    buttonText: "Get Started",
    isPopular: false,
    planId: "free",
  },
  {
    id: "pro",
    name: PLANS.pro.label,
    description: "For photographers and families with growing collections.",
    price: price("pro"),
    priceInfo: "/month",
    features: [...limitFeatures("pro"), ADVANCED_CATEGORIZATION, largeBatches("pro"), support("pro")],
    buttonText: "Upgrade to Pro",
    isPopular: true,
    planId: "pro",
  },
  {
    id: "vip",
    name: PLANS.enterprise.label,
    description: "For studios and archives with very large libraries.",
    price: price("enterprise"),
    priceInfo: "/month",
    features: [
      ...limitFeatures("enterprise"),
      ADVANCED_CATEGORIZATION,
      largeBatches("enterprise"),
      support("enterprise"),
    ],
    buttonText: "Go VIP",
    isPopular: false,
    planId: "enterprise",
  },
];

/**
 * The button a plan's card offers: the spec's text to a visitor or to an account on a lower plan; to the account
 * on this plan, that it is theirs (nothing to buy); on a higher plan, a switch down rather than an upgrade, which
 * goes through a message to us (`contact`: no checkout sells a smaller plan).
 */
export function planButton(
  plan: PricingPlan,
  current: PlanId | null,
): { readonly text: string; readonly disabled: boolean; readonly contact: boolean } {
  const rank = (id: PlanId) => PRICING_PLANS.findIndex((p) => p.planId === id);
  if (current !== null && plan.planId === current)
    return { text: PRICING_COPY.currentPlan, disabled: true, contact: false };
  if (current !== null && rank(plan.planId) < rank(current))
    return { text: PRICING_COPY.switchTo(plan.name), disabled: false, contact: true };
  return { text: plan.buttonText, disabled: false, contact: false };
}

export const PRICING_COPY = {
  yourPlan: "Your plan",
  currentPlan: "Your current plan",
  switchTo: (name: string) => `Switch to ${name}`,
} as const;
