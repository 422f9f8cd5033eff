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
import type { DuplicatePhoto } from "./organize";
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
  /** the photo's place among the batch's analysed photos, so a duplicate can name where it went */
  key?: number;
  /** an exact duplicate: the key of the photo it repeats; with an empty path it is only listed (#21) */
  duplicateOf?: number;
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
export function resultItem({ index, file, analysis, status, folder, path }: PhotoResult): ZipItem {
  return {
    file,
    path,
    key: index,
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
 * An exact duplicate as it goes into the ZIP: under `Duplicates/` with its own name, or only a manifest line;
 * either way its row names the photo it repeats. `file` holds its bytes (its own, or the kept copy's).
 */
export function duplicateItem({ file, of, path }: DuplicatePhoto): ZipItem {
  return {
    file,
    path,
    duplicateOf: of,
    row: {
      originalName: file.name,
      category: "",
      description: "",
      status: "duplicate",
      format: formatOf(file)?.name ?? "",
    },
  };
}

/**
 * A part of a run continued after an interruption (#22): the manifest rows of the photos written before (their
 * paths stay taken) and the ZIP this part is, named in every row of the manifest.
 */
export type PartOfRun = {
  earlier?: readonly ManifestRow[];
  /** where earlier photos went, by the keys this part's duplicates name them with */
  earlierPlaced?: ReadonlyMap<number, string>;
  zipFile?: string;
};

/**
 * Plans the ZIP (D5, D6) one photo at a time, in selection order, so entries can be written while later
 * photos are still being analysed: every photo exactly once, all through one allocator so no path is used
 * twice; `manifest()` then describes every entry added, and every photo `unreadable()` left out because its
 * original could no longer be read.
 */
export function createZipPlanner({ earlier = [], earlierPlaced, zipFile }: PartOfRun = {}) {
  const allocate = createPathAllocator();
  allocate(MANIFEST_NAME);
  // A continued run's earlier photos keep their paths: none of this part's takes one of them.
  for (const row of earlier) if (row.zipPath) allocate(row.zipPath);
  const rows: ManifestRow[] = [...earlier];
  const inPart = zipFile === undefined ? {} : { zipFile };
  /** where each photo went, by key: its ZIP path, or its original name when it is not in the ZIP */
  const placed = new Map<number, string>(earlierPlaced);
  const repeats = (item: ZipItem) =>
    item.duplicateOf === undefined ? {} : { duplicateOf: placed.get(item.duplicateOf) ?? "" };
  return {
    add(item: ZipItem): ZipEntry & { row: ManifestRow } {
      const path = allocate(item.path);
      const row = { ...item.row, zipPath: path, ...repeats(item), ...inPart };
      rows.push(row);
      if (item.key !== undefined) placed.set(item.key, path);
      return { path, file: item.file, row };
    },
    /** a duplicate left out of the ZIP: a manifest line only, naming no ZIP as it is in none */
    listed(item: ZipItem): void {
      rows.push({ ...item.row, zipPath: "", ...repeats(item) });
    },
    unreadable(item: ZipItem): void {
      rows.push({ ...item.row, zipPath: "", status: "unreadable", ...repeats(item) });
      if (item.key !== undefined) placed.set(item.key, item.row.originalName);
    },
    manifest: () => manifestCsv(rows),
  };
}

/** Whether an item is a duplicate only listed in the manifest, with no entry of its own. */
export const listedOnly = (item: ZipItem) => item.duplicateOf !== undefined && !item.path;

/** The whole plan at once: the same paths and manifest as adding the photos one by one. */
export function planZip(
  results: readonly PhotoResult[],
  duplicates: readonly DuplicatePhoto[] = [],
): { entries: ZipEntry[]; manifest: string } {
  const planner = createZipPlanner();
  const entries: ZipEntry[] = [];
  for (const item of [...results.map(resultItem), ...duplicates.map(duplicateItem)]) {
    if (listedOnly(item)) planner.listed(item);
    else entries.push(planner.add(item));
  }
  return { entries, manifest: planner.manifest() };
}
