import { type PlanId, summarizeUsage, usagePeriod } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import { releaseExpiredBatches } from "../batches/batch-expiry.ts";
import * as batchesRepository from "../batches/batches.repository.ts";
import * as usageRepository from "./usage.repository.ts";
import type { UsageView } from "./usage.schemas.ts";

export type UsageOwner = { id: string; plan: PlanId };

/** The API's view of a usage count: the core's arithmetic plus the period it belongs to. */
export function usageView(plan: PlanId, period: string, count: number): UsageView {
  const s = summarizeUsage({ count, plan });
  return {
    plan: s.plan,
    period,
    count: s.count,
    limit: s.limit,
    remaining: s.remaining,
    percent: s.percent,
    batchCap: s.batchCap,
  };
}

/** Current-period usage; first gives back the slots of this user's batches that have expired. */
export async function getUsage(db: Db, user: UsageOwner, now = new Date()): Promise<UsageView> {
  await releaseExpiredBatches(db, { now, userId: user.id });
  const period = usagePeriod(now);
  const count = await usageRepository.readCount(db, { userId: user.id, period });
  // Reserved and not analysed: counted against the month until given back, yet not processed.
  const held = await batchesRepository.outstandingSlots(db, { userId: user.id, period });
  return { ...usageView(user.plan, period, count), held };
}

/**
 * Admin "Reset Usage": the month's counter goes back to zero images used. Slots still reserved by open
 * batches stay counted (they are given back when those batches end), so a reset never lets a batch that is
 * running overrun the limit or drive the counter below zero.
 */
export async function resetUsage(db: Db, user: UsageOwner, now = new Date()): Promise<UsageView> {
  const period = usagePeriod(now);
  const key = { userId: user.id, period };
  const count = await db.transaction(async (tx) => {
    await usageRepository.lockCount(tx, key);
    const outstanding = await batchesRepository.outstandingSlots(tx, key);
    await usageRepository.setCount(tx, key, outstanding);
    return outstanding;
  });
  return usageView(user.plan, period, count);
}
