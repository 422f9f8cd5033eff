import { apiPost } from "@/lib/api-client";
import type { Usage } from "@/lib/usage";

export type Reservation = {
  batchId: string;
  reserved: number;
  expiresAt: string;
  usage: Usage;
  /** how many analyses the server wants in flight (absent from older servers) */
  concurrency?: number;
};
export type FinishedBatch = { released: number; usage: Usage };

/** Reserves `count` images of this month's quota (D2); refusals are ApiError 403 `limit_reached` | `batch_cap`. */
export const reserveBatch = (count: number) => apiPost<Reservation>("/api/batches", { count });

/** Ends the batch: slots not used by a successful analysis come back. */
export const finishBatch = (batchId: string) =>
  apiPost<FinishedBatch>(`/api/batches/${encodeURIComponent(batchId)}/finish`);
