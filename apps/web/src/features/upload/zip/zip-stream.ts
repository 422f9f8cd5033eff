import { makeZip, predictLength } from "client-zip";
import { MANIFEST_NAME, type ZipEntry } from "../lib/zip-plan";

/**
 * The organised ZIP as a stream, built from the ORIGINAL File objects (D5: byte-identical, stored without
 * re-encoding). Files are read one at a time as the consumer pulls, so memory does not grow with the batch;
 * client-zip switches to Zip64 by itself when the archive passes 4 GB.
 */
export function zipStream(
  entries: readonly ZipEntry[],
  manifest: string,
): { stream: ReadableStream<Uint8Array>; length: bigint } {
  const manifestBytes = new TextEncoder().encode(manifest);
  const now = new Date();
  const metadata = [
    { name: MANIFEST_NAME, size: manifestBytes.length },
    ...entries.map((e) => ({ name: e.path, size: e.file.size })),
  ];
  function* inputs() {
    yield { name: MANIFEST_NAME, input: manifestBytes, lastModified: now };
    for (const e of entries) {
      yield { name: e.path, input: e.file, lastModified: new Date(e.file.lastModified), size: e.file.size };
    }
  }
  return { stream: makeZip(inputs()), length: predictLength(metadata) };
}
