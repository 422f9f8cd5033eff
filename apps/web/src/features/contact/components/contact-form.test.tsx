import { CONTACT_COPY, MESSAGES } from "@photo-organizer/core";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requires all four fields, with an email-type email field", () => {
    renderRoute(<ContactForm source="contact" />, { user: null });
    for (const name of [MESSAGES.formName, MESSAGES.formEmail, MESSAGES.formSubject, MESSAGES.formMessage]) {
      expect(screen.getByLabelText(name)).toBeRequired();
    }
    expect(screen.getByLabelText(MESSAGES.formEmail)).toHaveAttribute("type", "email");
  });

  it("stores the message on the server, toasts and empties the form", async () => {
    const fetch = stubFetch({ "POST /api/contact": () => json({ id: "x" }, 201) });
    const user = userEvent.setup();
    renderRoute(<ContactForm source="contact" />, { user: null });
    await user.type(screen.getByLabelText(MESSAGES.formName), "Ada");
    await user.type(screen.getByLabelText(MESSAGES.formEmail), "ada@example.com");
    await user.type(screen.getByLabelText(MESSAGES.formSubject), "Plans");
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "Do you offer yearly billing?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(toastTexts()).toContain(`${MESSAGES.contactSent.title}${MESSAGES.contactSent.description}`),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Plans",
      message: "Do you offer yearly billing?",
      source: "contact",
    });
    expect(screen.getByLabelText(MESSAGES.formName)).toHaveValue("");
  });

  it("is the help page's support form with source help and no subject field", async () => {
    const fetch = stubFetch({ "POST /api/contact": () => json({ id: "x" }, 201) });
    const user = userEvent.setup();
    renderRoute(<ContactForm source="help" />, { user: null });
    expect(screen.queryByLabelText(MESSAGES.formSubject)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(MESSAGES.formName), "Sam");
    await user.type(screen.getByLabelText(MESSAGES.formEmail), "sam@example.com");
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "Help");
    await user.click(screen.getByRole("button", { name: MESSAGES.submitSupportRequest }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ source: "help", name: "Sam" });
  });

  it("shows the server's message when it refuses", async () => {
    stubFetch({ "POST /api/contact": () => json({ message: MESSAGES.emailInvalid }, 400) });
    const user = userEvent.setup();
    renderRoute(<ContactForm source="help" />, { user: null });
    await user.type(screen.getByLabelText(MESSAGES.formName), "Sam");
    await user.type(screen.getByLabelText(MESSAGES.formEmail), "sam@example.com");
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "Help");
    await user.click(screen.getByRole("button", { name: MESSAGES.submitSupportRequest }));
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.emailInvalid));
    expect(screen.getByLabelText(MESSAGES.formName)).toHaveValue("Sam");
  });

  it("fills in a signed-in user's name and email, and keeps them for the next message", async () => {
    stubFetch({ "POST /api/contact": () => json({ id: "x" }, 201) });
    const user = userEvent.setup();
    renderRoute(<ContactForm source="help" />, { user: testUser() });
    expect(screen.getByLabelText(MESSAGES.formName)).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText(MESSAGES.formEmail)).toHaveValue("ada@example.com");
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "My ZIP is empty");
    await user.click(screen.getByRole("button", { name: MESSAGES.submitSupportRequest }));
    await waitFor(() => expect(screen.getByLabelText(MESSAGES.formMessage)).toHaveValue(""));
    expect(screen.getByLabelText(MESSAGES.formEmail)).toHaveValue("ada@example.com");
  });

  it("asks before Back drops a message not sent, and keeps it to go on writing", async () => {
    stubFetch({ "POST /api/contact": () => json({ id: "x" }, 201) });
    const user = userEvent.setup();
    const { router } = renderRoute(<ContactForm source="contact" />, {
      path: "/contact",
      from: "/pricing",
      user: testUser(),
    });
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "Do you offer yearly billing?");
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole("button", { name: CONTACT_COPY.leaving.stay }));
    expect(router.state.location.pathname).toBe("/contact");
    expect(screen.getByLabelText(MESSAGES.formMessage)).toHaveValue("Do you offer yearly billing?");

    // Sent: nothing is left to lose, and Back goes at once.
    await user.type(screen.getByLabelText(MESSAGES.formSubject), "Plans");
    await user.click(screen.getByRole("button", { name: CONTACT_COPY.send }));
    await waitFor(() => expect(screen.getByLabelText(MESSAGES.formMessage)).toHaveValue(""));
    await act(() => router.navigate(-1));
    await screen.findByRole("heading", { name: "page /pricing" });
  });
});
