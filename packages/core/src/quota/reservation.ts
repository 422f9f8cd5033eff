import { MESSAGES } from "../messages/messages.ts";
import { PLANS, type PlanId } from "../plans/plans.ts";

/** `requested` more images for someone who has used `used` of `limit` this month. */
type ReservationRequest = { used: number; limit: number; requested: number };

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/**
 * Can `requested` more images be processed this month? Spec section 5: "if count plus n exceeds the plan
 * limit, the request is refused and nothing is added". Only whole, positive requests on well-formed counts
 * are allowed, so no input can push the count above the limit.
 */
export function canReserve({ used, limit, requested }: ReservationRequest): boolean {
  if (!isCount(used) || !isCount(limit) || !isCount(requested) || requested === 0) return false;
  return used + requested <= limit;
}

/** The count after reserving, or the unchanged count when the reservation is refused. */
export function reserve({ used, limit, requested }: ReservationRequest): number {
  return canReserve({ used, limit, requested }) ? used + requested : used;
}

export type BatchRefusalCode = "empty" | "batch_cap" | "limit_reached";

export type BatchDecision =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: BatchRefusalCode; readonly message: string };

/**
 * Whether a batch of `requested` images may start for a user who has used `used` images this month:
 * refused when empty, above the plan's batch cap, or when it would pass the monthly limit (D2).
 */
export function decideBatch({
  plan,
  used,
  requested,
}: {
  plan: PlanId;
  used: number;
  requested: number;
}): BatchDecision {
  const { monthlyLimit, batchCap, label } = PLANS[plan];
  if (!Number.isSafeInteger(requested) || requested <= 0) {
    return { ok: false, code: "empty", message: MESSAGES.selectImagesFirstBatch };
  }
  if (requested > batchCap) {
    return { ok: false, code: "batch_cap", message: MESSAGES.batchCap(batchCap, label) };
  }
  if (!canReserve({ used, limit: monthlyLimit, requested })) {
    const remaining = Math.max(0, monthlyLimit - used);
    const message =
      remaining > 0
        ? MESSAGES.limitLeft(remaining, monthlyLimit, requested)
        : MESSAGES.limitReached(monthlyLimit);
    return { ok: false, code: "limit_reached", message };
  }
  return { ok: true };
}

/** Spec section 4: files beyond the plan's batch cap are dropped, the first `batchCap` kept. */
export function applyBatchCap<T>(items: readonly T[], batchCap: number): { kept: T[]; dropped: T[] } {
  const cap = Math.max(0, Math.floor(batchCap));
  return { kept: items.slice(0, cap), dropped: items.slice(cap) };
}
