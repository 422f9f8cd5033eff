import type { PlanId } from "@photo-organizer/core";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** `GET /api/usage` (TEAM.md contract); read by the usage page and refreshed by the upload page. */
export type Usage = {
  plan: PlanId;
  period: string;
  count: number;
  limit: number;
  remaining: number;
  percent: number;
  batchCap: number;
};

export const usageQueryKey = ["usage"] as const;

export const usageQueryOptions = () =>
  queryOptions({ queryKey: usageQueryKey, queryFn: () => apiGet<Usage>("/api/usage") });
