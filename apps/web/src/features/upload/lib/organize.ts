import {
  duplicateEntryPath,
  exactDuplicates,
  photosToHash,
  planConsecutiveBatches,
  recordSettled,
  summarizeUsage,
} from "@photo-organizer/core";
import {
  BATCH_EXPIRED_CODE,
  type FinishedBatch,
  type Reservation,
  SERVICE_FAILURES_TO_STOP,
  type Usage,
} from "@photo-organizer/core/api";
import { analyse, type Tally } from "./analyse";
import type { ConnectionHold } from "./connection";
import {
  type BatchPosition,
  BatchRefusedError,
  type ConsecutiveBatches,
  consecutiveBatches,
  FINISH_TIMEOUT_MS,
  type FinishedRun,
} from "./consecutive-batches";
import type { PauseGate } from "./pause-gate";
import { notAnalysed, organizePhoto, type PhotoResult, type PhotoStepDeps } from "./photo-step";
import { type BatchProgress, batchProgress } from "./progress";
import { isServiceFailure } from "./retry";

/** What the flow tells the page; the page turns each event into the spec's toast. */
export type OrganizeEvent =
  /** `message`: the server's, with the limit it counts by (the page's plan may be out of date) */
  | { kind: "limit-reached"; message: string }
  | { kind: "refused"; message: string }
  | { kind: "quota-warning"; usage: Usage }
  | { kind: "started"; count: number }
  /** photos settled (analysed or failed) of the total: the same count the progress card shows */
  | { kind: "progress"; done: number; total: number }
  /** `backAt`: null when the server answered the finish (the unused slots are back), else when the batch expires */
  | { kind: "service-unavailable"; backAt: string | null }
  /** a batch ran out of time mid-run (a pause or a lost connection outlasted it): its `left` photos not settled go on under a new batch */
  | { kind: "batch-renewed"; left: number }
  | { kind: "unreadable"; name: string }
  /** `duplicates`: exact duplicates found before the analysis, neither analysed nor charged */
  | { kind: "complete"; processed: number; failed: number; duplicates: number }
  | { kind: "remaining"; usage: Usage }
  | { kind: "none-succeeded" }
  | { kind: "download-complete" }
  | { kind: "cancelled" }
  | { kind: "error"; message: string };

export type ZipSink = {
  write(stream: ReadableStream<Uint8Array>): Promise<void>;
  discard(): Promise<void>;
};

/** Where the ZIP goes while the photos are analysed; none when the user reviews first (DR 003). */
export type ZipOutput = {
  /** opened right after the reservation, so a save dialog the user asked for still has the click */
  openSink(): Promise<ZipSink>;
  /** the ZIP of the photos' results, which arrive in selection order as each photo's step ends */
  zip(
    results: AsyncIterable<PhotoResult>,
    options: { onUnreadable(file: File): void; duplicates?: readonly DuplicatePhoto[] },
  ): ReadableStream<Uint8Array>;
};

/** An exact duplicate, found before the analysis: never previewed, sent, reserved or charged. */
export type DuplicatePhoto = {
  readonly file: File;
  /** the photo it repeats: its index among the batch's analysed photos */
  readonly of: number;
  /** `Duplicates/name.ext` (before clashes are numbered), or "" when it is only listed in the manifest */
  readonly path: string;
};

/** The account's duplicate handling (Advanced categorization): leave them out, or put them in Duplicates/. */
export type DuplicateCheck = {
  mode: "skip" | "folder";
  /** the original's SHA-256 (hex); the same digest finds the originals of a kept batch again */
  hash(file: File): Promise<string>;
};

