import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { batches, batchPhotos } from "../../db/schema/index.ts";

export type BatchRow = typeof batches.$inferSelect;

/**
 * Inserts an open batch; undefined when the user has a batch under the same key already (a concurrent request
 * with the key was first: `findBatchByKey` finds its batch).
 */
export async function insertBatch(
  tx: Db,
  values: { userId: string; period: string; reserved: number; expiresAt: Date; key: string | null },
): Promise<BatchRow | undefined> {
  const rows = await tx
    .insert(batches)
    .values({ ...values, used: 0, status: "open" })
    .onConflictDoNothing({ target: [batches.userId, batches.key] })
    .returning();
  return rows[0];
}

/** The user's batch reserved under `key`, whatever became of it since. */
export async function findBatchByKey(
  db: Db,
  { userId, key }: { userId: string; key: string },
): Promise<BatchRow | undefined> {
  const rows = await db
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), eq(batches.key, key)));
  return rows[0];
}

export async function findBatch(db: Db, id: string): Promise<BatchRow | undefined> {
  const rows = await db.select().from(batches).where(eq(batches.id, id));
  return rows[0];
}

/**
 * Locks the batch's row as an UPDATE of it would. Whatever changes a batch and its photos' claims together
 * takes the batch first, as finishing and expiry do: taken in the other order, two of them could each wait
 * for the other (PostgreSQL's deadlock, 40P01).
 */
export async function lockBatch(tx: Db, batchId: string): Promise<void> {
  await tx.select({ id: batches.id }).from(batches).where(eq(batches.id, batchId)).for("no key update");
}

/** Locks the user's open batches of the period (in one order, see lockBatch) and returns them. */
export async function lockOpenBatches(
  tx: Db,
  { userId, period }: { userId: string; period: string },
): Promise<BatchRow[]> {
  return tx
    .select()
    .from(batches)
    .where(and(eq(batches.userId, userId), eq(batches.period, period), eq(batches.status, "open")))
    .orderBy(batches.id)
    .for("no key update");
}

/** Takes `by` unused slots from an open batch's reservation (the caller has locked it and checked `by`). */
export async function shrinkBatch(tx: Db, { batchId, by }: { batchId: string; by: number }): Promise<void> {
  await tx
    .update(batches)
    .set({ reserved: sql`${batches.reserved} - ${by}` })
    .where(eq(batches.id, batchId));
}

/**
 * Uses one slot in one conditional UPDATE: the batch must be the user's, open, not expired and have a
 * slot left. Concurrent callers queue on the row lock and each re-checks `used < reserved`.
 */
export async function takeSlot(
  db: Db,
  { batchId, userId, now }: { batchId: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(batches)
    .set({ used: sql`${batches.used} + 1` })
    .where(
      and(
        eq(batches.id, batchId),
        eq(batches.userId, userId),
        eq(batches.status, "open"),
        gt(batches.expiresAt, now),
        lt(batches.used, batches.reserved),
      ),
    )
    .returning({ id: batches.id });
  return rows.length === 1;
}

/**
 * Gives one taken slot back (its analysis failed or was abandoned). Returns the batch as it is after the
 * change, or nothing when no slot was taken. The row lock orders this against a concurrent finish or expiry.
 */
export async function returnSlot(
  tx: Db,
  { batchId, userId }: { batchId: string; userId: string },
): Promise<{ status: BatchRow["status"]; period: string } | undefined> {
  const rows = await tx
    .update(batches)
    .set({ used: sql`${batches.used} - 1` })
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId), gt(batches.used, 0)))
    .returning({ status: batches.status, period: batches.period });
  return rows[0];
}

export type PhotoKey = { batchId: string; photoKey: string };
export type PhotoClaim = { imageSha256: string | null; answer: unknown; answeredAt: Date | null };

/**
 * Records that the photo (its key, bound to its image's hash) holds a slot of the batch. Null when the key was
 * claimed already; then `findPhoto` says by which image and with which answer.
 */
export async function claimPhoto(tx: Db, key: PhotoKey & { imageSha256: string | null }): Promise<boolean> {
  const rows = await tx
    .insert(batchPhotos)
    .values(key)
    .onConflictDoNothing()
    .returning({ key: batchPhotos.photoKey });
  return rows.length === 1;
}

export async function findPhoto(tx: Db, key: PhotoKey): Promise<PhotoClaim | undefined> {
  const rows = await tx
    .select({
      imageSha256: batchPhotos.imageSha256,
      answer: batchPhotos.answer,
      answeredAt: batchPhotos.answeredAt,
    })
    .from(batchPhotos)
    .where(and(eq(batchPhotos.batchId, key.batchId), eq(batchPhotos.photoKey, key.photoKey)));
  return rows[0];
}

/**
 * Counts one more analysis of the photo without a slot of its own (a retry while its first analysis runs, or
 * the photo sent again once its batch closed); false when it has had `max` already.
 */
export async function takeReanalysis(tx: Db, key: PhotoKey & { max: number }): Promise<boolean> {
  const rows = await tx
    .update(batchPhotos)
    .set({ reanalyses: sql`${batchPhotos.reanalyses} + 1` })
    .where(
      and(
        eq(batchPhotos.batchId, key.batchId),
        eq(batchPhotos.photoKey, key.photoKey),
        lt(batchPhotos.reanalyses, key.max),
      ),
    )
    .returning({ key: batchPhotos.photoKey });
  return rows.length === 1;
}

/**
 * Drops the photo's claim while it has no answer; false when it had none to drop (never claimed, given back
 * already, or answered meanwhile by a retry of the photo, whose answer the slot now pays for).
 */
