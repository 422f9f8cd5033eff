import type { Db } from "../../db/client.ts";
import * as usageRepository from "../usage/usage.repository.ts";
import * as batchesRepository from "./batches.repository.ts";

/**
 * How long the answers of a closed batch are kept, whether it expired (its page went away and never finished
 * it) or was finished (by a page that went away right after, as a reload cut its download short): a page that
 * continues the interrupted run asks again for the photos it sent and never heard back about, and gets the
 * answers they were charged for instead of a second analysis.
 */
export const CLOSED_ANSWERS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Closes the open batches whose time is up (with `orphans`, every open batch: no server is working on them) and
 * gives their unused slots back to the month they were reserved in; the answers of every closed batch are kept
 * a while (`CLOSED_ANSWERS_KEPT_MS`), then forgotten. Safe to run from several server instances at once: each batch
 * is closed by exactly one.
 */
export async function releaseExpiredBatches(
  db: Db,
  { now, userId, orphans = false }: { now: Date; userId?: string; orphans?: boolean },
): Promise<{ batches: number; released: number }> {
  return db.transaction(async (tx) => {
    const closed = await batchesRepository.expireBatches(tx, {
      now,
      all: orphans,
      ...(userId === undefined ? {} : { userId }),
    });
    if (userId === undefined)
      await batchesRepository.forgetClosedAnswers(tx, new Date(now.getTime() - CLOSED_ANSWERS_KEPT_MS));
    let released = 0;
    for (const batch of closed) {
      if (batch.released > 0) {
        await usageRepository.subtractFromCount(tx, batch, batch.released);
        released += batch.released;
      }
    }
    return { batches: closed.length, released };
  });
}

/**
 * Gives back the slots of photos whose analysis never answered and began before `claimedBefore`: the server
 * that ran it was killed (a live one answers, fails or times out well before). No photo stays charged without
 * an answer: an open batch gets the slot back, a closed one's month does. Safe from several instances at once.
 */
export async function releaseDeadClaims(db: Db, { claimedBefore }: { claimedBefore: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const perBatch = await batchesRepository.removeDeadClaims(tx, claimedBefore);
    let released = 0;
    for (const [batchId, count] of perBatch) {
      const batch = await batchesRepository.returnSlots(tx, { batchId, count });
      if (batch && batch.status !== "open") await usageRepository.subtractFromCount(tx, batch, count);
      released += count;
    }
    return released;
  });
}
