import { ZIP_FILE_NAME } from "@photo-organizer/core";
import { finishBatch, reserveBatch } from "@/features/upload/api/batches";
import {
  browserNetwork,
  connectionHold,
  type Network,
  RECONNECT_EVERY_MS,
} from "@/features/upload/lib/connection";
import type { FinishedRun } from "@/features/upload/lib/consecutive-batches";
import { type OrganizeEvent, type OrganizeResult, organizeBatch } from "@/features/upload/lib/organize";
import type { BatchProgress } from "@/features/upload/lib/progress";
import { withRetry } from "@/features/upload/lib/retry";
import { analyzeStep, batchSettings, settingsSteps } from "@/features/upload/lib/settings-steps";
import { PreviewPool, previewPoolSize } from "@/features/upload/preview/preview-pool";
import { zipStream } from "@/features/upload/zip/zip-stream";
import { ApiError } from "@/lib/api-client";
import { downloadBlob } from "./downloads";

export type RunHeld = "connection" | "signed-out";

/** The site's session ended (signed out in another tab): the run waits for the user to sign in again there. */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export type OrganizeCallbacks = {
  notify(event: OrganizeEvent): void;
  onProgress(progress: BatchProgress): void;
  /**
   * why the run is held: the server cannot be reached, or the session ended on the site (signed out there);
   * null once a request got through again
   */
  onConnection?(held: RunHeld | null): void;
};

/**
 * The browser's connection as the hold sees it, and how often a held request tries again (tests shorten it);
 * `batchCap`: a choice larger than it runs as consecutive batches of at most that many (Pro, VIP).
 */
export type ConnectionOptions = { network?: Network; reconnectEveryMs?: number; batchCap?: number };

/**
 * The website's organize flow (the account's organization settings, reservation, previews, analyses, the
 * streamed ZIP, the batch finished on the server) with the extension's own ends: the ZIP goes to the browser's
 * downloads through chrome.downloads. A lost connection holds the run as on the website (DR 031): requests that
 * got no answer are sent again, as they were, once the server can be reached, instead of failing the photos.
 * So does a session ended on the site meanwhile (the extension has no session of its own): the photos wait for
 * the user to sign in there again, rather than failing and their slots being held until the batch expires.
 */
export async function organizeFiles(
  files: readonly File[],
  callbacks: OrganizeCallbacks,
  cancel: AbortSignal,
  { network = browserNetwork, reconnectEveryMs = RECONNECT_EVERY_MS, batchCap }: ConnectionOptions = {},
): Promise<{
  result: OrganizeResult;
  savedAs: string;
  /** photos described (charged) */
  analysed: number;
  /** the server's count as the batch ended (charged, given back); null when it could not be told */
  finished: FinishedRun | null;
}> {
  // The name the browser gave the ZIP: another organized_photos.zip already there makes it "… (1).zip".
  let savedAs: string = ZIP_FILE_NAME;
  let previews: PreviewPool | null = null;
  const previewPool = () => {
    previews ??= new PreviewPool(previewPoolSize(navigator.hardwareConcurrency));
    return previews;
  };
  const connection = connectionHold(
    (lost, why) => callbacks.onConnection?.(lost ? (signedOut(why) ? "signed-out" : "connection") : null),
    network,
    reconnectEveryMs,
    signedOut,
  );
  try {
    // The account's organization settings, as the website's batch applies them (#21).
    const settings = await batchSettings({ connection, signal: cancel });
    const batch = await organizeBatch(
      files,
      {
        // One key for the reservation, sent again as it was (retried, or held while the connection is lost): a
        // reservation whose answer was lost is never held a second time.
        reserve: (count) => {
          const key = crypto.randomUUID();
          return connection.send(
            () => withRetry(() => reserveBatch(count, key), { signal: cancel, handOver: connection.holds }),
            cancel,
          );
        },
        finish: finishBatch,
        ...(batchCap !== undefined ? { batchCap } : {}),
        preview: async (file, signal) => (await previewPool().preview(file, signal)).base64,
        analyze: analyzeStep(settings, connection),
        ...settingsSteps(settings),
        openSink: async () => ({
          write: async (stream) => {
            // Typed, or the browser would save a blob without a type as organized_photos.txt.
            const zip = await new Response(stream, { headers: { "content-type": "application/zip" } }).blob();
            savedAs = await downloadBlob(zip, ZIP_FILE_NAME);
          },
          discard: async () => undefined,
        }),
        zip: (outcomes, options) => zipStream(outcomes, options),
        notify: callbacks.notify,
        onProgress: callbacks.onProgress,
        connection,
      },
      cancel,
    );
    const analysed = batch.photos.filter((photo) => photo.status === "ok").length;
    return { result: batch.result, savedAs, analysed, finished: batch.finished };
  } finally {
    (previews as PreviewPool | null)?.close();
  }
}
