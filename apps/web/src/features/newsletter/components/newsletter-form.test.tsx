import { CAPTURED_EMAILS_KEY, MESSAGES, NEWSLETTER_COPY, NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, toastTexts } from "@/testing/render-route";
import { readCapturedEmails } from "../lib/captured-emails";
import { NewsletterForm } from "./newsletter-form";

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<NewsletterForm />, { otherPaths: ["/signup"] });
  const input = screen.getByRole("textbox", { name: "Email address" });
  const submit = () => user.click(screen.getByRole("button", { name: "Subscribe" }));
  return { ...view, user, input, submit };
}

describe("NewsletterForm", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for an email, then a valid one, and clears the error on typing", async () => {
    const fetch = stubFetch({});
    const { user, input, submit } = setup();
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.emailRequired);
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.type(input, "not-an-email");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.emailInvalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("subscribes through the server, toasts success and moves on to /signup", async () => {
    const fetch = stubFetch({ "POST /api/subscribe": () => json({ status: "subscribed", message: "ok" }) });
    const { user, input, submit, router } = setup();
    await user.type(input, "new@example.com");
    await submit();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `${MESSAGES.subscribeSuccess.title}${MESSAGES.subscribeSuccess.description}`,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    // The router's state moves first; React shows the page a render later.
    expect(await screen.findByRole("heading", { name: "page /signup" })).toBeInTheDocument();
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ email_address: "new@example.com", listId: NEWSLETTER_LIST_ID });
  });

  it("keeps the email locally when the server cannot be reached, and still succeeds", async () => {
    stubFetch({
      "POST /api/subscribe": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const { user, input, submit, router } = setup();
    await user.type(input, "offline@example.com");
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
    expect(readCapturedEmails()).toMatchObject([{ email: "offline@example.com", status: "local_only" }]);
  });

  it("shows the already-subscribed panel for an email this browser already holds, without calling the server", async () => {
    localStorage.setItem(
      CAPTURED_EMAILS_KEY,
      JSON.stringify([
        { email: "known@example.com", timestamp: "2026-01-01T00:00:00Z", listId: NEWSLETTER_LIST_ID },
      ]),
    );
    const fetch = stubFetch({});
    const { user, input, submit, router } = setup();
    await user.type(input, "KNOWN@example.com");
    await submit();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `${MESSAGES.alreadySubscribed.title}${MESSAGES.alreadySubscribed.description}`,
      ),
    );
    // Nothing sent to subscribe (the page may ask the server's public settings, for the provider's name).
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain("/api/subscribe");
    await user.click(await screen.findByRole("button", { name: NEWSLETTER_COPY.logInWith(null) }));
    expect(router.state.location.pathname).toBe("/signup");
  });

  it("shows the already-subscribed panel when the server already has the email", async () => {
    stubFetch({ "POST /api/subscribe": () => json({ status: "already_subscribed", message: "" }) });
    const { user, input, submit, router } = setup();
    await user.type(input, "again@example.com");
    await submit();
    expect(await screen.findByRole("button", { name: NEWSLETTER_COPY.logInWith(null) })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("toasts the failure and returns to the form when even the local save fails", async () => {
    stubFetch({ "POST /api/subscribe": () => new Response("", { status: 502 }) });
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { user, input, submit, router } = setup();
    await user.type(input, "full@example.com");
    await submit();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `${MESSAGES.subscribeFailure.title}${MESSAGES.subscribeFailure.description}`,
      ),
    );
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(router.state.location.pathname).toBe("/");
    setItem.mockRestore();
  });
});
