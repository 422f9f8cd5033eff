import { MESSAGES } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, toastTexts } from "@/testing/render-route";
import { ContactForm } from "./contact-form";

describe("ContactForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requires all four fields, with an email-type email field", () => {
    renderRoute(<ContactForm source="contact" />);
    for (const name of [MESSAGES.formName, MESSAGES.formEmail, MESSAGES.formSubject, MESSAGES.formMessage]) {
      expect(screen.getByLabelText(name)).toBeRequired();
    }
    expect(screen.getByLabelText(MESSAGES.formEmail)).toHaveAttribute("type", "email");
  });

  it("stores the message on the server, toasts and empties the form", async () => {
    const fetch = stubFetch({ "POST /api/contact": () => json({ id: "x" }, 201) });
    const user = userEvent.setup();
    renderRoute(<ContactForm source="contact" />);
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
    renderRoute(<ContactForm source="help" />);
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
    renderRoute(<ContactForm source="help" />);
    await user.type(screen.getByLabelText(MESSAGES.formName), "Sam");
    await user.type(screen.getByLabelText(MESSAGES.formEmail), "sam@example.com");
    await user.type(screen.getByLabelText(MESSAGES.formMessage), "Help");
    await user.click(screen.getByRole("button", { name: MESSAGES.submitSupportRequest }));
    await waitFor(() => expect(toastTexts()).toContain(MESSAGES.emailInvalid));
    expect(screen.getByLabelText(MESSAGES.formName)).toHaveValue("Sam");
  });
});
