import type { PlanId } from "@photo-organizer/core";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "@/features/auth/use-auth";
import { apiGet, apiPost, apiPut } from "@/lib/api-client";
import { usageQueryKey } from "@/lib/usage";

export type AdminStatus = { isAdmin: boolean; unlocked: boolean };
export type AdminUser = {
  id: string;
  email: string | null;
  name: string | null;
  plan: PlanId;
  usageCount: number;
  period: string;
};
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  source: "contact" | "help";
  createdAt: string;
};

export const NEWSLETTER_CSV_URL = "/api/admin/newsletter.csv";

const keys = {
  status: ["admin", "status"] as const,
  users: (query: string) => ["admin", "users", query] as const,
  messages: ["admin", "messages"] as const,
};

/** Queries other screens show that an admin action changes (the header's user, /usage). */
const AFFECTED_QUERY_KEYS = [meQueryKey, usageQueryKey, ["admin", "users"]] as const;

export const adminStatusQuery = () =>
  queryOptions({ queryKey: keys.status, queryFn: () => apiGet<AdminStatus>("/api/admin/status") });

export function useAdminStatus() {
  return useQuery(adminStatusQuery());
}

export function useUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiPost<void>("/api/admin/unlock", { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.status }),
  });
}

/** Accounts whose email or name contains `query`; the empty query lists the newest accounts. */
export function useAdminUsers(query: string) {
  return useQuery({
    queryKey: keys.users(query),
    queryFn: () => apiGet<{ users: AdminUser[] }>(`/api/admin/users?query=${encodeURIComponent(query)}`),
    select: (data) => data.users,
    placeholderData: (previous) => previous,
  });
}

function useInvalidateAffected() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(AFFECTED_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSetPlan() {
  const invalidate = useInvalidateAffected();
  return useMutation({
    mutationFn: ({ userId, plan }: { userId: string; plan: PlanId }) =>
      apiPut<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/plan`, { plan }),
    onSuccess: invalidate,
  });
}

export function useResetUsage() {
  const invalidate = useInvalidateAffected();
  return useMutation({
    mutationFn: (userId: string) =>
      apiPost<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/reset-usage`),
    onSuccess: invalidate,
  });
}

export function useAdminMessages() {
  return useQuery({
    queryKey: keys.messages,
    queryFn: () => apiGet<{ messages: ContactMessage[] }>("/api/admin/messages"),
    select: (data) => data.messages,
  });
}
