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
  write(stream: ReadableStream<Uint8Array>, length: bigint): Promise<void>;
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
  zip(outcomes: PhotoOutcome[]): { stream: ReadableStream<Uint8Array>; length: bigint };
  notify(event: OrganizeEvent): void;
  onProgress?(progress: BatchProgress): void;
  /** analyses in flight at once */
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

/**
 * One batch, start to end (spec section 4, D2, D5): reserve → analyse every photo with bounded
 * concurrency → give back unused slots → ZIP of every photo (or the error when none succeeded).
 * The batch is always finished on the server, whatever happens after it was reserved.
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

  let sink: ZipSink | null = null;
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
    let succeeded = 0;
    let failed = 0;
    const startedAt = now();
    const report = () =>
      deps.onProgress?.(batchProgress({ total, succeeded, failed, startedAt, now: now() }));
    deps.notify({ kind: "started", count: total });
    report();

    await runPool(files, {
      concurrency: deps.concurrency,
      signal,
      task: (file, _index, taskSignal) => deps.analyze(file, batchId, taskSignal ?? signal),
      onSettled: (result, _file, index) => {
        if (signal.aborted) return;
        const outcome = outcomes[index];
        if (result.ok && outcome) {
          outcome.analysis = result.value;
          succeeded++;
        } else failed++;
        report();
        if (result.ok && shouldAnnounceProgress(succeeded, succeeded + failed, total)) {
          deps.notify({ kind: "progress", done: succeeded, total });
        }
      },
    });

    if (signal.aborted) {
      await finish();
      await sink.discard();
      deps.notify({ kind: "cancelled" });
      return "cancelled";
    }

    const after = await finish();
    if (succeeded === 0) {
      await sink.discard();
      deps.notify({ kind: "none-succeeded" });
      return "none-succeeded";
    }
    deps.notify({ kind: "progress", done: succeeded, total });
    deps.notify({ kind: "complete", processed: succeeded, failed });
    deps.notify({ kind: "remaining", usage: after?.usage ?? usage });

    const { stream, length } = deps.zip(outcomes);
    await sink.write(stream, length);
    deps.notify({ kind: "download-complete" });
    return "downloaded";
  } catch (error) {
    await sink?.discard().catch(() => undefined);
    deps.notify({ kind: "error", message: refusal(error).message });
    return "failed";
  } finally {
    await finish();
  }
}