export async function releasePhoto(tx: Db, key: PhotoKey): Promise<boolean> {
  const rows = await tx
    .delete(batchPhotos)
    .where(
      and(
        eq(batchPhotos.batchId, key.batchId),
        eq(batchPhotos.photoKey, key.photoKey),
        isNull(batchPhotos.answeredAt),
      ),
    )
    .returning({ key: batchPhotos.photoKey });
  return rows.length === 1;
}

/**
 * Keeps the photo's answer, once: the first analysis to answer wins, a sibling retry's answer is dropped. Returns
 * the answer the photo now has, or undefined when its claim is gone (given back as dead meanwhile).
 */
export async function recordAnswer(tx: Db, key: PhotoKey & { answer: unknown; now: Date }): Promise<unknown> {
  const rows = await tx
    .update(batchPhotos)
    .set({ answer: key.answer, answeredAt: key.now })
    .where(
      and(
        eq(batchPhotos.batchId, key.batchId),
        eq(batchPhotos.photoKey, key.photoKey),
        isNull(batchPhotos.answeredAt),
      ),
    )
    .returning({ answer: batchPhotos.answer });
  if (rows[0]) return rows[0].answer;
  return (await findPhoto(tx, key))?.answer ?? undefined;
}

/** Forgets the answers of closed batches' photos, keeping that they answered (and were charged). */
export async function forgetAnswers(tx: Db, batchIds: readonly string[]): Promise<void> {
  if (batchIds.length === 0) return;
  await tx.update(batchPhotos).set({ answer: null }).where(inArray(batchPhotos.batchId, batchIds));
}

/** Forgets the answers still held for any closed batch's photos, keeping that they answered. */
export async function forgetClosedAnswers(tx: Db): Promise<void> {
  const closed = tx.select({ id: batches.id }).from(batches).where(ne(batches.status, "open"));
  await tx
    .update(batchPhotos)
    .set({ answer: null })
    .where(and(inArray(batchPhotos.batchId, closed), sql`${batchPhotos.answer} is not null`));
}

/**
 * Removes the claims that never answered and were made before `claimedBefore` (their analysis is over, the
 * server that ran it killed), each exactly once whatever runs concurrently. Returns how many per batch.
 */
export async function removeDeadClaims(tx: Db, claimedBefore: Date): Promise<Map<string, number>> {
  const dead = and(isNull(batchPhotos.answeredAt), lt(batchPhotos.claimedAt, claimedBefore));
  // Their batches first, in one order (see lockBatch).
  await tx
    .select({ id: batches.id })
    .from(batches)
    .where(inArray(batches.id, tx.selectDistinct({ id: batchPhotos.batchId }).from(batchPhotos).where(dead)))
    .orderBy(batches.id)
    .for("no key update");
  const rows = await tx.delete(batchPhotos).where(dead).returning({ batchId: batchPhotos.batchId });
  const perBatch = new Map<string, number>();
  for (const { batchId } of rows) perBatch.set(batchId, (perBatch.get(batchId) ?? 0) + 1);
  return perBatch;
}

/**
 * Removes the batch's claims that have no answer (their analysis was cut short or is still running for a
 * caller that finished the batch) and returns how many: they are charged nothing.
 */
export async function removeUnansweredClaims(tx: Db, batchId: string): Promise<number> {
  const rows = await tx
    .delete(batchPhotos)
    .where(and(eq(batchPhotos.batchId, batchId), isNull(batchPhotos.answeredAt)))
    .returning({ key: batchPhotos.photoKey });
  return rows.length;
}

/** Gives `count` slots of a batch back (their claims are gone); returns the batch as it is after the change. */
export async function returnSlots(
  tx: Db,
  { batchId, count }: { batchId: string; count: number },
): Promise<{ status: BatchRow["status"]; userId: string; period: string } | undefined> {
  const rows = await tx
    .update(batches)
    .set({ used: sql`greatest(${batches.used} - ${count}, 0)` })
    .where(eq(batches.id, batchId))
    .returning({ status: batches.status, userId: batches.userId, period: batches.period });
  return rows[0];
}

export type ClosedBatch = { id: string; userId: string; period: string; released: number };

const closedColumns = {
  id: batches.id,
  userId: batches.userId,
  period: batches.period,
  released: sql<number>`(${batches.reserved} - ${batches.used})::int`,
};

/** Closes an open batch of the user; returns what it gives back, or nothing when it was not open. */
export async function closeBatch(
  tx: Db,
  { batchId, userId, now }: { batchId: string; userId: string; now: Date },
): Promise<ClosedBatch | undefined> {
  const rows = await tx
    .update(batches)
    .set({ status: "finished", closedAt: now })
    .where(and(eq(batches.id, batchId), eq(batches.userId, userId), eq(batches.status, "open")))
    .returning(closedColumns);
  return rows[0];
}

/**
 * Marks every open batch past its expiry (of one user, or all) expired; each row is returned exactly once.
 * `all` expires every open batch whatever its expiry (orphans of a server that was killed).
 */
export async function expireBatches(
  tx: Db,
  { now, userId, all = false }: { now: Date; userId?: string; all?: boolean },
): Promise<ClosedBatch[]> {
  return tx
    .update(batches)
    .set({ status: "expired", closedAt: now })
    .where(
      and(
        eq(batches.status, "open"),
        all ? undefined : lte(batches.expiresAt, now),
        userId === undefined ? undefined : eq(batches.userId, userId),
      ),
    )
    .returning(closedColumns);
}

/** Slots reserved but not used yet by the user's open batches of the period. */
export async function outstandingSlots(
  db: Db,
  { userId, period }: { userId: string; period: string },
): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`coalesce(sum(${batches.reserved} - ${batches.used}), 0)::int` })
    .from(batches)
    .where(and(eq(batches.userId, userId), eq(batches.period, period), eq(batches.status, "open")));
  return rows[0]?.n ?? 0;
}
