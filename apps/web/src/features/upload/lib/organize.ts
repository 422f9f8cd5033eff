import { summarizeUsage } from "@photo-organizer/core";
import type { FinishedBatch, Reservation, Usage } from "@photo-organizer/core/api";
import { analyse, type Tally } from "./analyse";
import { notAnalysed, organizePhoto, type PhotoResult, type PhotoStepDeps } from "./photo-step";
import { type BatchProgress, batchProgress, shouldAnnounceProgress } from "./progress";
import { isServiceFailure } from "./retry";

/** What the flow tells the page; the page turns each event into the spec's toast. */
export type OrganizeEvent =
  | { kind: "limit-reached" }
  | { kind: "refused"; message: string }
  | { kind: "quota-warning"; usage: Usage }
  | { kind: "started"; count: number }
  | { kind: "progress"; done: number; total: number }
  | { kind: "service-unavailable" }
  | { kind: "unreadable"; name: string }
  | { kind: "complete"; processed: number; failed: number }
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
    options: { onUnreadable(file: File): void },
  ): ReadableStream<Uint8Array>;
};

export type OrganizeDeps = PhotoStepDeps &
  Partial<ZipOutput> & {
    /** resolves with the reservation, or rejects with `{ status: 403, code, message }` */
    reserve(count: number): Promise<Reservation>;
    finish(batchId: string): Promise<FinishedBatch>;
    notify(event: OrganizeEvent): void;
    onProgress?(progress: BatchProgress): void;
    now?(): number;
  };

/** downloaded: the ZIP was saved; ready: every photo was analysed for the review, no ZIP written yet. */
export type OrganizeResult = "refused" | "cancelled" | "none-succeeded" | "downloaded" | "ready" | "failed";

/** What a batch hands out: how it ended, every photo's result (in selection order) and what it cost. */
export type OrganizedBatch = {
  result: OrganizeResult;
  photos: PhotoResult[];
  /** the finished batch as the server counted it; null when refused or the server did not answer */
  finished: (FinishedBatch & { reserved: number }) | null;
};

/** Most analyses a page keeps in flight, whatever a server asks: a browser opens few connections per host. */
export const MAX_ANALYSES_IN_FLIGHT = 16;
/** Photos in a row whose analysis failed on the service's side (5xx, no answer) that stop the batch. */
export const SERVICE_FAILURES_TO_STOP = 3;
/** How long the page waits for the server to finish a batch; the server expires it anyway (D2). */
export const FINISH_TIMEOUT_MS = 10_000;

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

/** Step 1: the reservation, or null after telling the user why there is none. */
async function reserve(count: number, deps: OrganizeDeps): Promise<Reservation | null> {
  try {
    const reservation = await deps.reserve(count);
    const { usage } = reservation;
    if (summarizeUsage({ count: usage.count, plan: usage.plan }).isWarning) {
      deps.notify({ kind: "quota-warning", usage });
    }
    return reservation;
  } catch (error) {
    const r = refusal(error);
    if (r.code === "limit_reached") deps.notify({ kind: "limit-reached" });
    else if (r.status === 403) deps.notify({ kind: "refused", message: r.message });
    else deps.notify({ kind: "error", message: r.message });
    return null;
  }
}

/** Finishes the batch once, whoever asks first; null when the server did not answer in time. */
function finisher(deps: OrganizeDeps, batchId: string): () => Promise<FinishedBatch | null> {
  let finishing: Promise<FinishedBatch | null> | null = null;
  return () => {
    finishing ??= new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), FINISH_TIMEOUT_MS);
      deps
        .finish(batchId)
        .catch(() => null)
        .then((finished) => {
          clearTimeout(timer);
          resolve(finished);
        });
    });
    return finishing;
  };
}

/** Why the analyses stopped before the end (the stop signal's reason). */
class SaveFailed {
  constructor(readonly error: unknown) {}
}
const SERVICE_UNAVAILABLE = "service-unavailable";

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
  reservation: Reservation,
  deps: OrganizeDeps,
  cancel: AbortSignal,
  finish: () => Promise<FinishedBatch | null>,
): Promise<RunEnd> {
  const now = deps.now ?? (() => Date.now());
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
  const startedAt = now();
  const report = ({ succeeded, failed }: Tally) =>
    deps.onProgress?.(batchProgress({ total, succeeded, failed, startedAt, now: now() }));
  deps.notify({ kind: "started", count: total });
  report({ succeeded: 0, failed: 0 });

  const run = analyse(files, {
    concurrency: analysesInFlight(reservation.concurrency),
    signal: stop.signal,
    step: (file, index, signal) => organizePhoto(file, { index, batchId: reservation.batchId }, deps, signal),
    onSettled: (tally, result) => {
      if (stop.signal.aborted) return;
      report(tally);
      const ok = result.status === "ok";
      if (ok && shouldAnnounceProgress(tally.succeeded, tally.succeeded + tally.failed, total)) {
        deps.notify({ kind: "progress", done: tally.succeeded, total });
      }
      if (serviceDown(!ok && isServiceFailure(result.error))) stop.abort(SERVICE_UNAVAILABLE);
    },
  });

  // No ZIP is started before a photo has succeeded: with none, there is no ZIP at all.
  const saving = run.firstSuccess.then(async (any) => {
    if (!output || !sink || !any || cancel.aborted) return false;
    const zip = output
      .zip(run.inSelectionOrder(cancel), {
        onUnreadable: (file) => deps.notify({ kind: "unreadable", name: file.name }),
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
    const { succeeded } = ran;
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
    if (serviceStopped) deps.notify({ kind: "service-unavailable" });
    const after = await finish();
    if (succeeded === 0) {
      await sink?.discard();
      if (!serviceStopped) deps.notify({ kind: "none-succeeded" });
      return { result: "none-succeeded", photos };
    }
    deps.notify({ kind: "progress", done: succeeded, total });
    deps.notify({ kind: "complete", processed: succeeded, failed: total - succeeded });
    deps.notify({ kind: "remaining", usage: after?.usage ?? reservation.usage });
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
 * One batch, start to end (spec section 4, D2, D5): reserve → run every photo's step with bounded
 * concurrency while the ZIP is written → give back unused slots. The batch is always finished on the
 * server, whatever happens after it was reserved.
 */
export async function organizeBatch(
  files: readonly File[],
  deps: OrganizeDeps,
  cancel: AbortSignal,
): Promise<OrganizedBatch> {
  const reservation = await reserve(files.length, deps);
  if (!reservation) {
    return {
      result: "refused",
      photos: files.map((file, index) => notAnalysed(index, file)),
      finished: null,
    };
  }
  const finish = finisher(deps, reservation.batchId);
  let end: RunEnd;
  try {
    end = await analyseAndSave(files, reservation, deps, cancel, finish);
  } catch (error) {
    deps.notify({ kind: "error", message: refusal(error).message });
    end = { result: "failed", photos: files.map((file, index) => notAnalysed(index, file)) };
  }
  const finished = await finish();
  return { ...end, finished: finished && { ...finished, reserved: reservation.reserved } };
}
