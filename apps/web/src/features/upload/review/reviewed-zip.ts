import {
  changedByUser,
  MANIFEST_FILE_NAME,
  type ManifestRow,
  manifestCsv,
  type ReviewPhoto,
  reviewPaths,
} from "@photo-organizer/core";
import { makeZip } from "client-zip";
import { formatOf } from "../lib/file-formats";
import { readOriginal } from "../zip/zip-stream";

/**
 * The ZIP of a reviewed batch: every photo once, byte-identical, at the path the results view shows (the
 * user's folder and name, clashes numbered as everywhere), and a manifest with the final folder and whether
 * the user changed it. A photo whose original can no longer be read is listed as unreadable.
 */
export function reviewedZipStream(
  photos: readonly ReviewPhoto[],
  files: readonly File[],
  options: { onUnreadable?(file: File): void } = {},
): ReadableStream<Uint8Array> {
  const paths = reviewPaths(photos, [MANIFEST_FILE_NAME]);
  const rows: ManifestRow[] = [];
  async function* inputs() {
    for (const photo of photos) {
      const file = files[photo.index] as File;
      const bytes = await readOriginal(file);
      const row = {
        originalName: file.name,
        category: photo.folder,
        description: photo.description,
        changedByUser: changedByUser(photo),
        format: formatOf(file)?.name ?? "",
      };
      if (!bytes) {
        rows.push({ ...row, zipPath: "", status: "unreadable" });
        options.onUnreadable?.(file);
        continue;
      }
      const path = paths[photo.index] as string;
      rows.push({ ...row, zipPath: path, status: photo.failure === null ? "ok" : "failed" });
      yield { name: path, input: bytes, lastModified: new Date(file.lastModified), size: bytes.byteLength };
    }
    yield {
      name: MANIFEST_FILE_NAME,
      input: new TextEncoder().encode(manifestCsv(rows)),
      lastModified: new Date(),
    };
  }
  return makeZip(inputs());
}
