import type { FastifyInstance } from "fastify";
import { loggable } from "../../plugins/errors.ts";
import { releaseDeadClaims, releaseExpiredBatches } from "./batch-expiry.ts";

/**
 * A claim without answer this long after the analysis timeout is a dead one: no live server is still working on
 * it (the margin covers recording the answer after the timeout's last moment).
 */
const DEAD_CLAIM_MARGIN_MS = 60_000;

export type SweepOptions = {
  /** the analysis timeout: a claim older than it (plus a margin) with no answer will never get one */
  analysisTimeoutMs: number;
};

const deadBefore = (now: Date, { analysisTimeoutMs }: SweepOptions) =>
  new Date(now.getTime() - analysisTimeoutMs - DEAD_CLAIM_MARGIN_MS);

/**
 * Periodically closes expired batches of every user and gives their unused slots back (D2), and gives back
 * the slots of analyses a killed server left without answer. Requests also release expired batches lazily for
 * their own user, so the sweep only has to catch users who never come back. Several server instances may
 * sweep at once; each batch and each claim is released by exactly one of them.
 */
export function startBatchSweeper(
  app: FastifyInstance,
  { intervalMs, ...options }: { intervalMs: number } & SweepOptions,
) {
  if (intervalMs <= 0) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const dead = await releaseDeadClaims(app.db, { claimedBefore: deadBefore(now, options) });
      if (dead > 0) app.log.info({ released: dead }, "gave back the slots of analyses that never answered");
      const result = await releaseExpiredBatches(app.db, { now });
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
 * At start-up, gives back what a killed server left reserved: the slots of its analyses in flight (no photo is
 * charged without an answer), then its batches. The embedded database belongs to this one process, so every
 * claim without answer and every batch still open there is an orphan; PostgreSQL may be shared with servers
 * that are still working, so there only the dead claims and the expired batches are released.
 */
export async function releaseOrphanedBatches(
  app: FastifyInstance,
  { embedded, ...options }: { embedded: boolean } & SweepOptions,
) {
  const now = new Date();
  const claimedBefore = embedded ? now : deadBefore(now, options);
  const dead = await releaseDeadClaims(app.db, { claimedBefore });
  if (dead > 0)
    app.log.info({ released: dead }, "gave back the slots of analyses the previous run left in flight");
  const result = await releaseExpiredBatches(app.db, { now, orphans: embedded });
  if (result.batches > 0) app.log.info(result, "released batches left open by the previous run");
}
