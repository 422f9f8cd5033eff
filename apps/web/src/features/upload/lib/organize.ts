import { summarizeUsage } from "@photo-organizer/core";
import type { Usage } from "@/lib/usage";
import type { FinishedBatch, Reservation } from "../api/batches";
import { type BatchProgress, batchProgress, shouldAnnounceProgress } from "./progress";
import { runPool } from "./run-pool";
import type { Analysis, PhotoOutcome } from "./zip-plan";

/** What the flow tells the page; the page turns each event into the spec's toast. */
export type OrganizeEvent =
  | { kind: "limit-reached" }
  | { kind: "refused"; message: string }
  | { kind: "quota-warning"; usage: Usage }
  | { kind: "started"; count: number }
  | { kind: "progress"; done: number; total: number }
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
  /** preview + analysis of one photo */
  analyze(file: File, batchId: string, signal: AbortSignal): Promise<Analysis>;
  /** where the ZIP goes; opened right after the reservation so a save dialog still has the click */
  openSink(): Promise<ZipSink>;
  /** the ZIP of the outcomes, which arrive in selection order as each photo's analysis ends */
  zip(outcomes: AsyncIterable<PhotoOutcome>): ReadableStream<Uint8Array>;
  notify(event: OrganizeEvent): void;
  onProgress?(progress: BatchProgress): void;
  /** analyses in flight at once when the server does not say (it does with each reservation) */
  concurrency: number;
  now?(): number;
};

export type OrganizeResult = "refused" | "cancelled" | "none-succeeded" | "downloaded" | "failed";

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

/** Most analyses a page keeps in flight, whatever a server asks: a browser opens few connections per host. */
export const MAX_ANALYSES_IN_FLIGHT = 16;

function analysesInFlight(asked: number | undefined, fallback: number): number {
  if (asked === undefined || !Number.isFinite(asked)) return fallback;
  return Math.min(MAX_ANALYSES_IN_FLIGHT, Math.max(1, Math.floor(asked)));
}

class CancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "AbortError";
  }
}

/** A promise per photo, settled when its analysis has ended (or will never run). */
function settledSignals(count: number) {
  const resolvers: (() => void)[] = [];
  const promises = Array.from(
    { length: count },
    () => new Promise<void>((resolve) => void resolvers.push(resolve)),
  );
  return {
    settle: (index: number) => resolvers[index]?.(),
    settleAll: () => {
      for (const resolve of resolvers) resolve();
    },
    wait: (index: number) => promises[index] as Promise<void>,
  };
}

/**
 * One batch, start to end (spec section 4, D2, D5): reserve → analyse every photo with bounded
 * concurrency → give back unused slots → ZIP of every photo (or the error when none succeeded).
 * The ZIP is written from the first success on, in selection order, while the rest are analysed, so the
 * batch ends soon after its last analysis. The batch is always finished on the server, whatever happens
 * after it was reserved.
 */
export async function organizeBatch(
  files: readonly File[],
  deps: OrganizeDeps,
  signal: AbortSignal,
): Promise<OrganizeResult> {
  const now = deps.now ?? (() => Date.now());
  let reservation: Reservation;
  try {
    reservation = await deps.reserve(files.length);
  } catch (error) {
    const r = refusal(error);
    if (r.code === "limit_reached") deps.notify({ kind: "limit-reached" });
    else if (r.status === 403) deps.notify({ kind: "refused", message: r.message });
    else deps.notify({ kind: "error", message: r.message });
    return "refused";
  }

  const { batchId, usage } = reservation;
  if (summarizeUsage({ count: usage.count, plan: usage.plan }).isWarning) {
    deps.notify({ kind: "quota-warning", usage });
  }

  let finishing: Promise<FinishedBatch | null> | null = null;
  const finish = () => {
    // The server expires the batch and releases its slots anyway if this call fails (D2).
    finishing ??= deps.finish(batchId).catch(() => null);
    return finishing;
  };

  // Stops the analyses on Cancel, and also when the ZIP can no longer be written.
  const work = new AbortController();
  const stopWork = () => work.abort();
  signal.addEventListener("abort", stopWork);
  let sink: ZipSink | null = null;
  let writing: Promise<void> | null = null;
  let writeError: unknown = null;
  try {
    try {
      sink = await deps.openSink();
    } catch (error) {
      if (error instanceof Error && error.name === "SaveCancelledError") {
        deps.notify({ kind: "cancelled" });
        return "cancelled";
      }
      throw error;
    }

    const total = files.length;
    const outcomes: PhotoOutcome[] = files.map((file) => ({ file, analysis: null }));
    const settled = settledSignals(total);
    let succeeded = 0;
    let failed = 0;
    let firstSuccess: () => void = () => undefined;
    const succeededOnce = new Promise<void>((resolve) => {
      firstSuccess = resolve;
    });
    const startedAt = now();
    const report = () =>
      deps.onProgress?.(batchProgress({ total, succeeded, failed, startedAt, now: now() }));
    deps.notify({ kind: "started", count: total });
    report();

    const analysing = runPool(files, {
      concurrency: analysesInFlight(reservation.concurrency, deps.concurrency),
      signal: work.signal,
      task: (file, _index, taskSignal) => deps.analyze(file, batchId, taskSignal ?? work.signal),
      onSettled: (result, _file, index) => {
        if (work.signal.aborted) return;
        const outcome = outcomes[index];
        if (result.ok && outcome) {
          outcome.analysis = result.value;
          succeeded++;
          firstSuccess();
        } else failed++;
        settled.settle(index);
        report();
        if (result.ok && shouldAnnounceProgress(succeeded, succeeded + failed, total)) {
          deps.notify({ kind: "progress", done: succeeded, total });
        }
      },
    }).finally(() => {
      settled.settleAll();
      firstSuccess();
    });

    async function* inSelectionOrder(): AsyncGenerator<PhotoOutcome> {
      for (let i = 0; i < total; i++) {
        await settled.wait(i);
        if (work.signal.aborted) throw new CancelledError();
        yield outcomes[i] as PhotoOutcome;
      }
    }

    // No ZIP is started before a photo has succeeded: with none, there is no ZIP at all.
    await succeededOnce;
    const target = sink;
    if (succeeded > 0 && !work.signal.aborted) {
      writing = target.write(deps.zip(inSelectionOrder())).catch((error: unknown) => {
        writeError ??= error;
        work.abort();
      });
    }
    await analysing;

    if (signal.aborted) {
      await finish();
      await writing;
      await sink.discard();
      deps.notify({ kind: "cancelled" });
      return "cancelled";
    }
    if (writeError) throw writeError;

    const after = await finish();
    if (succeeded === 0) {
      await sink.discard();
      deps.notify({ kind: "none-succeeded" });
      return "none-succeeded";
    }
    deps.notify({ kind: "progress", done: succeeded, total });
    deps.notify({ kind: "complete", processed: succeeded, failed });
    deps.notify({ kind: "remaining", usage: after?.usage ?? usage });

    await writing;
    if (writeError) throw writeError;
    deps.notify({ kind: "download-complete" });
    return "downloaded";
  } catch (error) {
    work.abort();
    await writing;
    await sink?.discard().catch(() => undefined);
    deps.notify({ kind: "error", message: refusal(error).message });
    return "failed";
  } finally {
    signal.removeEventListener("abort", stopWork);
    await finish();
  }
}
