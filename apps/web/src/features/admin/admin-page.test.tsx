import { ADMIN_COPY, MESSAGES } from "@photo-organizer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { AdminPage } from "./admin-page";

const admin = testUser({
  id: "11111111-1111-4111-8111-111111111111",
  email: "boss@example.com",
  isAdmin: true,
});
const other = { id: "22222222-2222-4222-8222-222222222222", email: "pat@example.com", name: "Pat" };
const userRow = (
  u: { id: string; email: string | null; name: string | null },
  plan = "free",
  usageCount = 3,
) => ({
  ...u,
  plan,
  usageCount,
  period: "2026-11",
  createdAt: "2026-11-01T00:00:00.000Z",
});

function serverWithPassword(password: string) {
  let unlocked = false;
  const fetch = stubFetch({
    "GET /api/admin/status": () => json({ isAdmin: true, unlocked }),
    "POST /api/admin/unlock": (init) => {
      if (JSON.parse(String(init?.body)).password !== password) {
        return json({ message: MESSAGES.incorrectPassword, code: "incorrect_password" }, 401);
      }
      unlocked = true;
      return new Response(null, { status: 204 });
    },
    "GET /api/admin/users": () => json({ users: [userRow(admin), userRow(other, "pro", 9000)] }),
    "PUT /api/admin/users/11111111-1111-4111-8111-111111111111/plan": (init) =>
      json({ id: admin.id, plan: JSON.parse(String(init?.body)).plan }),
    "PUT /api/admin/users/22222222-2222-4222-8222-222222222222/plan": (init) =>
      json({ id: other.id, plan: JSON.parse(String(init?.body)).plan }),
    "POST /api/admin/users/22222222-2222-4222-8222-222222222222/reset-usage": () => json({ usage: {} }),
    "DELETE /api/admin/users/22222222-2222-4222-8222-222222222222": () => new Response(null, { status: 204 }),
    "GET /api/admin/messages": () =>
      json({
        messages: [
          {
            id: "m1",
            source: "help",
            name: "Sam",
            email: "sam@example.com",
            subject: "Support request",
            message: "My ZIP is empty",
            userId: null,
            plan: null,
            createdAt: "2026-11-20T10:00:00.000Z",
          },
          {
            id: "m2",
            source: "contact",
            name: "Vic",
            email: "vic@example.com",
            subject: "Invoice",
            message: "Where is my invoice?",
            userId: "33333333-3333-4333-8333-333333333333",
            plan: "enterprise",
            createdAt: "2026-11-19T10:00:00.000Z",
          },
        ],
      }),
  });
  return fetch;
}

describe("AdminPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the tools locked behind the password and alerts 'Incorrect password'", async () => {
    serverWithPassword("s3cret");
    const user = userEvent.setup();
    renderRoute(<AdminPage />, { path: "/admin", user: admin });
    const password = await screen.findByLabelText("Admin password");
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();
    await user.type(password, "guess");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.incorrectPassword);
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();

    await user.type(password, "s3cret");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    expect(await screen.findByRole("heading", { name: "Users" })).toBeInTheDocument();
    expect(await screen.findByText("My ZIP is empty")).toBeInTheDocument();
    // Each message says the support its sender's plan promises.
    const sender = (text: string) => screen.getByText(text).closest("li")?.textContent;
    expect(sender("My ZIP is empty")).toContain("Not signed in");
    expect(sender("Where is my invoice?")).toContain("VIP · Priority support");
    expect(screen.getByRole("link", { name: /Export subscribers/ })).toHaveAttribute(
      "href",
      "/api/admin/newsletter.csv",
    );
  });

  it("sets a plan with the spec's toast when it is your own, and refreshes your user and usage", async () => {
    serverWithPassword("s3cret");
    const user = userEvent.setup();
    const { queryClient } = renderRoute(<AdminPage />, { path: "/admin", user: admin });
    await user.type(await screen.findByLabelText("Admin password"), "s3cret");
    await user.click(screen.getByRole("button", { name: "Unlock" }));
    await user.type(await screen.findByLabelText("Find a user by email"), "example.com");
    await user.click(screen.getByRole("button", { name: "Search" }));

    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    await user.selectOptions(await screen.findByLabelText("Plan for boss@example.com"), "pro");
    await user.click(screen.getAllByRole("button", { name: "Set plan" })[0] as HTMLElement);
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.planUpdated("Pro")));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["me"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["usage"] });

    await user.selectOptions(screen.getByLabelText("Plan for pat@example.com"), "enterprise");
    await user.click(screen.getAllByRole("button", { name: "Set plan" })[1] as HTMLElement);
    await waitFor(() =>
      expect(toastTexts()).toContain("The plan of pat@example.com has been updated to VIP"),
    );

    await user.click(screen.getAllByRole("button", { name: "Reset Usage" })[1] as HTMLElement);
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.usageReset));

    // An account is deleted only after the dialog says what goes with it; one's own cannot be.
    expect(
      screen.queryByRole("button", { name: ADMIN_COPY.deleteAccountOf("boss@example.com") }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: ADMIN_COPY.deleteAccountOf("pat@example.com") }));
    const dialog = await screen.findByRole("dialog", { name: ADMIN_COPY.deleteTitle("pat@example.com") });
    expect(dialog).toHaveTextContent(ADMIN_COPY.deleteBody);
    await user.click(within(dialog).getByRole("button", { name: ADMIN_COPY.deleteAccount }));
    await waitFor(() => expect(toastTexts()).toContain(ADMIN_COPY.deleted("pat@example.com")));
  });

  it("shows the password gate again once the server says the unlock has run out", async () => {
    let unlocked = true;
    const locked = () => {
      unlocked = false;
      return json({ message: "Admin area is locked", code: "admin_locked" }, 403);
    };
    stubFetch({
      "GET /api/admin/status": () => json({ isAdmin: true, unlocked }),
      "GET /api/admin/users": locked,
      "GET /api/admin/messages": locked,
    });
    renderRoute(<AdminPage />, { path: "/admin", user: admin });
    expect(await screen.findByLabelText("Admin password")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Users" })).not.toBeInTheDocument();
  });
});
