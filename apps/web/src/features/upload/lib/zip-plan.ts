import {
  createPathAllocator,
  failedEntryPath,
  MANIFEST_FILE_NAME,
  type ManifestRow,
  manifestCsv,
  UNSORTED_FOLDER,
  zipEntryPath,
} from "@photo-organizer/core";

export const MANIFEST_NAME = MANIFEST_FILE_NAME;

export type Analysis = { description: string; category: string };
/** One selected photo and what its analysis gave (null: it failed or never ran). */
export type PhotoOutcome = { file: File; analysis: Analysis | null };
export type ZipEntry = { path: string; file: File };

/**
 * Plans the ZIP (D5, D6): every selected photo exactly once, in selection order; analysed photos go to
 * `Category/description_name.ext`, the others to `Unsorted/<original name>`, all through one allocator so
 * no path is used twice; plus `manifest.csv` describing every entry.
 */
export function planZip(outcomes: readonly PhotoOutcome[]): { entries: ZipEntry[]; manifest: string } {
  const allocate = createPathAllocator();
  allocate(MANIFEST_NAME);
  const entries: ZipEntry[] = [];
  const rows: ManifestRow[] = [];
  for (const { file, analysis } of outcomes) {
    const wanted = analysis
      ? zipEntryPath(analysis.category, analysis.description, file.name)
      : failedEntryPath(file.name);
    const path = allocate(wanted);
    entries.push({ path, file });
    rows.push({
      originalName: file.name,
      zipPath: path,
      category: analysis ? analysis.category : UNSORTED_FOLDER,
      description: analysis?.description ?? "",
      status: analysis ? "ok" : "failed",
    });
  }
  return { entries, manifest: manifestCsv(rows) };
}
