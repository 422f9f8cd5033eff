import { MESSAGES } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute, testUser, toastTexts } from "@/testing/render-route";
import { SignupPage } from "./signup-page";

describe("SignupPage", () => {
  it("offers the provider login and the log-in link when signed out", () => {
    renderRoute(<SignupPage />, { path: "/signup", user: null });
    expect(screen.getByRole("heading", { level: 1, name: MESSAGES.signupHeading })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: MESSAGES.signupLoginLink })).toHaveAttribute(
      "href",
      "/login?returnTo=%2Fsignup",
    );
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
