import type { OrganizationSettings } from "@photo-organizer/core/api";
import { fetchOrganizationSettings } from "@/features/organization-settings/api";
import { analyzeImage } from "../api/analyze-image";
import { layoutOf, readCaptureFacts } from "./capture-facts";
import type { ConnectionHold } from "./connection";
import { sha256Hex } from "./match-originals";
import type { OrganizeDeps } from "./organize";
import { withRetry } from "./retry";

/**
 * The account's organization settings for one batch (#21), read once per batch: the server decides whether
 * its plan applies them. Null: today's folders and names (no settings, a plan without the feature, or the
 * settings could not be read).
 */
export async function batchSettings(): Promise<OrganizationSettings | null> {
  const view = await fetchOrganizationSettings().catch(() => null);
  return view?.applies ? view.settings : null;
}

/**
 * A photo's analysis, retried as every analysis is, and held while the connection is lost (`connection`), then
 * sent again as it was; the folder the settings chose only when they apply.
 */
export function analyzeStep(
  settings: OrganizationSettings | null,
  connection?: Pick<ConnectionHold, "send" | "holds">,
): OrganizeDeps["analyze"] {
  return async (_file, request, signal) => {
    const retried = () =>
      withRetry(() => analyzeImage(request, signal), {
        signal,
        // A lost connection is not retried away: the hold sends the photo again once it is back.
        ...(connection ? { handOver: connection.holds } : {}),
      });
    const { description, category, folder, learning } = await (connection
      ? connection.send(retried, signal)
      : retried());
    return { description, category, learning, ...(settings && folder ? { folder } : {}) };
  };
}

/** What the settings add to a batch: the exact-duplicate check, and each photo's patterns, date and camera. */
export function settingsSteps(
  settings: OrganizationSettings | null,
): Pick<OrganizeDeps, "duplicates" | "layout"> {
  if (!settings) return {};
  return {
    duplicates: { mode: settings.duplicates, hash: sha256Hex },
    layout: async (file: File) => layoutOf(settings, await readCaptureFacts(file)),
  };
}
