import type { FinishedBatch, Reservation } from "@photo-organizer/core/api";

/** How long the page waits for the server to finish a batch; the server expires it anyway (D2). */
export const FINISH_TIMEOUT_MS = 10_000;

/** What a run's batches cost together, as the server counted them when each ended. */
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
  const finishers: (() => Promise<FinishedBatch | null>)[] = [];
  const unsettled = [...sizes];
  let latest = first;

  const batchOf = (index: number): number => {
    let k = 0;
    while (k + 1 < sizes.length && index >= (starts[k + 1] ?? Number.POSITIVE_INFINITY)) k++;
    return k;
  };

  const reservation = (k: number): Promise<Reservation | null> => {
    reservations[k] ??= deps.reserve(sizes[k] ?? 0).then((granted) => {
      if (granted) latest = granted;
      return granted;
    });
    return reservations[k];
  };

  const finishBatch = async (k: number): Promise<FinishedBatch | null> => {
    const granted = await reservations[k];
    if (!granted) return null;
    finishers[k] ??= finisher(deps.finish, granted.batchId);
    return finishers[k]();
  };

  return {
    count: sizes.length,
    batchOf,
    /** the batch id the photo at `index` is analysed under; throws BatchRefusedError when it was refused */
    async batchIdFor(index: number): Promise<string> {
      const granted = await reservation(batchOf(index));
      if (!granted) throw new BatchRefusedError();
      return granted.batchId;
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
     * Finishes every batch reserved (those the run left open too) and adds up what they cost; null when the
     * server did not answer for one of them, so no count is shown that the server did not make.
     */
    async finishAll(): Promise<FinishedRun | null> {
      const reserved = reservations.flatMap((r, k) => (r ? [k] : []));
      const granted = (await Promise.all(reserved.map((k) => reservations[k]))).filter(
        (r): r is Reservation => r !== null && r !== undefined,
      );
      const finished = await Promise.all(reserved.map(finishBatch));
      const answered = finished.filter((f): f is FinishedBatch => f !== null);
      if (answered.length < granted.length) return null;
      const last = answered.at(-1);
      if (!last) return null;
      return {
        released: answered.reduce((sum, f) => sum + f.released, 0),
        reserved: granted.reduce((sum, r) => sum + r.reserved, 0),
        usage: last.usage,
      };
    },
  };
}

export type ConsecutiveBatches = ReturnType<typeof consecutiveBatches>;
