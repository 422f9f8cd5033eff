import { PLANS, type PlanId, planHasFeature } from "../plans/plans.ts";

/** How one selection runs on the server: batch sizes in order, and how many of the selection they cover. */
export type BatchPlan = { readonly sizes: readonly number[]; readonly covered: number };

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/**
 * Splits `selected` photos into consecutive batches of at most `batchCap`, stopping where the month's
 * `remaining` allowance ends: every batch but the last is full, and the batches together never ask for more
 * than the allowance, so each one is granted by the server's per-batch check (D2) unless the allowance was
 * used elsewhere meanwhile.
 */
export function planConsecutiveBatches({
  selected,
  batchCap,
  remaining,
}: {
  selected: number;
  batchCap: number;
  remaining: number;
}): BatchPlan {
  const cap = whole(batchCap);
  const covered = cap === 0 ? 0 : Math.min(whole(selected), whole(remaining));
  const sizes: number[] = [];
  for (let left = covered; left > 0; left -= cap) sizes.push(Math.min(cap, left));
  return { sizes, covered };
}

/**
 * Most photos one selection may hold on `planId`: the batch cap, except with Large batches, where a selection
 * of any size runs as consecutive batches.
 */
export function selectionCap(planId: PlanId): number {
  return planHasFeature(planId, "large-batches") ? Number.POSITIVE_INFINITY : PLANS[planId].batchCap;
}
