import { capturedEmailsCsv, readCapturedEmails } from "../lib/captured-emails";
import { saveFile } from "../lib/save-file";

export const SERVER_EXPORT_FILE = "newsletter-subscribers.csv";
export const LOCAL_EXPORT_FILE = "captured-emails.csv";

async function serverCsv(fetchImpl: typeof fetch): Promise<Blob | null> {
  try {
    const status = await fetchImpl("/api/admin/status", { credentials: "same-origin" });
    if (!status.ok) return null;
    const { unlocked } = (await status.json()) as { unlocked?: unknown };
    if (unlocked !== true) return null;
    const csv = await fetchImpl("/api/admin/newsletter.csv", { credentials: "same-origin" });
    return csv.ok ? await csv.blob() : null;
  } catch {
    return null;
  }
}

/**
 * Ctrl+Shift+E (spec section 6): an admin who unlocked /admin gets the server's subscriber list; everyone
 * else gets this browser's `capturedEmails` list.
 */
export async function downloadCapturedEmails(
  { isAdmin }: { isAdmin: boolean },
  deps: { fetch?: typeof fetch; save?: typeof saveFile } = {},
): Promise<"server" | "local"> {
  const save = deps.save ?? saveFile;
  if (isAdmin) {
    const blob = await serverCsv(deps.fetch ?? globalThis.fetch.bind(globalThis));
    if (blob) {
      save(blob, SERVER_EXPORT_FILE);
      return "server";
    }
  }
  save(new Blob([capturedEmailsCsv(readCapturedEmails())], { type: "text/csv" }), LOCAL_EXPORT_FILE);
  return "local";
}
