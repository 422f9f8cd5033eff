import type { PlanId } from "@photo-organizer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** GET /api/usage (TEAM.md contract). */
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

export function useUsage() {
  return useQuery(usageQueryOptions());
}
