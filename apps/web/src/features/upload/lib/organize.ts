import { summarizeUsage } from "@photo-organizer/core";
import type { FinishedBatch, Reservation, Usage } from "@photo-organizer/core/api";
import { analyse, type Tally } from "./analyse";
import { type BatchProgress, batchProgress, shouldAnnounceProgress } from "./progress";
import { isServiceFailure } from "./retry";
import type { Analysis, PhotoOutcome } from "./zip-plan";

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

export type OrganizeDeps = {
  /** resolves with the reservation, or rejects with `{ status: 403, code, message }` */
  reserve(count: number): Promise<Reservation>;
  finish(batchId: string): Promise<FinishedBatch>;
  /** preview + analysis of one photo; `photoKey` names it within the batch (idempotency key) */
  analyze(file: File, batchId: string, photoKey: string, signal: AbortSignal): Promise<Analysis>;
  /** where the ZIP goes; opened right after the reservation, so a save dialog the user asked for still has the click */
  openSink(): Promise<ZipSink>;
  /** the ZIP of the outcomes, which arrive in selection order as each photo's analysis ends */
  zip(
    outcomes: AsyncIterable<PhotoOutcome>,
    options: { onUnreadable(file: File): void },
  ): ReadableStream<Uint8Array>;
  notify(event: OrganizeEvent): void;
  onProgress?(progress: BatchProgress): void;
  now?(): number;
};

export type OrganizeResult = "refused" | "cancelled" | "none-succeeded" | "downloaded" | "failed";

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

/**
 * Steps 2 and 3: analyse every photo with bounded concurrency and, from the first success on, write the ZIP
 * in selection order while the rest are analysed (ADR 002). Stops on Cancel, when the ZIP can no longer be
 * written, and when the service keeps failing (then the photos left go into the ZIP unanalysed).
 */
async function analyseAndSave(
  files: readonly File[],
  reservation: Reservation,
  deps: OrganizeDeps,
  cancel: AbortSignal,
  finish: () => Promise<FinishedBatch | null>,
): Promise<OrganizeResult> {
  const now = deps.now ?? (() => Date.now());
  const total = files.length;
  const sink = await deps.openSink().catch((error: unknown) => {
    if (error instanceof Error && error.name === "SaveCancelledError") return null;
    throw error;
  });
  if (!sink) {
    deps.notify({ kind: "cancelled" });
    return "cancelled";
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
    analyze: (file, photoKey, signal) => deps.analyze(file, reservation.batchId, photoKey, signal),
    onSettled: (tally, result) => {
      if (stop.signal.aborted) return;
      report(tally);
      if (result.ok && shouldAnnounceProgress(tally.succeeded, tally.succeeded + tally.failed, total)) {
        deps.notify({ kind: "progress", done: tally.succeeded, total });
      }
      if (serviceDown(!result.ok && isServiceFailure(result.error))) stop.abort(SERVICE_UNAVAILABLE);
    },
  });

  // No ZIP is started before a photo has succeeded: with none, there is no ZIP at all.
  const saving = run.firstSuccess.then(async (any) => {
    if (!any || cancel.aborted) return false;
    const zip = deps
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

  try {
    const { succeeded } = await run.done;
    if (cancel.aborted) {
      await finish();
      await saving.catch(() => undefined);
      await sink.discard();
      deps.notify({ kind: "cancelled" });
      return "cancelled";
    }
    const why: unknown = stop.signal.reason;
    if (why instanceof SaveFailed) throw why.error;
    const serviceStopped = why === SERVICE_UNAVAILABLE;
    if (serviceStopped) deps.notify({ kind: "service-unavailable" });
    const after = await finish();
    if (succeeded === 0) {
      await sink.discard();
      if (!serviceStopped) deps.notify({ kind: "none-succeeded" });
      return "none-succeeded";
    }
    deps.notify({ kind: "progress", done: succeeded, total });
    deps.notify({ kind: "complete", processed: succeeded, failed: total - succeeded });
    deps.notify({ kind: "remaining", usage: after?.usage ?? reservation.usage });
    await saving;
    deps.notify({ kind: "download-complete" });
    return "downloaded";
  } catch (error) {
    stop.abort();
    await sink.discard().catch(() => undefined);
    if (!cancel.aborted) throw error;
    deps.notify({ kind: "cancelled" });
    return "cancelled";
  } finally {
    cancel.removeEventListener("abort", stopOnCancel);
  }
}

/**
 * One batch, start to end (spec section 4, D2, D5): reserve → analyse every photo with bounded concurrency
 * while the ZIP is written → give back unused slots. The batch is always finished on the server, whatever
 * happens after it was reserved.
 */
export async function organizeBatch(
  files: readonly File[],
  deps: OrganizeDeps,
  cancel: AbortSignal,
): Promise<OrganizeResult> {
  const reservation = await reserve(files.length, deps);
  if (!reservation) return "refused";
  const finish = finisher(deps, reservation.batchId);
  try {
    return await analyseAndSave(files, reservation, deps, cancel, finish);
  } catch (error) {
    deps.notify({ kind: "error", message: refusal(error).message });
    return "failed";
  } finally {
    await finish();
  }
}
