/** The one CSV writer: the ZIP's manifest.csv, the admin's newsletter export and the browser's local export. */

/**
 * A cell starting with = + - @ (or a tab or carriage return) is read as a formula by spreadsheet programs
 * (CSV injection); such a cell is prefixed with an apostrophe so it shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field per RFC 4180: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180 CSV: a header row, then the rows, CRLF line ends (also after the last row). */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
