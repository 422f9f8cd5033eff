import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";
import type { User } from "@/features/auth/use-auth";
import { LeaveGuards } from "@/lib/leave-guards";

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: "user-1",
  email: "ada@example.com",
  name: "Ada Lovelace",
  avatarUrl: null,
  plan: "free",
  isAdmin: false,
  ...overrides,
});

type Options = {
  path?: string;
  /** The signed-in user (`null`: signed out). Left out, `/api/session` goes through the stubbed fetch. */
  user?: User | null;
  /** Other routes the page may navigate to; each renders `page <path>` as its heading. */
  otherPaths?: string[];
  /** The page the user came from (rendered as the other paths are): Back goes there. */
  from?: string;
};

/**
 * Renders `element` at `path` inside the app's providers (React Query, a memory router, the toaster), so tests
 * can check navigation (`router.state.location`), toasts and queries.
 */
export function renderRoute(element: ReactNode, { path = "/", user, otherPaths = [], from }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (user !== undefined) queryClient.setQueryData(["me"], user);
  const others = from ? [from, ...otherPaths] : otherPaths;
  const router = createMemoryRouter(
    [
      {
        // As the app's layout does: one navigation blocker for every part of the page.
        element: (
          <LeaveGuards>
            <Outlet />
          </LeaveGuards>
        ),
        children: [{ path, element }, ...others.map((p) => ({ path: p, element: <h1>{`page ${p}`}</h1> }))],
      },
    ],
    { initialEntries: from ? [from, path] : [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces `fetch` with handlers keyed by "METHOD /path" (query string ignored); anything else is a 404. */
export function stubFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? "GET").toUpperCase()} ${url.split("?")[0]}`;
    const handler = handlers[key];
    return handler ? handler(init) : new Response(JSON.stringify({ message: "Not Found" }), { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The texts of the toasts on screen (sonner renders each as `[data-sonner-toast]`). */
export const toastTexts = (): string[] =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((t) => t.textContent ?? "");
