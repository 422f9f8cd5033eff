import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The shared format samples (`shared/photos/formats`), read where they are: never copied into the
 * repository. Tests that need them are skipped where shared/ is not beside the checkout.
 */
const sharedDir =
  process.env.SHARED_DIR ?? fileURLToPath(new URL("../../../../../../shared", import.meta.url));
export const FORMATS_DIR = join(sharedDir, "photos", "formats");
export const hasFormatSamples = existsSync(join(FORMATS_DIR, "FILE_TYPES.csv"));

export function sample(path: string, bytes?: number): Uint8Array {
  const data = new Uint8Array(readFileSync(join(FORMATS_DIR, path)));
  return bytes === undefined ? data : data.subarray(0, bytes);
}
