import {
  createBatchResponseSchema,
  type FinishedBatch,
  finishBatchResponseSchema,
  type Reservation,
} from "@photo-organizer/core/api";
import { apiPost } from "@/lib/api-client";
import { checked } from "./answer";

/** Reserves `count` images of this month's quota (D2); refusals are ApiError 403 `limit_reached` | `batch_cap`. */
export const reserveBatch = (count: number): Promise<Reservation> =>
  checked(createBatchResponseSchema, apiPost("/api/batches", { count }));

/** Ends the batch: slots not used by a successful analysis come back. */
export const finishBatch = (batchId: string): Promise<FinishedBatch> =>
  checked(finishBatchResponseSchema, apiPost(`/api/batches/${encodeURIComponent(batchId)}/finish`));
