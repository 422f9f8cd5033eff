import { CAPTURED_EMAILS_KEY, csvDocument } from "@photo-organizer/core";

/**
 * The browser's own list of captured newsletter emails (spec section 3: local storage key `capturedEmails`,
 * entries `{ email, timestamp, listId }`). DECISIONS D7 adds `status`: `local_only` entries could not reach
 * the server and are re-sent later; `subscribed` entries were stored by the server.
 */
export type CapturedEmailStatus = "subscribed" | "local_only";

export type CapturedEmail = {
  email: string;
  timestamp: string;
  listId: string;
  status: CapturedEmailStatus;
};

type Store = Pick<Storage, "getItem" | "setItem">;

function isEntry(value: unknown): value is Omit<CapturedEmail, "status"> & { status?: unknown } {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.email === "string" && typeof v.timestamp === "string" && typeof v.listId === "string";
}

/** Reads the list; anything unreadable is ignored (an entry without a status predates D7: treat it as local). */
export function readCapturedEmails(store: Store = localStorage): CapturedEmail[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(CAPTURED_EMAILS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isEntry).map((e) => ({
    email: e.email,
    timestamp: e.timestamp,
    listId: e.listId,
    status: e.status === "subscribed" ? "subscribed" : "local_only",
  }));
}

function write(entries: CapturedEmail[], store: Store) {
  store.setItem(CAPTURED_EMAILS_KEY, JSON.stringify(entries));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isCaptured(email: string, store: Store = localStorage): boolean {
  return readCapturedEmails(store).some((e) => same(e.email, email));
}

/** Adds the email, or updates its status when it is already listed (never listed twice). */
export function saveCapturedEmail(
  entry: { email: string; listId: string; status: CapturedEmailStatus },
  store: Store = localStorage,
  now: Date = new Date(),
): void {
  const entries = readCapturedEmails(store);
  const existing = entries.find((e) => same(e.email, entry.email));
  if (existing) {
    existing.status = entry.status;
    existing.listId = entry.listId;
  } else {
    entries.push({
      email: entry.email.trim(),
      timestamp: now.toISOString(),
      listId: entry.listId,
      status: entry.status,
    });
  }
  write(entries, store);
}

export function localOnlyEmails(store: Store = localStorage): CapturedEmail[] {
  return readCapturedEmails(store).filter((e) => e.status === "local_only");
}

/**
 * The local list as CSV (what Ctrl+Shift+E downloads when the server export is not available), written by the
 * core's CSV writer: an address like `=HYPERLINK(…)@x.io` must not run as a formula in a spreadsheet.
 */
export function capturedEmailsCsv(entries: CapturedEmail[]): string {
  return csvDocument(
    ["email", "timestamp", "listId", "status"],
    entries.map((e) => [e.email, e.timestamp, e.listId, e.status]),
  );
}
