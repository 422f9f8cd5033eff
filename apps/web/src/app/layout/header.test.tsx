import { MESSAGES, SIGN_OUT_COPY } from "@photo-organizer/core";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "@/components/theme-provider";
import { ContactForm } from "@/features/contact/components/contact-form";
import { apiGet, apiPost } from "@/lib/api-client";
import { useUnloadGuard } from "@/lib/leave-guards";
import { holdRequests } from "@/lib/request-hold";
import { stayAfterAll } from "@/lib/unsaved-work";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { Header } from "./header";

const header = (
  <ThemeProvider>
    <Header />
  </ThemeProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  // A sign-out that succeeded holds requests for good (the page leaves): the next test starts with none held.
  holdRequests().release();
  stayAfterAll();
  window.location.hash = "";
});

describe("Header", () => {
  it("marks Usage as the page a signed-in user is on", async () => {
    renderRoute(header, { path: "/usage", user: testUser() });
    expect(await screen.findByRole("link", { name: "Usage" })).toHaveAttribute("aria-current", "page");
  });

  it("does not mark Usage on another page", async () => {
    renderRoute(header, { path: "/upload", user: testUser() });
    expect(await screen.findByRole("link", { name: "Usage" })).not.toHaveAttribute("aria-current");
  });
});

/** A part of the page that reads the user's tokens as it mounts, as /usage does. */
function TokensReader() {
  const tokens = useQuery({ queryKey: ["tokens"], queryFn: () => apiGet("/api/tokens") });
  return <p>{tokens.isSuccess ? "tokens read" : "reading tokens"}</p>;
}

const page = (
  <ThemeProvider>
    <Header />
    <TokensReader />
  </ThemeProvider>
);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const requests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);

describe("Log Out on a page still loading", () => {
  it("lets the page's requests finish before ending the session, and sends none after", async () => {
    const tokens = deferred<Response>();
    const fetchMock = stubFetch({
      "GET /api/tokens": () => tokens.promise,
      "GET /api/later": () => json({}),
      // A redirect within the page, which jsdom can follow.
      "POST /auth/logout": () => json({ redirectTo: "#signed-out" }),
    });
    const { queryClient } = renderRoute(page, { path: "/usage", user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: MESSAGES.logOut }));
    expect(screen.getByRole("button", { name: MESSAGES.logOut })).toBeDisabled();
    void queryClient.prefetchQuery({ queryKey: ["later"], queryFn: () => apiGet("/api/later") });
    // A run's next photo, as /upload sends it: held too, so it is not refused and filed as failed.
    void apiPost("/api/analyze-image", { base64Image: "" });
    await new Promise((r) => setTimeout(r, 50));
    expect(requests(fetchMock)).toEqual(["GET /api/tokens"]);

    tokens.resolve(json({ tokens: [] }));
    await waitFor(() => expect(window.location.hash).toBe("#signed-out"));
    expect(requests(fetchMock)).toEqual(["GET /api/tokens", "POST /auth/logout"]);
  });

  it("says so when the server cannot be reached, keeps the user signed in and runs the reads it held", async () => {
    const fetchMock = stubFetch({
      "GET /api/tokens": () => json({ tokens: [] }),
      "GET /api/later": () => json({}),
      "POST /auth/logout": () => Promise.reject(new TypeError("Failed to fetch")),
      // Asked after the failure: the session still holds, so the sign-out did not happen.
      "GET /api/session": () => json({ user: testUser() }),
    });
    const { queryClient } = renderRoute(page, { path: "/usage", user: testUser() });
    await screen.findByText("tokens read");
    const logOut = screen.getByRole("button", { name: MESSAGES.logOut });
    await userEvent.click(logOut);
    const later = queryClient.fetchQuery({ queryKey: ["later"], queryFn: () => apiGet("/api/later") });

    await waitFor(() => expect(toastTexts().join()).toContain(SIGN_OUT_COPY.failedTitle));
    expect(toastTexts().join()).toContain(SIGN_OUT_COPY.failedBody);
    expect(logOut).toBeEnabled();
    await later;
    const sent = requests(fetchMock);
    expect(sent.slice(0, 2)).toEqual(["GET /api/tokens", "POST /auth/logout"]);
    expect(sent.slice(2).sort()).toEqual(["GET /api/later", "GET /api/session"]);
  });
});

