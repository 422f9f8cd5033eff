/** D6: the ZIP's `manifest.csv`, one row per selected photo. */

import { csvField } from "../csv/csv-writer.ts";

/**
 * ok: analysed and renamed; failed: kept under its own name, unanalysed; unreadable: the browser could not
 * read the file: its picture (damaged, too large to decode, a RAW without preview: kept whole in Unsorted,
 * #12), or the original itself any more when the ZIP was written (moved, removed or changed: not in the ZIP,
 * its zip_path empty); duplicate: the same bytes as another selected photo, not analysed (#21): in
 * `Duplicates/` or left out of the ZIP (its zip_path empty), `duplicate_of` naming the photo it repeats.
 */
export type ManifestStatus = "ok" | "failed" | "unreadable" | "duplicate";

export interface ManifestRow {
  readonly originalName: string;
  readonly zipPath: string;
  readonly category: string;
  readonly description: string;
  readonly status: ManifestStatus;
  /** the format the file was read as, by its content ("heic", "cr3", …; #12) */
  readonly format?: string;
  /** only in the ZIP of a reviewed batch: the user moved or renamed the photo (the folder is the final one) */
  readonly changedByUser?: boolean;
  /** only when the account's settings applied (#21): the capture date (`2024-06-14T09:05:33+02:00`) and where it came from */
  readonly date?: string;
  readonly dateSource?: "exif" | "file" | "";
  /** only for a duplicate: the photo it repeats (its path in the ZIP, or its original name when not in it) */
  readonly duplicateOf?: string;
  /** only in a run continued after an interruption (#22): the ZIP that holds the photo */
  readonly zipFile?: string;
}

export const MANIFEST_HEADER = [
  "original_name",
  "zip_path",
  "category",
  "description",
  "status",
  "format",
] as const;

/** RFC 4180 CSV with a header row and CRLF line ends (also after the last row). */
export function manifestCsv(rows: readonly ManifestRow[]): string {
  const reviewed = rows.some((row) => row.changedByUser !== undefined);
  const dated = rows.some((row) => row.date !== undefined);
  const duplicates = rows.some((row) => row.duplicateOf !== undefined);
  const parts = rows.some((row) => row.zipFile !== undefined);
  const header = [
    ...MANIFEST_HEADER,
    ...(reviewed ? ["changed_by_user"] : []),
    ...(dated ? ["date", "date_source"] : []),
    ...(duplicates ? ["duplicate_of"] : []),
    ...(parts ? ["zip_file"] : []),
  ];
  const lines = [
    header.join(","),
    ...rows.map((row) =>
      [
        row.originalName,
        row.zipPath,
        row.category,
        row.description,
        row.status,
        row.format ?? "",
        ...(reviewed ? [row.changedByUser ? "yes" : "no"] : []),
        ...(dated ? [row.date ?? "", row.dateSource ?? ""] : []),
        ...(duplicates ? [row.duplicateOf ?? ""] : []),
        ...(parts ? [row.zipFile ?? ""] : []),
      ]
        .map(csvField)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
