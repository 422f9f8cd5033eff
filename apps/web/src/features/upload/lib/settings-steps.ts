import { ORGANIZATION_COPY } from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import { fetchOrganizationSettings } from "@/features/organization-settings/api";
import { ApiError } from "@/lib/api-client";
import { analyzeImage } from "../api/analyze-image";
import { layoutOf, readCaptureFacts } from "./capture-facts";
import type { ConnectionHold } from "./connection";
import { sha256Hex } from "./match-originals";
import type { OrganizeDeps } from "./organize";
import { withRetry } from "./retry";

/**
 * The account's settings could not be read. A batch that went on without them would be laid out in the
 * standard folders and charged for duplicates its settings set aside, with nothing to say so: it does not start.
 */
export class SettingsUnreadableError extends Error {
  constructor(cause: unknown) {
    super(ORGANIZATION_COPY.settingsUnreadable, { cause });
    this.name = "SettingsUnreadableError";
  }
}

/**
 * The account's organization settings for one batch (#21), read once per batch: the server decides whether
 * its plan applies them. Null: today's folders and names (no settings saved, a plan without the feature, or a
 * server without them).
 * Read as an analysis is sent: tried again while the failure is passing, held while the connection is lost
 * (`connection`); then `SettingsUnreadableError`.
 */
export async function batchSettings({
  connection,
  signal,
}: {
  connection?: Pick<ConnectionHold, "send" | "holds">;
  signal?: AbortSignal;
} = {}): Promise<OrganizationSettings | null> {
  const read = () =>
    withRetry(fetchOrganizationSettings, {
      ...(signal ? { signal } : {}),
      ...(connection ? { handOver: connection.holds } : {}),
    });
  try {
    const view = await (connection ? connection.send(read, signal ?? new AbortController().signal) : read());
    return view.applies ? view.settings : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    // A server from before organization settings (the extension may talk to one): there are none to apply.
    if (error instanceof ApiError && error.status === 404) return null;
    throw new SettingsUnreadableError(error);
  }
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
