import {
  API_REFUSALS,
  type BatchRefusalCode,
  decideBatch,
  type PlanId,
  slotsBeyondPlan,
  usagePeriod,
} from "@photo-organizer/core";
import { type BATCH_EXPIRED_CODE, PHOTO_REANALYSED_CODE, PHOTO_REANALYSES } from "@photo-organizer/core/api";
import type { Db } from "../../db/client.ts";
import * as usageRepository from "../usage/usage.repository.ts";
import type { UsageView } from "../usage/usage.schemas.ts";
import { type UsageOwner, usageView } from "../usage/usage.service.ts";
import { releaseDeadClaims, releaseExpiredBatches } from "./batch-expiry.ts";
import * as batchesRepository from "./batches.repository.ts";

export { releaseDeadClaims, releaseExpiredBatches };

export type Reservation =
  | { ok: true; batchId: string; reserved: number; expiresAt: Date; usage: UsageView }
  | { ok: false; code: BatchRefusalCode; message: string };

/**
 * Reserves `count` images of this month's allowance for a new batch (D2). The user's usage row is locked
 * for the core's check (batch cap, then `used + count <= limit`) and the add, so concurrent requests, from
 * this or any other server instance sharing the database, are serialised and no grant passes the limit.
 *
 * `key` is the caller's idempotency key for the reservation: a key the user reserved under before gets that
 * batch back as it was granted (same id and reserved count, whatever it became since), with no second batch
 * and no second charge, so a caller that lost the answer (the page went away) can ask again and finish it.
 */
export async function reserveBatch(
  db: Db,
  {
    user,
    count,
    key = null,
    ttlMs,
    now = new Date(),
  }: { user: UsageOwner; count: number; key?: string | null; ttlMs: number; now?: Date },
): Promise<Reservation> {
  await releaseExpiredBatches(db, { now, userId: user.id });
  const period = usagePeriod(now);
  const owner = { userId: user.id, period };
  return db.transaction(async (tx): Promise<Reservation> => {
    const used = await usageRepository.lockCount(tx, owner);
    const granted = (batch: batchesRepository.BatchRow, count: number): Reservation => ({
      ok: true,
      batchId: batch.id,
      reserved: batch.reserved,
      expiresAt: batch.expiresAt,
      usage: usageView(user.plan, period, count),
    });
    // Looked up under the lock: a request with the same key in flight has committed its batch by now.
    const earlier = key ? await batchesRepository.findBatchByKey(tx, { userId: user.id, key }) : undefined;
    if (earlier) return granted(earlier, used);
    const decision = decideBatch({ plan: user.plan, used, requested: count });
    if (!decision.ok) return decision;
    const expiresAt = new Date(now.getTime() + ttlMs);
    const batch = await batchesRepository.insertBatch(tx, { ...owner, reserved: count, expiresAt, key });
    if (!batch) {
      // The unique (user, key) index turned this one away: a request with the key not serialised with this one
      // (under another month's usage row) was first. Its batch is the answer; nothing was added here.
      const first = key ? await batchesRepository.findBatchByKey(tx, { userId: user.id, key }) : undefined;
      if (!first) throw new Error("batch insert returned nothing");
      return granted(first, used);
    }
    return granted(batch, await usageRepository.addToCount(tx, owner, count));
  });
}

/**
 * Gives back the slots the batch did not use and closes it. Finishing a batch that is already closed
 * (finished, or expired and released) gives nothing back a second time.
 *
 * Only photos answered by then are charged: an analysis the caller cut short (Cancel) may still be running
 * here, and its slot is given back now rather than when it ends, so the answer is what the month keeps and the
 * caller can tell the user exactly what was charged. Such an analysis, when it ends, counts for nothing. The
 * answers are forgotten; that the photos answered is kept, so one sent again under its key is not charged
 * again.
 */
