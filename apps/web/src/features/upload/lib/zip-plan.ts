import {
  createPathAllocator,
  failedEntryPath,
  MANIFEST_FILE_NAME,
  type ManifestRow,
  manifestCsv,
  UNSORTED_FOLDER,
  zipEntryPath,
} from "@photo-organizer/core";
import type { PhotoLearning } from "@photo-organizer/core/api";
import { PhotoUnreadableError } from "../preview/preview-pool";
import { formatOf } from "./file-formats";

export const MANIFEST_NAME = MANIFEST_FILE_NAME;

export type Analysis = {
  description: string;
  category: string;
  /** what the results view needs to re-file the photo live (local classifier only) */
  learning?: PhotoLearning;
};
/** One selected photo and what its analysis gave (null: it failed or never ran, with `error` when it failed). */
export type PhotoOutcome = { file: File; analysis: Analysis | null; error?: unknown };
export type ZipEntry = { path: string; file: File };

/**
 * Plans the ZIP (D5, D6) one photo at a time, in selection order, so entries can be written while later
 * photos are still being analysed: every selected photo exactly once; analysed photos go to
 * `Category/description_name.ext`, the others to `Unsorted/<original name>`, all through one allocator so
 * no path is used twice; `manifest()` then describes every entry added, and every photo `unreadable()`
 * left out because its original could no longer be read.
 */
export function createZipPlanner() {
  const allocate = createPathAllocator();
  allocate(MANIFEST_NAME);
  const rows: ManifestRow[] = [];
  return {
    add({ file, analysis, error }: PhotoOutcome): ZipEntry {
      const wanted = analysis
        ? zipEntryPath(analysis.category, analysis.description, file.name)
        : failedEntryPath(file.name);
      const path = allocate(wanted);
      rows.push({
        originalName: file.name,
        zipPath: path,
        category: analysis ? analysis.category : UNSORTED_FOLDER,
        description: analysis?.description ?? "",
        status: analysis ? "ok" : error instanceof PhotoUnreadableError ? "unreadable" : "failed",
        format: formatOf(file)?.name ?? "",
      });
      return { path, file };
    },
    unreadable({ file, analysis }: PhotoOutcome): void {
      rows.push({
        originalName: file.name,
        zipPath: "",
        category: analysis ? analysis.category : UNSORTED_FOLDER,
        description: analysis?.description ?? "",
        status: "unreadable",
        format: formatOf(file)?.name ?? "",
      });
    },
    manifest: () => manifestCsv(rows),
  };
}

/** The whole plan at once: the same paths and manifest as adding the outcomes one by one. */
export function planZip(outcomes: readonly PhotoOutcome[]): { entries: ZipEntry[]; manifest: string } {
  const planner = createZipPlanner();
  const entries = outcomes.map((outcome) => planner.add(outcome));
  return { entries, manifest: planner.manifest() };
}