export type OrganizeDeps = PhotoStepDeps &
  Partial<ZipOutput> & {
    /** resolves with the reservation, or rejects with `{ status: 403, code, message }` */
    reserve(count: number): Promise<Reservation>;
    finish(batchId: string): Promise<FinishedBatch>;
    /**
     * Large batches: a selection over this many photos runs as consecutive server batches of at most this
     * many each (the caller has already cut the selection to the month's allowance). Absent: one batch.
     */
    batchCap?: number;
    notify(event: OrganizeEvent): void;
    onProgress?(progress: BatchProgress): void;
    now?(): number;
    /**
     * Pause and Resume (lib/pause-gate): `wait` resolves at once, or once the user resumes a paused run
     * (rejects when `signal` aborts meanwhile); its work clock keeps the time paused out of the time left.
     */
    pause?: Pick<PauseGate, "wait" | "settled" | "workNow">;
    /** held while the connection is lost (lib/connection): no photo starts until a request got through */
    connection?: Pick<ConnectionHold, "wait">;
    /** absent: every selected photo is analysed, copies too (today's plans without the feature) */
    duplicates?: DuplicateCheck;
    /** the duplicates found when a continued run started: `files` are its photos, not checked again */
    setAside?: readonly DuplicatePhoto[];
    /**
     * The photos to analyse and the duplicates set aside, known before anything is reserved: the run is kept
     * in the browser from here on, so an interruption loses nothing (#22).
     */
    planned?(photos: readonly File[], duplicates: readonly DuplicatePhoto[]): Promise<void>;
  };

/** downloaded: the ZIP was saved; ready: every photo was analysed for the review, no ZIP written yet. */
export type OrganizeResult = "refused" | "cancelled" | "none-succeeded" | "downloaded" | "ready" | "failed";

/**
 * What a batch hands out: how it ended, every analysed photo's result (in selection order), the exact
 * duplicates left out of the analysis, and what it cost. Every selected photo is in `photos` or `duplicates`.
 */
export type OrganizedBatch = {
  result: OrganizeResult;
  photos: PhotoResult[];
  duplicates: DuplicatePhoto[];
  /** each analysed photo's SHA-256 where the duplicate check computed it (null: not needed) */
  hashes: (string | null)[] | null;
  /** the finished batch as the server counted it; null when refused or the server did not answer */
  finished: FinishedRun | null;
};

/** Most analyses a page keeps in flight, whatever a server asks: a browser opens few connections per host. */
export const MAX_ANALYSES_IN_FLIGHT = 16;
export { FINISH_TIMEOUT_MS };

function refusal(error: unknown): { status?: number; code?: string; message: string } {
  if (error && typeof error === "object") {
    const e = error as { status?: unknown; code?: unknown; message?: unknown };
    return {
      status: typeof e.status === "number" ? e.status : undefined,
      code: typeof e.code === "string" ? e.code : undefined,
      message: typeof e.message === "string" ? e.message : "",
    };
  }
  return { message: String(error) };
}

/** What the server asks for with each reservation, within what a page can keep in flight. */
function analysesInFlight(asked: number): number {
  return Math.min(MAX_ANALYSES_IN_FLIGHT, Math.max(1, Math.floor(asked)));
}

/**
 * Step 1: the reservation, or null after telling the user why there is none. The 80% warning is given once a
 * run, by the first of its batches that takes the month there.
 */
async function reserve(
  count: number,
  deps: OrganizeDeps,
  warning = { given: false },
): Promise<Reservation | null> {
  try {
    const reservation = await deps.reserve(count);
    const { usage } = reservation;
    if (!warning.given && summarizeUsage({ count: usage.count, plan: usage.plan }).isWarning) {
      warning.given = true;
      deps.notify({ kind: "quota-warning", usage });
    }
    return reservation;
  } catch (error) {
    const r = refusal(error);
    if (r.code === "limit_reached") deps.notify({ kind: "limit-reached", message: r.message });
    else if (r.status === 403) deps.notify({ kind: "refused", message: r.message });
    else deps.notify({ kind: "error", message: r.message });
    return null;
  }
}

/** The server refused the photo because its batch expired: nothing was analysed or charged. */
const batchExpired = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === BATCH_EXPIRED_CODE;

/** Why the analyses stopped before the end (the stop signal's reason). */
class SaveFailed {
  constructor(readonly error: unknown) {}
}
const SERVICE_UNAVAILABLE = "service-unavailable";
/** A later batch of the run was refused (the allowance was used elsewhere meanwhile): the run stops there. */