export async function finishBatch(
  db: Db,
  { user, batchId, now = new Date() }: { user: UsageOwner; batchId: string; now?: Date },
): Promise<{ released: number; charged: number; usage: UsageView }> {
  const { released, charged } = await db.transaction(async (tx) => {
    // Closing first locks the batch: no slot can be taken under it any more.
    const closed = await batchesRepository.closeBatch(tx, { batchId, userId: user.id, now });
    let released = 0;
    if (closed) {
      const unanswered = await batchesRepository.removeUnansweredClaims(tx, batchId);
      if (unanswered > 0) await batchesRepository.returnSlots(tx, { batchId, count: unanswered });
      await batchesRepository.forgetAnswers(tx, [batchId]);
      released = closed.released + unanswered;
      if (released > 0) await usageRepository.subtractFromCount(tx, closed, released);
    }
    // Closed now or before (finished, or expired with its unused slots given back then): what it still holds
    // is what it charged.
    const batch = await batchesRepository.findBatch(tx, batchId);
    if (!batch || batch.userId !== user.id) throw new SlotUnavailableError("batch_not_found");
    return { released, charged: batch.used };
  });
  const period = usagePeriod(now);
  const count = await usageRepository.readCount(db, { userId: user.id, period });
  return { released, charged, usage: usageView(user.plan, period, count) };
}

/**
 * Holds the account's open batches of this month to the plan it was just moved to, inside the transaction that
 * moved it (an admin's change is effective at once): each keeps what it used and, of its unused slots, what the
 * new plan's batch cap and what is left of its month allow (core's `slotsBeyondPlan`); the rest goes back to
 * the month. A photo sent past that is refused as for a full batch (409 `batch_full`). Returns the slots given
 * back.
 */
export async function holdOpenBatchesToPlan(
  tx: Db,
  { userId, plan, now = new Date() }: { userId: string; plan: PlanId; now?: Date },
): Promise<number> {
  const period = usagePeriod(now);
  // The batches before the month's count, as finishing and expiry take them.
  const open = await batchesRepository.lockOpenBatches(tx, { userId, period });
  if (open.length === 0) return 0;
  const count = await usageRepository.lockCount(tx, { userId, period });
  const oldestFirst = [...open].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const back = slotsBeyondPlan({ plan, count, batches: oldestFirst });
  let released = 0;
  for (const [index, batch] of oldestFirst.entries()) {
    const by = back[index] ?? 0;
    if (by === 0) continue;
    await batchesRepository.shrinkBatch(tx, { batchId: batch.id, by });
    released += by;
  }
  if (released > 0) await usageRepository.subtractFromCount(tx, { userId, period }, released);
  return released;
}

export type SlotRefusal = "batch_not_found" | "batch_closed" | typeof BATCH_EXPIRED_CODE | "batch_full";

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

/** One photo's claim on a batch: `photoKey` is the browser's idempotency key for the photo (or one made up). */
export type SlotKey = { batchId: string; userId: string; photoKey: string };

/**
 * What a photo's claim found: a new slot, a retry of a photo still without answer, its stored answer, or that
 * it was answered and charged under a batch closed since, whose answers are forgotten (`charged`: it is
 * described again, charged nothing); with the key the claim is under (one is made up for a photo sent
 * without).
 */
export type SlotClaim = { photoKey: string } & (
  | { kind: "taken" }
  | { kind: "again" }
  | { kind: "answered"; answer: unknown }
  | { kind: "charged" }
);

export type PhotoKeyReusedCode = "photo_key_reused";

/** A photo key of the batch was sent again with a different photo: nothing is analysed (409). */
export class PhotoKeyReusedError extends Error {
  override name = "PhotoKeyReusedError";
  readonly statusCode = 409;
  readonly code: PhotoKeyReusedCode = "photo_key_reused";
  constructor() {
    super(API_REFUSALS.photoKeyReused);
  }
}

/**
 * The photo was analysed again without a slot as often as `PHOTO_REANALYSES` allows: nothing is analysed (409).
 * Without the bound, a photo charged once could be described again and again for nothing.
 */
export class PhotoReanalysedError extends Error {
  override name = "PhotoReanalysedError";
  readonly statusCode = 409;
  readonly code = PHOTO_REANALYSED_CODE;
  constructor() {
    super(API_REFUSALS.photoReanalysed(PHOTO_REANALYSES));
  }
}

/** Counts one analysis of a photo under its claim without a slot, or throws PhotoReanalysedError. */
async function reanalysis(tx: Db, key: { batchId: string; photoKey: string }): Promise<void> {
  if (!(await batchesRepository.takeReanalysis(tx, { ...key, max: PHOTO_REANALYSES })))
    throw new PhotoReanalysedError();
}

