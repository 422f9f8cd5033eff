import { MESSAGES, PLANS, PRICING_COPY, PRICING_PLANS } from "@photo-organizer/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { PricingPage } from "./pricing-page";

const buttonText = (id: string) => PRICING_PLANS.find((plan) => plan.id === id)?.buttonText ?? "";

describe("/pricing for a signed-in account", () => {
  it("shows the VIP account its plan as its own, with nothing to buy, and a smaller plan as a switch", async () => {
    stubFetch({});
    const { router } = renderRoute(<PricingPage />, {
      path: "/pricing",
      user: testUser({ plan: "enterprise" }),
      otherPaths: ["/contact"],
    });
    expect(await screen.findByRole("button", { name: PRICING_COPY.currentPlan })).toBeDisabled();
    expect(screen.queryByRole("button", { name: buttonText("vip") })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: buttonText("pro") })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: PRICING_COPY.switchTo("Pro") }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/contact"));
  });

  it("offers a Free account the upgrades with the spec's buttons", async () => {
    stubFetch({});
    renderRoute(<PricingPage />, { path: "/pricing", user: testUser({ plan: "free" }) });
    expect(await screen.findByRole("button", { name: PRICING_COPY.currentPlan })).toBeDisabled();
    expect(screen.getByRole("button", { name: buttonText("pro") })).toBeEnabled();
    expect(screen.getByRole("button", { name: buttonText("vip") })).toBeEnabled();
  });
});

describe("/pricing for a visitor", () => {
  it("says what the Free plan gives when it is chosen, without saying they are on it, and leads to sign-up", async () => {
    stubFetch({});
    const { router } = renderRoute(<PricingPage />, {
      path: "/pricing",
      user: null,
      otherPaths: ["/signup"],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: buttonText("free") }));
    const said = MESSAGES.freePlanSelected(PLANS.free.monthlyLimit, PLANS.free.batchCap);
    await waitFor(() => expect(toastTexts().join()).toContain(said));
    expect(said).not.toMatch(/you're on/i);
    // A click without pointer events: sonner's swipe handling asks for pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: MESSAGES.signUp }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/signup"));
  });
});
