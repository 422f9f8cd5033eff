import type { ReviewInput } from "@photo-organizer/core";
import type { PhotoOutcome } from "../lib/zip-plan";

export type { ReviewBatch } from "./use-review";

/**
 * Keeps every outcome the ZIP writer sees (each photo once, in selection order), so the results view shows
 * exactly what went into the ZIP.
 */
export function collectOutcomes(files: readonly File[]) {
  const outcomes = new Map<File, PhotoOutcome>();
  return {
    async *tee(source: AsyncIterable<PhotoOutcome>): AsyncGenerator<PhotoOutcome> {
      for await (const outcome of source) {
        outcomes.set(outcome.file, outcome);
        yield outcome;
      }
    },
    /** The batch in selection order; `failures` says why a photo has no analysis. */
    inputs(failures: readonly string[]): ReviewInput[] {
      return files.map((file, index) => {
        const analysis = outcomes.get(file)?.analysis ?? null;
        return {
          originalName: file.name,
          analysis,
          failure: analysis ? undefined : failures[index] || undefined,
        };
      });
    },
  };
}

/** With "Review before download", the analyses still run through the ZIP writer's loop, but nothing is read or saved. */
export function drainingZip(outcomes: AsyncIterable<PhotoOutcome>): ReadableStream<Uint8Array> {
  const iterator = outcomes[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    // A pull that enqueues nothing is not called again: take every outcome in one.
    async pull(controller) {
      while (!(await iterator.next()).done) {
        // collected on the way (collectOutcomes)
      }
      controller.close();
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

export function drainingSink() {
  return {
    async write(stream: ReadableStream<Uint8Array>) {
      const reader = stream.getReader();
      while (!(await reader.read()).done) {
        // every outcome collected
      }
    },
    async discard() {},
  };
}
