/** D6: the ZIP's `manifest.csv`, one row per selected photo. */

import { csvField } from "../csv/csv-writer.ts";

/**
 * ok: analysed and renamed; failed: kept under its own name, unanalysed; unreadable: the browser could not
 * read the original any more when the ZIP was written (moved, removed or changed), so it is not in the ZIP.
 */
export type ManifestStatus = "ok" | "failed" | "unreadable";

export interface ManifestRow {
  readonly originalName: string;
  readonly zipPath: string;
  readonly category: string;
  readonly description: string;
  readonly status: ManifestStatus;
}

export const MANIFEST_HEADER = ["original_name", "zip_path", "category", "description", "status"] as const;

/** RFC 4180 CSV with a header row and CRLF line ends (also after the last row). */
export function manifestCsv(rows: readonly ManifestRow[]): string {
  const lines = [
    MANIFEST_HEADER.join(","),
    ...rows.map((row) =>
      [row.originalName, row.zipPath, row.category, row.description, row.status].map(csvField).join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
