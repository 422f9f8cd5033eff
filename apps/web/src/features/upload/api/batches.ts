import {
  createBatchResponseSchema,
  type FinishedBatch,
  finishBatchResponseSchema,
  type Reservation,
} from "@photo-organizer/core/api";
import { apiPost } from "@/lib/api-client";
import { withRetry } from "../lib/retry";
import { checked } from "./answer";

/**
 * Reserves `count` images of this month's quota (D2); refusals are ApiError 403 `limit_reached` | `batch_cap`.
 * Under a `key` (a UUID made for this reservation) the same request again gets the same batch back, never a
 * second one: a reservation whose answer was lost can be asked for again and finished.
 */
export const reserveBatch = (count: number, key?: string): Promise<Reservation> =>
  checked(createBatchResponseSchema, apiPost("/api/batches", key ? { count, key } : { count }));

/**
 * `reserveBatch` under one key made for this reservation, sent again while it fails transiently (lib/retry: a
 * dropped connection, 502/503/504): a reservation whose answer was lost gets its batch back, one batch charged
 * once. For callers that keep no run to continue (the extension); refusals (403, 401) come back at once.
 */
export function reserveBatchRetried(count: number, signal?: AbortSignal): Promise<Reservation> {
  const key = crypto.randomUUID();
  return withRetry(() => reserveBatch(count, key), { signal });
}

/** Ends the batch: slots not used by a successful analysis come back. */
export const finishBatch = (batchId: string): Promise<FinishedBatch> =>
  checked(finishBatchResponseSchema, apiPost(`/api/batches/${encodeURIComponent(batchId)}/finish`));
