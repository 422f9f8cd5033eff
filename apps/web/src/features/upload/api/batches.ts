import type { PlanId } from "@photo-organizer/core";
import { apiGet, apiPost } from "@/lib/api-client";

/** `GET /api/usage` */
export type Usage = {
  plan: PlanId;
  period: string;
  count: number;
  limit: number;
  remaining: number;
  percent: number;
  batchCap: number;
};

export type Reservation = { batchId: string; reserved: number; expiresAt: string; usage: Usage };
export type FinishedBatch = { released: number; usage: Usage };

export const usageQueryKey = ["usage"] as const;

export const getUsage = () => apiGet<Usage>("/api/usage");

/** Reserves `count` images of this month's quota (D2); refusals are ApiError 403 `limit_reached` | `batch_cap`. */
export const reserveBatch = (count: number) => apiPost<Reservation>("/api/batches", { count });

/** Ends the batch: slots not used by a successful analysis come back. */
export const finishBatch = (batchId: string) =>
  apiPost<FinishedBatch>(`/api/batches/${encodeURIComponent(batchId)}/finish`);
