import { PRICING_COPY, PRICING_PLANS } from "@photo-organizer/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute, stubFetch, testUser } from "@/testing/render-route";
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
