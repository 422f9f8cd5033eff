import type { Db } from "../../db/client.ts";
import * as usageRepository from "../usage/usage.repository.ts";
import * as batchesRepository from "./batches.repository.ts";

/**
 * Closes the open batches whose time is up (with `orphans`, every open batch: no server is working on them) and
 * gives their unused slots back to the month they were reserved in. Their answers are forgotten (descriptions
 * are kept only while a batch is open), that the photos answered is kept. Safe to run from several server
 * instances at once: each batch is closed by exactly one.
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
    // The sweep also forgets what earlier versions kept of closed batches (a week's answers of expired ones).
    if (userId === undefined) await batchesRepository.forgetClosedAnswers(tx);
    else
      await batchesRepository.forgetAnswers(
        tx,
        closed.map((batch) => batch.id),
      );
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
