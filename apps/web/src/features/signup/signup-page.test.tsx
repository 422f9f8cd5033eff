import { MESSAGES, SIGNUP_COPY } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { SignupPage } from "./signup-page";

describe("SignupPage", () => {
  it("offers the provider login and the log-in link when signed out", async () => {
    stubFetch({ "GET /api/config": () => json({ signInProvider: "Google" }) });
    renderRoute(<SignupPage />, { path: "/signup", user: null });
    expect(screen.getByRole("heading", { level: 1, name: MESSAGES.signupHeading })).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: SIGNUP_COPY.continueWith("Google") }),
    ).toBeInTheDocument();
    expect(screen.getByText(SIGNUP_COPY.intro("Google"))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MESSAGES.signupLoginLink })).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fsignup",
    );
  });

  it("names no provider the server does not sign in with (its own development sign-in, another provider)", async () => {
    stubFetch({ "GET /api/config": () => json({ signInProvider: null }) });
    renderRoute(<SignupPage />, { path: "/signup", user: null });
    expect(await screen.findByRole("button", { name: SIGNUP_COPY.continueWith(null) })).toBeInTheDocument();
    expect(screen.queryByText(/Google account to start/)).not.toBeInTheDocument();
  });

  it("sends a signed-in visitor to /upload with the Welcome! toast", async () => {
    const { router } = renderRoute(<SignupPage />, {
      path: "/signup",
      user: testUser(),
      otherPaths: ["/upload"],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/upload"));
    await waitFor(() =>
      expect(toastTexts()).toContain(`${MESSAGES.welcome.title}${MESSAGES.welcome.description}`),
    );
  });
});