/**
 * Takes one slot of the batch for an image about to be analysed, before any work is done, so the quota
 * bounds the work and not only the count. Atomic: a batch never hands out more slots than it reserved,
 * whatever the concurrency. The key is bound to the first image sent under it (`imageSha256`): the same image
 * again takes no second slot and gets its stored answer (`answered`) or, while it has none, is analysed again
 * (`again`); another image under the key is refused (PhotoKeyReusedError) and takes nothing. A photo is
 * analysed again without a slot (`again`, `charged`) at most `PHOTO_REANALYSES` times (PhotoReanalysedError).
 * Throws SlotUnavailableError. Only successes count (D2): when the analysis fails, `giveSlotBack` what was taken.
 */
export async function useSlot(
  db: Db,
  slot: Omit<SlotKey, "photoKey"> & { photoKey?: string | undefined; imageSha256?: string },
  now = new Date(),
): Promise<SlotClaim> {
  const { batchId, userId, imageSha256 = null } = slot;
  // Every slot has a claim, so that a claim left without answer by a killed server can be given back.
  const photoKey = slot.photoKey ?? `server:${crypto.randomUUID()}`;
  return db.transaction(async (tx): Promise<SlotClaim> => {
    // A photo that holds a slot may come back to a full batch, never to one that is closed or not the caller's.
    const closed = refusalFor(await batchesRepository.findBatch(tx, batchId), userId, now);
    if (closed === "batch_expired" || closed === "batch_closed") {
      // A photo answered under a batch that expired or was finished since (its page went away, or finished it
      // as it went, before the answer reached it): charged once then, so the same photo under its key is
      // described again for nothing, not charged a second time in a new batch.
      const claim = await batchesRepository.findPhoto(tx, { batchId, photoKey });
      if (claim?.answeredAt && claim.imageSha256 === imageSha256) {
        await reanalysis(tx, { batchId, photoKey });
        return { photoKey, kind: "charged" };
      }
    }
    if (closed && closed !== "batch_full") throw new SlotUnavailableError(closed);
    if (!(await batchesRepository.claimPhoto(tx, { batchId, photoKey, imageSha256 }))) {
      const claim = await batchesRepository.findPhoto(tx, { batchId, photoKey });
      if (!claim || claim.imageSha256 !== imageSha256) throw new PhotoKeyReusedError();
      if (claim.answer == null) {
        await reanalysis(tx, { batchId, photoKey });
        return { photoKey, kind: "again" };
      }
      return { photoKey, kind: "answered", answer: claim.answer };
    }
    if (await batchesRepository.takeSlot(tx, { batchId, userId, now })) return { photoKey, kind: "taken" };
    const refusal = refusalFor(await batchesRepository.findBatch(tx, batchId), userId, now);
    // The UPDATE found nothing to take, so some refusal applies; "full" covers a race lost to a sibling call.
    // Throwing rolls the photo's claim back.
    throw new SlotUnavailableError(refusal ?? "batch_full");
  });
}

/**
 * Keeps the answer of a photo's analysis with its claim, so the same photo sent again gets it back. Returns the
 * answer the photo has now (a sibling retry may have answered first), or undefined when its claim was given
 * back meanwhile (taken for dead, or the batch was finished before it answered): then the analysis counts for
 * nothing.
 */
export async function keepAnswer(db: Db, key: SlotKey, answer: unknown, now = new Date()): Promise<unknown> {
  return batchesRepository.recordAnswer(db, { batchId: key.batchId, photoKey: key.photoKey, answer, now });
}

/**
 * Gives back a slot taken by `useSlot` whose analysis did not succeed (and the photo's claim on it). While the
 * batch is open the slot simply becomes free again (finishing or expiry will release it); once the batch has
 * expired its unused slots were already returned to the month, and this one was counted as used then, so the
 * month gets it back now. A claim given back already (taken for dead, or dropped by the batch's finish) gives
 * nothing a second time, nor does one a retry of the photo answered meanwhile: that answer is what it paid
 * for.
 */
export async function giveSlotBack(db: Db, { batchId, userId, photoKey }: SlotKey): Promise<void> {
  await db.transaction(async (tx) => {
    await batchesRepository.lockBatch(tx, batchId);
    if (!(await batchesRepository.releasePhoto(tx, { batchId, photoKey }))) return;
    const batch = await batchesRepository.returnSlot(tx, { batchId, userId });
    if (batch && batch.status !== "open") {
      await usageRepository.subtractFromCount(tx, { userId, period: batch.period }, 1);
    }
  });
}