/** True once `limit` photos in a row failed on the service's side; any other outcome starts the count again. */
function serviceWatch(limit: number) {
  let inARow = 0;
  return (failedOnService: boolean) => {
    inARow = failedOnService ? inARow + 1 : 0;
    return inARow >= limit;
  };
}

/** How the photos' run ended, with every photo's result. */
type RunEnd = { result: OrganizeResult; photos: PhotoResult[] };

/**
 * Steps 2 and 3: run every photo's step with bounded concurrency and, from the first success on, write the
 * ZIP in selection order while the rest are analysed (ADR 002), unless the user reviews first. Stops on
 * Cancel, when the ZIP can no longer be written, and when the service keeps failing (then the photos left
 * come out unanalysed).
 */
async function analyseAndSave(
  files: readonly File[],
  batches: ServerBatches,
  deps: OrganizeDeps,
  cancel: AbortSignal,
  duplicates: readonly DuplicatePhoto[],
): Promise<RunEnd> {
  const reservation = batches.latest();
  const finish = () => batches.finishAll();
  const now = deps.now ?? (() => Date.now());
  // Settle times and "now" on the run's work clock when it can pause, so a pause is not read as slow work.
  const clock = deps.pause ?? { settled: now, workNow: now };
  const total = files.length;
  const output = deps.openSink && deps.zip ? { openSink: deps.openSink, zip: deps.zip } : null;
  const sink = output
    ? await output.openSink().catch((error: unknown) => {
        if (error instanceof Error && error.name === "SaveCancelledError") return null;
        throw error;
      })
    : null;
  const unanalysed = () => files.map((file, index) => notAnalysed(index, file));
  if (output && !sink) {
    deps.notify({ kind: "cancelled" });
    return { result: "cancelled", photos: unanalysed() };
  }

  // Stops the analyses; its reason says why: Cancel, the ZIP could not be written, or the service is down.
  const stop = new AbortController();
  const stopOnCancel = () => stop.abort(cancel.reason);
  cancel.addEventListener("abort", stopOnCancel);
  const serviceDown = serviceWatch(SERVICE_FAILURES_TO_STOP);
  let recentSettledAt: number[] = [];
  const report = ({ succeeded, failed }: Tally) =>
    deps.onProgress?.({
      ...batchProgress({ total, succeeded, failed, recentSettledAt, now: clock.workNow() }),
      ...(batches.count > 1 ? { batch: batches.current() } : {}),
    });
  deps.notify({ kind: "started", count: total });
  report({ succeeded: 0, failed: 0 });

  const run = analyse(files, {
    concurrency: analysesInFlight(reservation?.concurrency ?? MAX_ANALYSES_IN_FLIGHT),
    signal: stop.signal,
    step: async (file, index, signal) => {
      // Paused: no photo starts (those in flight end); the pause ends with Resume or Cancel.
      await deps.pause?.wait(signal);
      await deps.connection?.wait(signal);
      const batchId = batches.analysed(index) ? await batches.batchIdFor(index) : "";
      const result = await organizePhoto(file, { index, batchId }, deps, signal);
      if (!batchId || !batchExpired(result.error)) return result;
      // Its batch ran out of time (paused past it): the photos left go on under a new one; those it
      // answered stay charged there and are not sent again. This one took nothing from the expired batch.
      const renewed = await batches.renew(index, batchId, (left) =>
        deps.notify({ kind: "batch-renewed", left }),
      );
      return organizePhoto(file, { index, batchId: renewed }, deps, signal);
    },
    onSettled: (tally, result) => {
      batches.settled(result.index);
      const settledAt = clock.settled();
      // A refused batch's photos settle at once, unanalysed, without a request; the photos of the batches
      // granted before it, still in flight, end as usual: their slots are paid for.
      if (stop.signal.aborted) return;
      recentSettledAt = recordSettled(recentSettledAt, settledAt);
      report(tally);
      const settled = tally.succeeded + tally.failed;
      // The toast moves with the card, photo by photo; the last count is told with the batch's end.
      if (settled < total) deps.notify({ kind: "progress", done: settled, total });
      const ok = result.status === "ok";
      if (serviceDown(!ok && isServiceFailure(result.error))) stop.abort(SERVICE_UNAVAILABLE);
    },
  });

  // No ZIP is started before a photo has succeeded: with none, there is no ZIP at all.
  const saving = run.firstSuccess.then(async (any) => {
    if (!output || !sink || !any || cancel.aborted) return false;
    const zip = output
      .zip(run.inSelectionOrder(cancel), {
        onUnreadable: (file) => deps.notify({ kind: "unreadable", name: file.name }),
        duplicates,
      })
      // Cancel also stops a ZIP whose photos have all gone in and that is still being written.
      .pipeThrough(new TransformStream(), { signal: cancel });
    await sink.write(zip).catch((error: unknown) => {
      stop.abort(new SaveFailed(error));
      throw error;
    });
    return true;
  });
  saving.catch(() => undefined); // awaited below; until then a failure only stops the analyses

  let photos = unanalysed();
  try {
    const ran = await run.done;
    photos = ran.results;
    const { succeeded, failed } = ran;
    if (cancel.aborted) {
      await finish();
      await saving.catch(() => undefined);
      await sink?.discard();
      deps.notify({ kind: "cancelled" });
      return { result: "cancelled", photos };
    }
    const why: unknown = stop.signal.reason;
    if (why instanceof SaveFailed) throw why.error;
    const serviceStopped = why === SERVICE_UNAVAILABLE;
    const after = await finish();
    if (serviceStopped)
      deps.notify({
        kind: "service-unavailable",
        backAt: after ? null : (batches.latest()?.expiresAt ?? null),
      });
    if (succeeded === 0) {
      await sink?.discard();
      if (!serviceStopped) deps.notify({ kind: "none-succeeded" });
      return { result: "none-succeeded", photos };
    }
    deps.notify({ kind: "progress", done: succeeded + failed, total });
    deps.notify({
      kind: "complete",
      processed: succeeded,
      failed: total - succeeded,
      duplicates: duplicates.length,
    });
    // Only as the server counted it at the finish: the reservation's figure is from before this run's charges.
    if (after) deps.notify({ kind: "remaining", usage: after.usage });
    if (!sink) return { result: "ready", photos };
    await saving;
    deps.notify({ kind: "download-complete" });
    return { result: "downloaded", photos };
  } catch (error) {
    stop.abort();
    await sink?.discard().catch(() => undefined);
    if (!cancel.aborted) throw error;
    deps.notify({ kind: "cancelled" });
    return { result: "cancelled", photos };
  } finally {
    cancel.removeEventListener("abort", stopOnCancel);
  }
}

