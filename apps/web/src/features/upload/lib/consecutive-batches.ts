import type { FinishedBatch, Reservation } from "@photo-organizer/core/api";

/** How long the page waits for the server to finish a batch; the server expires it anyway (D2). */
export const FINISH_TIMEOUT_MS = 10_000;

/**
 * What a run's batches cost together, as the server counted them when each ended: `released` is all that was
 * reserved and not charged, given back at a finish or at an expiry.
 */
export type FinishedRun = FinishedBatch & { reserved: number };

/** Which of the run's batches is running (1-based) and how far along it is. */
export type BatchPosition = { batch: number; batches: number; done: number; total: number };

/** A later batch the server would not grant: the photos it was for are not analysed. */
export class BatchRefusedError extends Error {
  override name = "BatchRefusedError";
}

/** Finishes a batch once, whoever asks first; null when the server did not answer in time. */
export function finisher(
  finish: (batchId: string) => Promise<FinishedBatch>,
  batchId: string,
): () => Promise<FinishedBatch | null> {
  let finishing: Promise<FinishedBatch | null> | null = null;
  return () => {
    finishing ??= new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), FINISH_TIMEOUT_MS);
      finish(batchId)
        .catch(() => null)
        .then((finished) => {
          clearTimeout(timer);
          resolve(finished);
        });
    });
    return finishing;
  };
}

/**
 * The server batches one selection runs as (Large batches): `sizes` in selection order, the first already
 * reserved. A later batch is reserved when its first photo needs it, so the one before may still be ending
 * its last analyses (the photos run in selection order, so at most two are open), and each batch is
 * finished as soon as all its photos have settled, which gives its unused slots back right away.
 */
export function consecutiveBatches(
  sizes: readonly number[],
  first: Reservation,
  deps: {
    /** the next batch's reservation, or null after telling the user why there is none */
    reserve(count: number): Promise<Reservation | null>;
    finish(batchId: string): Promise<FinishedBatch>;
  },
) {
  const starts = sizes.map((_, k) => sizes.slice(0, k).reduce((a, b) => a + b, 0));
  const reservations: (Promise<Reservation | null> | undefined)[] = [Promise.resolve(first)];
  /** every reservation granted, in order, the batches that expired and were replaced too */
  const granted: Reservation[] = [first];
  const finishers = new Map<string, () => Promise<FinishedBatch | null>>();
  const unsettled = [...sizes];
  let latest = first;

  const batchOf = (index: number): number => {
    let k = 0;
    while (k + 1 < sizes.length && index >= (starts[k + 1] ?? Number.POSITIVE_INFINITY)) k++;
    return k;
  };

  const reserveFor = (count: number): Promise<Reservation | null> =>
    deps.reserve(count).then((reservation) => {
      if (reservation) {
        latest = reservation;
        granted.push(reservation);
      }
      return reservation;
    });

  // Each batch is asked for once the one before was granted: after a refusal (the month used up) no later
  // batch is asked for, so the user hears of it once.
  const reservation = (k: number): Promise<Reservation | null> => {
    reservations[k] ??= reservation(k - 1).then((before) => (before ? reserveFor(sizes[k] ?? 0) : null));
    return reservations[k];
  };

  const finishId = (batchId: string): Promise<FinishedBatch | null> => {
    let finish = finishers.get(batchId);
    if (!finish) {
      finish = finisher(deps.finish, batchId);
      finishers.set(batchId, finish);
    }
    return finish();
  };

  const finishBatch = async (k: number): Promise<FinishedBatch | null> => {
    const current = await reservations[k];
    return current ? finishId(current.batchId) : null;
  };

  const idOf = async (k: number): Promise<string> => {
    const current = await reservation(k);
    if (!current) throw new BatchRefusedError();
    return current.batchId;
  };

  return {
    count: sizes.length,
    batchOf,
    /** the batch id the photo at `index` is analysed under; throws BatchRefusedError when it was refused */
    batchIdFor: (index: number): Promise<string> => idOf(batchOf(index)),
    /**
     * The batch `goneId` the photo at `index` was sent under has expired (the run stood paused past its
     * time): its photos not settled yet go on under a new batch, reserved once whoever notices first. Those
     * it answered stay charged there and are not sent again. `renewing` hears how many photos the new
     * batch is for. Returns the new batch's id; throws BatchRefusedError when the server grants none.
     */
    async renew(index: number, goneId: string, renewing?: (left: number) => void): Promise<string> {
      const k = batchOf(index);
      const before = reservations[k];
      const current = await before;
      if (current?.batchId === goneId && reservations[k] === before) {
        const left = unsettled[k] ?? 0;
        renewing?.(left);
        reservations[k] = reserveFor(left);
      }
      return idOf(k);
    },
    /** the photo at `index` has settled: its batch ends once all its photos have */
    settled(index: number): void {
      const k = batchOf(index);
      unsettled[k] = (unsettled[k] ?? 0) - 1;
      if (unsettled[k] === 0) void finishBatch(k);
    },
    /**
     * Where the run is: the first batch with photos still to settle (the last one once all have), and how
     * many of its photos have settled.
     */
    current(): BatchPosition {
      const open = unsettled.findIndex((left) => left > 0);
      const k = open === -1 ? sizes.length - 1 : open;
      const size = sizes[k] ?? 0;
      return { batch: k + 1, batches: sizes.length, done: size - (unsettled[k] ?? 0), total: size };
    },
    /** the most recent reservation granted (its usage is the freshest the page has before finishing) */
    latest: () => latest,
    /**
     * Finishes every batch reserved (those the run left open and those that expired too) and adds up what
     * they cost as the server counted it; null when the server did not answer for one of them, so no count
     * is shown that the server did not make.
     */
    async finishAll(): Promise<FinishedRun | null> {
      // Reservations still being asked for end first, so each one granted is finished.
      await Promise.all(reservations);
      const all = [...granted];
      const finished = await Promise.all(all.map((r) => finishId(r.batchId)));
      const answered = finished.filter((f): f is FinishedBatch => f !== null);
      if (answered.length < all.length) return null;
      const last = answered.at(-1);
      if (!last) return null;
      const reserved = all.reduce((sum, r) => sum + r.reserved, 0);
      const charged = answered.reduce((sum, f) => sum + f.charged, 0);
      // Given back at the finish or, for a batch that expired, at its expiry: all that was not charged.
      return { reserved, charged, released: reserved - charged, usage: last.usage };
    },
  };
}

export type ConsecutiveBatches = ReturnType<typeof consecutiveBatches>;
