import { makeZip } from "client-zip";
import { createZipPlanner, MANIFEST_NAME, type PhotoOutcome } from "../lib/zip-plan";

/**
 * The organised ZIP as a stream, built from the ORIGINAL File objects (D5: byte-identical, stored without
 * re-encoding). Outcomes arrive in selection order as their analyses end, so the archive is written while
 * later photos are still being analysed; each file is read only when the consumer pulls, so memory does not
 * grow with the batch. manifest.csv comes last, once every entry is known. client-zip switches to Zip64 by
 * itself when the archive passes 4 GB.
 */
export function zipStream(outcomes: AsyncIterable<PhotoOutcome>): ReadableStream<Uint8Array> {
  const planner = createZipPlanner();
  async function* inputs() {
    for await (const outcome of outcomes) {
      const { path, file } = planner.add(outcome);
      yield { name: path, input: file, lastModified: new Date(file.lastModified), size: file.size };
    }
    yield {
      name: MANIFEST_NAME,
      input: new TextEncoder().encode(planner.manifest()),
      lastModified: new Date(),
    };
  }
  return makeZip(inputs());
}
