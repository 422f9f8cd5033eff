import type { SignedInUser } from "@photo-organizer/core";
import { sessionResponseSchema } from "@photo-organizer/core/api";
import { onlineManager, type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { paths } from "@/config/paths";
import { ApiError, apiGet, apiPost } from "@/lib/api-client";

export type User = SignedInUser;

export type AuthStatus = "loading" | "authenticated" | "anonymous";

export const meQueryKey = ["me"] as const;

/**
 * How long a sign-out waits for the page's reads still on their way. Past it the reads are abandoned: a hung
 * request must not keep someone signed in.
 */
const SIGN_OUT_SETTLE_MS = 2_000;

/**
 * The signed-in user, or null for a visitor. `GET /api/session` answers 200 either way, so a signed-out page
 * load makes no failed request (the browser would log a 401 as an error on every page).
 */
export async function fetchMe(): Promise<User | null> {
  return sessionResponseSchema.parse(await apiGet("/api/session")).user;
}

function navigateTo(href: string) {
  window.location.assign(href);
}

/** Resolves once no query is fetching, or after `timeoutMs`. */
function settled(client: QueryClient, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
  });
}

/**
 * Signing out from a page still loading (a user who clicks Log Out at once on /usage, say) would otherwise race
 * the page's own reads: one that reaches the server after the session ended is answered 401, and the page could
 * show a load failure on its way out. So reads starting from here wait (TanStack Query holds every fetch while it
 * believes the browser offline, and starts them when told it is back), and those already sent are let finish
 * while the session still holds. `resume` undoes it, for a sign-out that failed: the held reads then run.
 */
function holdReads(client: QueryClient): { settled: Promise<void>; resume: () => void } {
  onlineManager.setOnline(false);
  return {
    settled: settled(client, SIGN_OUT_SETTLE_MS),
    resume: () => onlineManager.setOnline(navigator.onLine),
  };
}

export function useAuth() {
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: fetchMe,
    staleTime: 60_000,
    // A 4xx will not change on retry; a network error or 5xx gets one more try.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
  });

  const status: AuthStatus = me.isPending ? "loading" : me.data ? "authenticated" : "anonymous";

  /** Full-page redirect to the server, which runs the sign-in with the provider and comes back to `returnTo`. */
  const login = useCallback((returnTo?: string) => {
    const target = returnTo ?? `${window.location.pathname}${window.location.search}`;
    navigateTo(paths.auth.login.getHref(target));
  }, []);

  /**
   * Ends the server session, then leaves for `redirectTo` (the provider's sign-out or the site origin). The cached
   * user is left alone: clearing it first would make a guarded page (e.g. /usage) start a new sign-in before the
   * browser has left. Rejects, with the page working as before, when the server could not be reached.
   */
  const logout = useCallback(async () => {
    const reads = holdReads(queryClient);
    try {
      await reads.settled;
      const { redirectTo } = await apiPost<{ redirectTo: string }>(paths.auth.logout.path);
      navigateTo(redirectTo);
    } catch (error) {
      reads.resume();
      throw error;
    }
  }, [queryClient]);

  return { status, user: me.data ?? null, login, logout };
}
