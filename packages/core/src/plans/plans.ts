/** Plans and their limits (spec section 9). "enterprise" is the usage-logic id of the plan shown as VIP. */

export const PLAN_IDS = ["free", "pro", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  readonly id: PlanId;
  /** The {PLAN} text shown to users. */
  readonly label: "Free" | "Pro" | "VIP";
  /** Images per calendar month (UTC). */
  readonly monthlyLimit: number;
  /** Most images one batch may hold. */
  readonly batchCap: number;
  /** Price per month in US dollars. */
  readonly priceUsd: number;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: { id: "free", label: "Free", monthlyLimit: 25, batchCap: 20, priceUsd: 0 },
  pro: { id: "pro", label: "Pro", monthlyLimit: 10_000, batchCap: 100, priceUsd: 9 },
  enterprise: { id: "enterprise", label: "VIP", monthlyLimit: 100_000, batchCap: 250, priceUsd: 29 },
};

/** The plan a new account gets unless it is one of the first accounts (D4). */
export const DEFAULT_PLAN_ID: PlanId = "free";

/** The first this-many accounts created get the VIP (enterprise) plan (spec section 1, D4). */
export const VIP_FIRST_ACCOUNTS = 10;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/** The {PLAN} text of the spec's messages: "Free", "Pro" or "VIP". */
export function planDisplayName(planId: PlanId): Plan["label"] {
  return PLANS[planId].label;
}

/** The plan a newly created account gets, given how many accounts existed before it (D4). */
export function planForNewAccount(existingAccounts: number): PlanId {
  return existingAccounts < VIP_FIRST_ACCOUNTS ? "enterprise" : DEFAULT_PLAN_ID;
}

/** How many of the first accounts' VIP places are still open, as `planForNewAccount` hands them out. */
export const vipPlacesLeft = (existingAccounts: number): number =>
  Math.max(0, VIP_FIRST_ACCOUNTS - Math.max(0, Math.floor(existingAccounts)));

/**
 * What a plan unlocks beyond its limits. "advanced-categorization": own folders, patterns, duplicates, sidecars
 * (#21). "large-batches": a selection larger than the batch cap runs as consecutive batches, each within the cap.
 */
export const PLAN_FEATURES = ["advanced-categorization", "large-batches"] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

const FEATURES_BY_PLAN: Readonly<Record<PlanId, readonly PlanFeature[]>> = {
  free: [],
  pro: ["advanced-categorization", "large-batches"],
  enterprise: ["advanced-categorization", "large-batches"],
};

export function planHasFeature(planId: PlanId, feature: PlanFeature): boolean {
  return FEATURES_BY_PLAN[planId].includes(feature);
}

/**
 * The support a plan's card promises (spec section 9: Free no email support, Pro email support, VIP priority
 * support). The admins read contact messages in this order, so that the promise is kept by whoever answers.
 */
export const SUPPORT_LEVELS = ["priority", "email", "none"] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

const SUPPORT_BY_PLAN: Readonly<Record<PlanId, SupportLevel>> = {
  free: "none",
  pro: "email",
  enterprise: "priority",
};

/** The support of a plan; a message sent without signing in has a Free account's. */
export const planSupport = (planId: PlanId | null): SupportLevel =>
  planId ? SUPPORT_BY_PLAN[planId] : "none";

/** Where a message from this plan comes in the order of answering: 0 first (priority support). */
export const supportRank = (planId: PlanId | null): number => SUPPORT_LEVELS.indexOf(planSupport(planId));
