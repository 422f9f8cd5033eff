import type { PlanId } from "@photo-organizer/core";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { meQueryKey } from "@/features/auth/use-auth";
import { ApiError, apiGet, apiPost, apiPut, apiRequest } from "@/lib/api-client";
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
  /** The sender's plan now; null when sent without signing in. */
  plan: PlanId | null;
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

/**
 * The unlock lasts a while (ADMIN_UNLOCK_TTL_MS), then the server answers `admin_locked`: the status is asked
 * again, so the page shows the password gate instead of failing tools.
 */
function relockWhenExpired(queryClient: QueryClient) {
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === "admin_locked") {
      void queryClient.invalidateQueries({ queryKey: keys.status });
    }
  };
}

/** An admin GET that notices when the unlock has run out. */
async function adminGet<T>(queryClient: QueryClient, path: string): Promise<T> {
  try {
    return await apiGet<T>(path);
  } catch (error) {
    relockWhenExpired(queryClient)(error);
    throw error;
  }
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
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.users(query),
    queryFn: () =>
      adminGet<{ users: AdminUser[] }>(queryClient, `/api/admin/users?query=${encodeURIComponent(query)}`),
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
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { userId: string; plan: PlanId }>({
    onError: relockWhenExpired(queryClient),
    mutationFn: ({ userId, plan }: { userId: string; plan: PlanId }) =>
      apiPut<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/plan`, { plan }),
    onSuccess: invalidate,
  });
}

/** Deletes an account and everything kept for it; the list is searched again afterwards. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    onError: relockWhenExpired(queryClient),
    mutationFn: (userId: string) =>
      apiRequest<unknown>("DELETE", `/api/admin/users/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}

export function useResetUsage() {
  const invalidate = useInvalidateAffected();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    onError: relockWhenExpired(queryClient),
    mutationFn: (userId: string) =>
      apiPost<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/reset-usage`),
    onSuccess: invalidate,
  });
}

export function useAdminMessages() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.messages,
    queryFn: () => adminGet<{ messages: ContactMessage[] }>(queryClient, "/api/admin/messages"),
    select: (data) => data.messages,
  });
}
