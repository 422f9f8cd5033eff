import { PLANS, type PlanId } from "../plans/plans.ts";

/** A batch still open when the account's plan changes: the slots it reserved and those it has used. */
export type OpenBatch = { readonly reserved: number; readonly used: number };

/**
 * What each open batch of the month gives back when the account moves to `plan` (an admin's change is effective
 * at once): a batch keeps the slots it used, and of its unused ones only what the new plan's batch cap and the
 * month's allowance left still allow, the oldest batch first. `count` is the month's count, which holds the
 * open batches' unused slots. An upgrade gives nothing back: a batch keeps what it was granted.
 */
export function slotsBeyondPlan({
  plan,
  count,
  batches,
}: {
  plan: PlanId;
  count: number;
  batches: readonly OpenBatch[];
}): number[] {
  const { monthlyLimit, batchCap } = PLANS[plan];
  const unused = batches.map((b) => Math.max(0, b.reserved - b.used));
  const charged = count - unused.reduce((sum, n) => sum + n, 0);
  let monthLeft = Math.max(0, monthlyLimit - charged);
  return batches.map((batch, index) => {
    const open = unused[index] ?? 0;
    const keep = Math.max(0, Math.min(open, batchCap - batch.used, monthLeft));
    monthLeft -= keep;
    return open - keep;
  });
}
