import { useQuery } from "@tanstack/react-query";
import { usageQueryOptions } from "@/lib/usage";

export function useUsage() {
  return useQuery(usageQueryOptions());
}
