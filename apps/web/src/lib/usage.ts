import { type Usage, usageSchema } from "@photo-organizer/core/api";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/** `GET /api/usage`; its shape is core's API contract. */
export type { Usage };

export const usageQueryKey = ["usage"] as const;

export const usageQueryOptions = () =>
  queryOptions({
    queryKey: usageQueryKey,
    queryFn: async (): Promise<Usage> => usageSchema.parse(await apiGet("/api/usage")),
  });