/**
 * The server batches of the photos to analyse, addressed by each photo's place in the selection: `toAnalyse`
 * lists those places (the others were answered before an interruption, and take no slot). Null batches: none
 * is needed at all.
 */
function serverBatches(toAnalyse: readonly number[], batches: ConsecutiveBatches | null) {
  const rank = new Map(toAnalyse.map((index, k) => [index, k]));
  const at = (index: number) => rank.get(index) ?? -1;
  return {
    count: batches?.count ?? 0,
    analysed: (index: number) => rank.has(index),
    batchIdFor: (index: number): Promise<string> =>
      batches ? batches.batchIdFor(at(index)) : Promise.reject(new BatchRefusedError()),
    renew: (index: number, goneId: string, renewing: (left: number) => void): Promise<string> =>
      batches ? batches.renew(at(index), goneId, renewing) : Promise.reject(new BatchRefusedError()),
    settled(index: number): void {
      if (rank.has(index)) batches?.settled(at(index));
    },
    current: (): BatchPosition | undefined => batches?.current(),
    latest: (): Reservation | undefined => batches?.latest(),
    finishAll: async (): Promise<FinishedRun | null> => (batches ? batches.finishAll() : null),
  };
}
type ServerBatches = ReturnType<typeof serverBatches>;

/** The photos to analyse and the exact duplicates among the selection (none without a duplicate check). */
type Deduplicated = {
  unique: File[];
  duplicates: DuplicatePhoto[];
  hashes: (string | null)[] | null;
};

