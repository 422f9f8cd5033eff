import type { FastifyInstance } from "fastify";
import { loggable } from "../../plugins/errors.ts";
import { releaseExpiredBatches } from "./batch-expiry.ts";

/**
 * Periodically closes expired batches of every user and gives their unused slots back (D2). Requests
 * also do this lazily for their own user, so the sweep only has to catch users who never come back.
 * Several server instances may sweep at once; each batch is released by exactly one of them.
 */
export function startBatchSweeper(app: FastifyInstance, { intervalMs }: { intervalMs: number }) {
  if (intervalMs <= 0) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const result = await releaseExpiredBatches(app.db, { now: new Date() });
      if (result.batches > 0) app.log.info(result, "released expired batches");
    } catch (error) {
      app.log.error({ err: loggable(error) }, "expired-batch sweep failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}

/**
 * At start-up, gives back what a killed server left reserved. The embedded database belongs to this one
 * process, so every batch still open there is an orphan; PostgreSQL may be shared with servers that are
 * still working on their batches, so there only the expired ones are released.
 */
export async function releaseOrphanedBatches(app: FastifyInstance, { embedded }: { embedded: boolean }) {
  const result = await releaseExpiredBatches(app.db, { now: new Date(), orphans: embedded });
  if (result.batches > 0) app.log.info(result, "released batches left open by the previous run");
}
