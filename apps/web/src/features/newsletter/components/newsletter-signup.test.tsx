import { NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser } from "@/testing/render-route";
import { saveCapturedEmail } from "../lib/captured-emails";
import { NewsletterSignup } from "./newsletter-signup";

describe("NewsletterSignup", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the admin controls only to admins when the flag is on, and Reset form empties the form", async () => {
    stubFetch({});
    const user = userEvent.setup();
    const view = renderRoute(<NewsletterSignup showAdminControls />, { user: testUser({ isAdmin: true }) });
    const input = screen.getByRole("textbox", { name: "Email address" });
    await user.type(input, "draft@example.com");
    await user.click(screen.getByRole("button", { name: "Reset form" }));
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("");
    view.unmount();

    renderRoute(<NewsletterSignup showAdminControls />, { user: testUser({ isAdmin: false }) });
    expect(screen.queryByRole("button", { name: "Reset form" })).not.toBeInTheDocument();
  });

  it("re-sends emails saved only in this browser once the server answers", async () => {
    saveCapturedEmail({ email: "later@example.com", listId: NEWSLETTER_LIST_ID, status: "local_only" });
    const fetch = stubFetch({ "POST /api/subscribe": () => json({ status: "subscribed", message: "" }) });
    renderRoute(<NewsletterSignup />, { user: null });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).email_address).toBe("later@example.com");
  });

  it("downloads this browser's list on Ctrl+Shift+E for a visitor who is not an unlocked admin", async () => {
    saveCapturedEmail({ email: "a@example.com", listId: NEWSLETTER_LIST_ID, status: "subscribed" });
    stubFetch({});
    const createObjectURL = vi.fn((_blob: Blob) => "blob:emails");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderRoute(<NewsletterSignup exportShortcut />, { user: null });
    fireEvent.keyDown(window, { key: "E", ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe("captured-emails.csv");
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain("a@example.com");
  });
});