/**
 * Step 0 (#21): the exact duplicates, before anything is reserved. Only photos whose size another shares are
 * read and hashed, one at a time (one original in memory); one that cannot be read is not a duplicate.
 */
async function deduplicate(
  files: readonly File[],
  check: DuplicateCheck | undefined,
  cancel: AbortSignal,
): Promise<Deduplicated> {
  if (!check) return { unique: [...files], duplicates: [], hashes: null };
  const needed = photosToHash(files.map((file) => file.size));
  const hashes: (string | null)[] = [];
  for (const [index, file] of files.entries()) {
    if (cancel.aborted) break;
    hashes.push(needed[index] ? await check.hash(file).catch(() => null) : null);
  }
  const of = exactDuplicates(files.map((file, index) => ({ size: file.size, hash: hashes[index] ?? null })));
  // Each kept photo's place among the analysed ones, for the duplicates to point at.
  const position = new Map<number, number>();
  const unique: File[] = [];
  const uniqueHashes: (string | null)[] = [];
  for (const [index, file] of files.entries()) {
    if (of[index] !== null) continue;
    position.set(index, unique.length);
    unique.push(file);
    uniqueHashes.push(hashes[index] ?? null);
  }
  const duplicates = files.flatMap((file, index) => {
    const kept = of[index];
    if (kept === null || kept === undefined) return [];
    const path = check.mode === "folder" ? duplicateEntryPath(file.name) : "";
    return [{ file, of: position.get(kept) ?? 0, path }];
  });
  return { unique, duplicates, hashes: uniqueHashes };
}

/**
 * One batch, start to end (spec section 4, D2, D5): set exact duplicates aside when the account's settings
 * say so (#21) → reserve the other photos → run every photo's step with bounded
 * concurrency while the ZIP is written → give back unused slots. The batch is always finished on the
 * server, whatever happens after it was reserved.
 */
export async function organizeBatch(
  files: readonly File[],
  deps: OrganizeDeps,
  cancel: AbortSignal,
): Promise<OrganizedBatch> {
  const { unique, duplicates, hashes } = deps.setAside
    ? { unique: [...files], duplicates: [...deps.setAside], hashes: null }
    : await deduplicate(files, deps.duplicates, cancel);
  const unanalysed = () => unique.map((file, index) => notAnalysed(index, file));
  if (cancel.aborted) {
    deps.notify({ kind: "cancelled" });
    return { result: "cancelled", photos: unanalysed(), duplicates, hashes, finished: null };
  }
  await deps.planned?.(unique, duplicates).catch(() => undefined);
  // Photos answered before an interruption need no slot: only the others are reserved.
  const toAnalyse = unique.flatMap((_, index) => (deps.answered?.(index) ? [] : [index]));
  const { sizes } = planConsecutiveBatches({
    selected: toAnalyse.length,
    batchCap: deps.batchCap ?? toAnalyse.length,
    remaining: toAnalyse.length,
  });
  const warning = { given: false };
  const reservation = sizes.length > 0 ? await reserve(sizes[0] ?? 0, deps, warning) : null;
  if (sizes.length > 0 && !reservation) {
    return { result: "refused", photos: unanalysed(), duplicates, hashes, finished: null };
  }
  const batches = serverBatches(
    toAnalyse,
    reservation &&
      consecutiveBatches(sizes, reservation, {
        reserve: (count) => reserve(count, deps, warning),
        finish: deps.finish,
      }),
  );
  let end: RunEnd;
  try {
    end = await analyseAndSave(unique, batches, deps, cancel, duplicates);
  } catch (error) {
    deps.notify({ kind: "error", message: refusal(error).message });
    end = { result: "failed", photos: unanalysed() };
  }
  return { ...end, duplicates, hashes, finished: await batches.finishAll() };
}
