import { notAnalysed, type PhotoResult } from "./photo-step";
import { runPool } from "./run-pool";

export type Tally = { readonly succeeded: number; readonly failed: number };

export type AnalyseOptions = {
  concurrency: number;
  /** stops starting photos and aborts those in flight; the photos left come out unanalysed */
  signal: AbortSignal;
  /** one photo's step (organizePhoto); `index` is its place in the selection */
  step(file: File, index: number, signal: AbortSignal): Promise<PhotoResult>;
  onSettled?(tally: Tally, result: PhotoResult): void;
};

/** One batch's photos, running. */
export type AnalysisRun = {
  /** true at the first success; false once every photo has settled with none */
  firstSuccess: Promise<boolean>;
  /** resolves when no photo is running any more (all ended, or stopped), with every photo's result */
  done: Promise<Tally & { results: PhotoResult[] }>;
  /**
   * Every photo once, in selection order, each as soon as it and all before it have settled. Throws once
   * `cancel` is aborted, so a ZIP being written from it fails instead of ending as if complete.
   */
  inSelectionOrder(cancel: AbortSignal): AsyncGenerator<PhotoResult>;
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

/** Runs every photo's step with bounded concurrency (the analyse step of a batch). */
export function analyse(files: readonly File[], options: AnalyseOptions): AnalysisRun {
  // Until a photo has run, it is unanalysed: that is what it stays if the batch stops first.
  const results: PhotoResult[] = files.map((file, index) => notAnalysed(index, file));
  const settled = files.map(() => deferred<void>());
  const first = deferred<boolean>();
  let tally: Tally = { succeeded: 0, failed: 0 };

  const done = runPool(files, {
    concurrency: options.concurrency,
    signal: options.signal,
    task: (file, index, signal) => options.step(file, index, signal ?? options.signal),
    onSettled: (settledResult, file, index) => {
      const result = settledResult.ok ? settledResult.value : notAnalysed(index, file, settledResult.error);
      results[index] = result;
      // A success that ends after a stop still counts: the server has used its slot.
      if (result.status === "ok") {
        tally = { ...tally, succeeded: tally.succeeded + 1 };
        first.resolve(true);
      } else tally = { ...tally, failed: tally.failed + 1 };
      settled[index]?.resolve();
      options.onSettled?.(tally, result);
    },
  }).then(() => {
    // Only now, with no photo still running, may the photos never analysed come out (unanalysed).
    for (const photo of settled) photo.resolve();
    first.resolve(false);
    return { ...tally, results };
  });

  async function* inSelectionOrder(cancel: AbortSignal): AsyncGenerator<PhotoResult> {
    for (const [index, file] of files.entries()) {
      await settled[index]?.promise;
      if (cancel.aborted) throw new CancelledError();
      yield results[index] ?? notAnalysed(index, file);
    }
  }

  return { firstSuccess: first.promise, done, inSelectionOrder };
}
