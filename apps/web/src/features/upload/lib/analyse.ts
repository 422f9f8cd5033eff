import { runPool, type Settled } from "./run-pool";
import type { Analysis, PhotoOutcome } from "./zip-plan";

export type Tally = { readonly succeeded: number; readonly failed: number };

export type AnalyseOptions = {
  concurrency: number;
  /** stops starting analyses and aborts those in flight; the photos left come out unanalysed */
  signal: AbortSignal;
  /** one photo; `photoKey` names it within the batch so a repeated request never takes a second slot */
  analyze(file: File, photoKey: string, signal: AbortSignal): Promise<Analysis>;
  onSettled?(tally: Tally, result: Settled<Analysis>): void;
};

/** One batch's analyses, running. */
export type AnalysisRun = {
  /** true at the first success; false once every photo has settled with none */
  firstSuccess: Promise<boolean>;
  /** resolves when no analysis is running any more (all ended, or stopped) */
  done: Promise<Tally>;
  /**
   * Every photo once, in selection order, each as soon as it and all before it have settled. Throws once
   * `cancel` is aborted, so a ZIP being written from it fails instead of ending as if complete.
   */
  inSelectionOrder(cancel: AbortSignal): AsyncGenerator<PhotoOutcome>;
};

/** Promise.withResolvers, which Node 20 (the tests) lacks. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

class CancelledError extends Error {
  constructor() {
    super("Cancelled");
    this.name = "AbortError";
  }
}

/** Analyses every photo with bounded concurrency (the analyse step of a batch). */
export function analyse(files: readonly File[], options: AnalyseOptions): AnalysisRun {
  const analyses: (Analysis | null)[] = files.map(() => null);
  const errors: unknown[] = files.map(() => undefined);
  const settled = files.map(() => deferred<void>());
  const first = deferred<boolean>();
  let tally: Tally = { succeeded: 0, failed: 0 };

  const done = runPool(files, {
    concurrency: options.concurrency,
    signal: options.signal,
    task: (file, index, signal) => options.analyze(file, String(index), signal ?? options.signal),
    onSettled: (result, _file, index) => {
      // A success that ends after a stop still counts: the server has used its slot.
      if (result.ok) {
        analyses[index] = result.value;
        tally = { ...tally, succeeded: tally.succeeded + 1 };
        first.resolve(true);
      } else {
        errors[index] = result.error;
        tally = { ...tally, failed: tally.failed + 1 };
      }
      settled[index]?.resolve();
      options.onSettled?.(tally, result);
    },
  }).then(() => {
    // Only now, with no analysis still running, may the photos never analysed come out (unanalysed).
    for (const photo of settled) photo.resolve();
    first.resolve(false);
    return tally;
  });

  async function* inSelectionOrder(cancel: AbortSignal): AsyncGenerator<PhotoOutcome> {
    for (const [index, file] of files.entries()) {
      await settled[index]?.promise;
      if (cancel.aborted) throw new CancelledError();
      yield { file, analysis: analyses[index] ?? null, error: errors[index] };
    }
  }

  return { firstSuccess: first.promise, done, inSelectionOrder };
}
