import type { SignedInUser } from "@photo-organizer/core";
import { sessionResponseSchema } from "@photo-organizer/core/api";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { paths } from "@/config/paths";
import { ApiError, apiGet, apiPastHold } from "@/lib/api-client";
import { holdRequests } from "@/lib/request-hold";

export type User = SignedInUser;

export type AuthStatus = "loading" | "authenticated" | "anonymous";

export const meQueryKey = ["me"] as const;

/**
 * How long a sign-out waits for the page's requests still on their way. Past it they are left: a hung request
 * must not keep someone signed in.
 */
const SIGN_OUT_SETTLE_MS = 2_000;

const SESSION_PATH = "/api/session";
const sessionUser = (body: unknown): User | null => sessionResponseSchema.parse(body).user;

/**
 * The signed-in user, or null for a visitor. `GET /api/session` answers 200 either way, so a signed-out page
 * load makes no failed request (the browser would log a 401 as an error on every page).
 */
export async function fetchMe(): Promise<User | null> {
  return sessionUser(await apiGet(SESSION_PATH));
}

function navigateTo(href: string) {
  window.location.assign(href);
}

export function useAuth() {
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
   * browser has left. Rejects, with the page working as before (its held requests sent), when the server could not
   * be reached and the session still holds.
   */
  const logout = useCallback(async () => {
    // No request of the page's goes out any more, and those already sent are answered while the session holds.
    const hold = holdRequests();
    try {
      await hold.settled(SIGN_OUT_SETTLE_MS);
      const { redirectTo } = await apiPastHold<{ redirectTo: string }>(hold, "POST", paths.auth.logout.path);
      navigateTo(redirectTo);
    } catch (error) {
      // The answer may be what was lost, after the server had ended the session: then the sign-out happened, and
      // the held requests stay held (each would be refused). The session is asked past the hold.
      const session = await apiPastHold(hold, "GET", SESSION_PATH).catch(() => undefined);
      if (session !== undefined && sessionUser(session) === null) return navigateTo(paths.home.getHref());
      hold.release();
      throw error;
    }
  }, []);

  return { status, user: me.data ?? null, login, logout };
}
