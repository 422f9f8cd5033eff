import {
  createPathAllocator,
  MANIFEST_FILE_NAME,
  type ManifestRow,
  manifestCsv,
  type PhotoLayout,
  xmpDate,
  xmpSidecar,
} from "@photo-organizer/core";
import { formatOf } from "./file-formats";
import type { PhotoResult } from "./photo-step";

export const MANIFEST_NAME = MANIFEST_FILE_NAME;

/**
 * One photo as the ZIP writer takes it, from a batch's result or from a reviewed photo: the original, where
 * it should go (before clashes are numbered) and its manifest row.
 */
export type ZipItem = {
  file: File;
  path: string;
  row: Omit<ManifestRow, "zipPath">;
  /** the XMP sidecar written beside the photo (`name.jpg.xmp`), when the account's settings ask for it */
  sidecar?: string;
};

/** The manifest's date columns when the account's settings applied (the capture date, or none). */
export function dateColumns(layout: PhotoLayout | undefined): Pick<ManifestRow, "date" | "dateSource"> {
  if (!layout) return {};
  const { date, dateSource } = layout;
  return date ? { date: xmpDate(date), dateSource: dateSource ?? "" } : { date: "", dateSource: "" };
}

/** The sidecar of an analysed photo whose layout asks for one: its description, folder and capture date. */
export function sidecarOf(layout: PhotoLayout | undefined, folder: string, description: string) {
  if (!layout?.sidecars || !description) return {};
  const date = layout.dateSource === "exif" ? layout.date : undefined;
  return { sidecar: xmpSidecar({ description, keywords: [folder], ...(date ? { date } : {}) }) };
}
export type ZipEntry = { path: string; file: File };

/** A batch's result as it goes into the ZIP streamed while the photos are analysed. */
export function resultItem({ file, analysis, status, folder, path }: PhotoResult): ZipItem {
  return {
    file,
    path,
    row: {
      originalName: file.name,
      category: folder,
      description: analysis?.description ?? "",
      status,
      format: formatOf(file)?.name ?? "",
      ...dateColumns(analysis?.layout),
    },
    ...(analysis ? sidecarOf(analysis.layout, folder, analysis.description) : {}),
  };
}

/**
 * Plans the ZIP (D5, D6) one photo at a time, in selection order, so entries can be written while later
 * photos are still being analysed: every photo exactly once, all through one allocator so no path is used
 * twice; `manifest()` then describes every entry added, and every photo `unreadable()` left out because its
 * original could no longer be read.
 */
export function createZipPlanner() {
  const allocate = createPathAllocator();
  allocate(MANIFEST_NAME);
  const rows: ManifestRow[] = [];
  return {
    add({ file, path: wanted, row }: ZipItem): ZipEntry {
      const path = allocate(wanted);
      rows.push({ ...row, zipPath: path });
      return { path, file };
    },
    unreadable({ row }: ZipItem): void {
      rows.push({ ...row, zipPath: "", status: "unreadable" });
    },
    manifest: () => manifestCsv(rows),
  };
}

/** The whole plan at once: the same paths and manifest as adding the photos one by one. */
export function planZip(results: readonly PhotoResult[]): { entries: ZipEntry[]; manifest: string } {
  const planner = createZipPlanner();
  const entries = results.map((result) => planner.add(resultItem(result)));
  return { entries, manifest: planner.manifest() };
}
