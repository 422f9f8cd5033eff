import { type BatchRefusalCode, decideBatch, usagePeriod } from "@photo-organizer/core";
import type { Db } from "../../db/client.ts";
import * as usageRepository from "../usage/usage.repository.ts";
import type { UsageView } from "../usage/usage.schemas.ts";
import { type UsageOwner, usageView } from "../usage/usage.service.ts";
import { releaseExpiredBatches } from "./batch-expiry.ts";
import * as batchesRepository from "./batches.repository.ts";

export { releaseExpiredBatches };

export type Reservation =
  | { ok: true; batchId: string; reserved: number; expiresAt: Date; usage: UsageView }
  | { ok: false; code: BatchRefusalCode; message: string };

/**
 * Reserves `count` images of this month's allowance for a new batch (D2). The user's usage row is locked
 * for the core's check (batch cap, then `used + count <= limit`) and the add, so concurrent requests, from
 * this or any other server instance sharing the database, are serialised and no grant passes the limit.
 */
export async function reserveBatch(
  db: Db,
  { user, count, ttlMs, now = new Date() }: { user: UsageOwner; count: number; ttlMs: number; now?: Date },
): Promise<Reservation> {
  await releaseExpiredBatches(db, { now, userId: user.id });
  const period = usagePeriod(now);
  const key = { userId: user.id, period };
  return db.transaction(async (tx): Promise<Reservation> => {
    const used = await usageRepository.lockCount(tx, key);
    const decision = decideBatch({ plan: user.plan, used, requested: count });
    if (!decision.ok) return decision;
    const newCount = await usageRepository.addToCount(tx, key, count);
    const expiresAt = new Date(now.getTime() + ttlMs);
    const batch = await batchesRepository.insertBatch(tx, { ...key, reserved: count, expiresAt });
    return {
      ok: true,
      batchId: batch.id,
      reserved: count,
      expiresAt,
      usage: usageView(user.plan, period, newCount),
    };
  });
}

/**
 * Gives back the slots the batch did not use and closes it. Finishing a batch that is already closed
 * (finished, or expired and released) gives nothing back a second time.
 */
export async function finishBatch(
  db: Db,
  { user, batchId, now = new Date() }: { user: UsageOwner; batchId: string; now?: Date },
): Promise<{ released: number; usage: UsageView }> {
  const released = await db.transaction(async (tx) => {
    const closed = await batchesRepository.closeBatch(tx, { batchId, userId: user.id, now });
    if (closed) {
      if (closed.released > 0) await usageRepository.subtractFromCount(tx, closed, closed.released);
      return closed.released;
    }
    const batch = await batchesRepository.findBatch(tx, batchId);
    if (!batch || batch.userId !== user.id) throw new SlotUnavailableError("batch_not_found");
    return 0;
  });
  const period = usagePeriod(now);
  const count = await usageRepository.readCount(db, { userId: user.id, period });
  return { released, usage: usageView(user.plan, period, count) };
}

export type SlotRefusal = "batch_not_found" | "batch_closed" | "batch_expired" | "batch_full";

const SLOT_MESSAGES: Record<SlotRefusal, string> = {
  batch_not_found: "Batch not found.",
  batch_closed: "This batch is already finished.",
  batch_expired: "This batch has expired. Start a new one.",
  batch_full: "Every image reserved for this batch has been analysed already.",
};

/** Why an image cannot be analysed under a batch. `statusCode` and `code` feed the error handler. */
export class SlotUnavailableError extends Error {
  override name = "SlotUnavailableError";
  readonly statusCode: number;
  constructor(readonly code: SlotRefusal) {
    super(SLOT_MESSAGES[code]);
    this.statusCode = code === "batch_not_found" ? 404 : 409;
  }
}

function refusalFor(
  batch: batchesRepository.BatchRow | undefined,
  userId: string,
  now: Date,
): SlotRefusal | null {
  if (!batch || batch.userId !== userId) return "batch_not_found";
  if (batch.status === "expired") return "batch_expired";
  if (batch.status !== "open") return "batch_closed";
  if (batch.expiresAt.getTime() <= now.getTime()) return "batch_expired";
  if (batch.used >= batch.reserved) return "batch_full";
  return null;
}

/** Throws SlotUnavailableError unless the batch could take one more analysed image right now. */
export async function assertSlotAvailable(
  db: Db,
  { batchId, userId }: { batchId: string; userId: string },
  now = new Date(),
): Promise<void> {
  const refusal = refusalFor(await batchesRepository.findBatch(db, batchId), userId, now);
  if (refusal) throw new SlotUnavailableError(refusal);
}

/** One photo's claim on a batch: `photoKey` is the browser's idempotency key for the photo, when it sends one. */
export type SlotKey = { batchId: string; userId: string; photoKey?: string | undefined };

/**
 * Takes one slot of the batch for an image about to be analysed, before any work is done, so the quota
 * bounds the work and not only the count. Atomic: a batch never hands out more slots than it reserved,
 * whatever the concurrency. A photo that already holds a slot (same `photoKey`: a retry) takes none and
 * `false` is returned; `true` when a slot was taken. Throws SlotUnavailableError. Only successes count (D2):
 * when the analysis fails, `giveSlotBack` what was taken.
 */
export async function useSlot(db: Db, slot: SlotKey, now = new Date()): Promise<boolean> {
  const { batchId, userId, photoKey } = slot;
  return db.transaction(async (tx) => {
    // A photo that holds a slot may come back to a full batch, never to one that is closed or not the caller's.
    const closed = refusalFor(await batchesRepository.findBatch(tx, batchId), userId, now);
    if (closed && closed !== "batch_full") throw new SlotUnavailableError(closed);
    if (photoKey !== undefined && !(await batchesRepository.claimPhoto(tx, { batchId, photoKey })))
      return false;
    if (await batchesRepository.takeSlot(tx, { batchId, userId, now })) return true;
    const refusal = refusalFor(await batchesRepository.findBatch(tx, batchId), userId, now);
    // The UPDATE found nothing to take, so some refusal applies; "full" covers a race lost to a sibling call.
    // Throwing rolls the photo's claim back.
    throw new SlotUnavailableError(refusal ?? "batch_full");
  });
}

/**
 * Gives back a slot taken by `useSlot` whose analysis did not succeed (and the photo's claim on it). While the
 * batch is open the slot simply becomes free again (finishing or expiry will release it); once the batch is
 * closed its unused slots were already returned to the month, and this one was counted as used then, so the
 * month gets it back now.
 */
export async function giveSlotBack(db: Db, { batchId, userId, photoKey }: SlotKey): Promise<void> {
  await db.transaction(async (tx) => {
    if (photoKey !== undefined) await batchesRepository.releasePhoto(tx, { batchId, photoKey });
    const batch = await batchesRepository.returnSlot(tx, { batchId, userId });
    if (batch && batch.status !== "open") {
      await usageRepository.subtractFromCount(tx, { userId, period: batch.period }, 1);
    }
  });
}
