import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** GET /api/stats (D13): real figures on configured baselines; active users already capped by the server. */
export type Stats = { activeUsers: number; imagesProcessed: number; rating: number; vipPlacesLeft: number };

export function useStats() {
  return useQuery({ queryKey: ["stats"], queryFn: () => apiGet<Stats>("/api/stats"), staleTime: 5 * 60_000 });
}
