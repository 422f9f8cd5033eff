import {
  createBatchResponseSchema,
  type FinishedBatch,
  finishBatchResponseSchema,
  type Reservation,
} from "@photo-organizer/core/api";
import { apiPost } from "@/lib/api-client";
import { checked } from "./answer";

/**
 * Reserves `count` images of this month's quota (D2); refusals are ApiError 403 `limit_reached` | `batch_cap`.
 * Under a `key` (a UUID made for this reservation) the same request again gets the same batch back, never a
 * second one: a reservation whose answer was lost can be asked for again and finished.
 */
export const reserveBatch = (count: number, key?: string): Promise<Reservation> =>
  checked(createBatchResponseSchema, apiPost("/api/batches", key ? { count, key } : { count }));

/** Ends the batch: slots not used by a successful analysis come back. */
export const finishBatch = (batchId: string): Promise<FinishedBatch> =>
  checked(finishBatchResponseSchema, apiPost(`/api/batches/${encodeURIComponent(batchId)}/finish`));