/** A page with a run going, as /upload is while it organizes: leaving would interrupt it. */
function RunGoing() {
  useUnloadGuard(true, SIGN_OUT_COPY.holding.run);
  return <p>organizing</p>;
}

const runPage = (
  <ThemeProvider>
    <Header />
    <RunGoing />
  </ThemeProvider>
);

/** Whether the browser would ask before the page unloads (a guard cancels `beforeunload`). */
function browserAsks(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("Log Out with a run going", () => {
  it("asks first, and Stay keeps the session and the run", async () => {
    const fetchMock = stubFetch({ "POST /auth/logout": () => json({ redirectTo: "#signed-out" }) });
    renderRoute(runPage, { path: "/upload", user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: MESSAGES.logOut }));
    const dialog = await screen.findByRole("dialog", { name: SIGN_OUT_COPY.leaving.title });
    expect(dialog).toHaveTextContent(SIGN_OUT_COPY.holding.run);

    await userEvent.click(screen.getByRole("button", { name: SIGN_OUT_COPY.leaving.stay }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requests(fetchMock)).toEqual([]);
    expect(screen.getByText("organizing")).toBeInTheDocument();
    expect(browserAsks()).toBe(true);
  });

  it("signs out once the user confirms, without the browser asking a second time", async () => {
    const fetchMock = stubFetch({ "POST /auth/logout": () => json({ redirectTo: "#signed-out" }) });
    renderRoute(runPage, { path: "/upload", user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: MESSAGES.logOut }));
    await userEvent.click(await screen.findByRole("button", { name: SIGN_OUT_COPY.leaving.leave }));

    await waitFor(() => expect(window.location.hash).toBe("#signed-out"));
    expect(requests(fetchMock)).toEqual(["POST /auth/logout"]);
    expect(browserAsks()).toBe(false);
  });

  it("asks the browser's question again when the sign-out failed and the page stays", async () => {
    stubFetch({ "POST /auth/logout": () => Promise.reject(new TypeError("Failed to fetch")) });
    renderRoute(runPage, { path: "/upload", user: testUser() });
    await userEvent.click(await screen.findByRole("button", { name: MESSAGES.logOut }));
    await userEvent.click(await screen.findByRole("button", { name: SIGN_OUT_COPY.leaving.leave }));

    await waitFor(() => expect(toastTexts().join()).toContain(SIGN_OUT_COPY.failedTitle));
    expect(browserAsks()).toBe(true);
  });
});

describe("Log Out with a message not sent", () => {
  it("says the message would be dropped, not that a run would stop", async () => {
    const fetchMock = stubFetch({ "POST /auth/logout": () => json({ redirectTo: "#signed-out" }) });
    const user = userEvent.setup();
    renderRoute(
      <ThemeProvider>
        <Header />
        <ContactForm source="help" />
      </ThemeProvider>,
      { path: "/help", user: testUser() },
    );
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "My ZIP has no Travel folder");
    await user.click(await screen.findByRole("button", { name: MESSAGES.logOut }));

    const dialog = await screen.findByRole("dialog", { name: SIGN_OUT_COPY.leaving.title });
    expect(screen.getByText(SIGN_OUT_COPY.holding.message)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(SIGN_OUT_COPY.holding.run);
    expect(dialog).not.toHaveTextContent(SIGN_OUT_COPY.holding.results);
    await user.click(screen.getByRole("button", { name: SIGN_OUT_COPY.leaving.stay }));
    expect(screen.getByLabelText(MESSAGES.formMessage)).toHaveValue("My ZIP has no Travel folder");
    expect(requests(fetchMock)).toEqual([]);
  });
});
