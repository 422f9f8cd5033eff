import { makeZip } from "client-zip";
import { createZipPlanner, MANIFEST_NAME, type PhotoOutcome } from "../lib/zip-plan";

export type ZipStreamOptions = {
  /** a photo left out because its original could no longer be read; the manifest lists it as unreadable */
  onUnreadable?(file: File): void;
};

/**
 * The original's bytes, read whole before its entry starts: a file moved, evicted by a cloud drive or changed
 * since it was selected fails here, while it can still be left out, instead of halfway through its entry,
 * which would break the whole archive. One photo at a time, so memory holds one original, not the batch.
 */
export async function readOriginal(file: File): Promise<Uint8Array | null> {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A file that changed size since it was selected is not the photo the user picked.
    return bytes.byteLength === file.size ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * The organised ZIP as a stream, built from the ORIGINAL File objects (D5: byte-identical, stored without
 * re-encoding). Outcomes arrive in selection order as their analyses end, so the archive is written while
 * later photos are still being analysed; each file is read only when the consumer pulls, so memory does not
 * grow with the batch. manifest.csv comes last, once every entry is known. client-zip switches to Zip64 by
 * itself when the archive passes 4 GB.
 */
export function zipStream(
  outcomes: AsyncIterable<PhotoOutcome>,
  options: ZipStreamOptions = {},
): ReadableStream<Uint8Array> {
  const planner = createZipPlanner();
  async function* inputs() {
    for await (const outcome of outcomes) {
      const bytes = await readOriginal(outcome.file);
      if (!bytes) {
        planner.unreadable(outcome);
        options.onUnreadable?.(outcome.file);
        continue;
      }
      const { path, file } = planner.add(outcome);
      yield { name: path, input: bytes, lastModified: new Date(file.lastModified), size: bytes.byteLength };
    }
    yield {
      name: MANIFEST_NAME,
      input: new TextEncoder().encode(planner.manifest()),
      lastModified: new Date(),
    };
  }
  return makeZip(inputs());
}
