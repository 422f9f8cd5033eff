import { MESSAGES } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser } from "@/testing/render-route";
import { RequireAdmin } from "./require-admin";
import { RequireAuth } from "./require-auth";

afterEach(() => vi.unstubAllGlobals());

describe("RequireAuth (A1)", () => {
  it("shows 'Loading…' while /api/session loads, then the page for a signed-in user", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({ "GET /api/session": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoute(
      <RequireAuth>
        <h1>usage page</h1>
      </RequireAuth>,
      { path: "/usage" },
    );
    expect(await screen.findByText(MESSAGES.guardLoading)).toBeInTheDocument();
    answer(json({ user: testUser() }));
    expect(await screen.findByRole("heading", { name: "usage page" })).toBeInTheDocument();
  });

  it("sends a signed-out visitor to /login with the page to come back to", async () => {
    stubFetch({ "GET /api/session": () => json({ user: null }) });
    const { router } = renderRoute(
      <RequireAuth>
        <h1>usage page</h1>
      </RequireAuth>,
      { path: "/usage", otherPaths: ["/login"] },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe("?returnTo=%2Fusage");
    expect(screen.queryByRole("heading", { name: "usage page" })).toBeNull();
  });
});

describe("RequireAdmin (A1)", () => {
  const admin = (
    <RequireAdmin>
      <h1>admin page</h1>
    </RequireAdmin>
  );

  it("sends a signed-out visitor to /login", async () => {
    const { router } = renderRoute(admin, { path: "/admin", user: null, otherPaths: ["/login"] });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("sends a signed-in user who is not an admin to /", async () => {
    const { router } = renderRoute(admin, { path: "/admin", user: testUser(), otherPaths: ["/"] });
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the page to an admin", async () => {
    renderRoute(admin, { path: "/admin", user: testUser({ isAdmin: true }) });
    expect(await screen.findByRole("heading", { name: "admin page" })).toBeInTheDocument();
  });
});
