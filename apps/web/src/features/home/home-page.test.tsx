import { HOME_COPY } from "@photo-organizer/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderRoute, stubFetch, testUser } from "@/testing/render-route";
import { HomePage } from "./home-page";

describe("HomePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  function setup(user?: ReturnType<typeof testUser> | null, vipPlacesLeft = 3) {
    stubFetch({
      "GET /api/stats": () =>
        json({ activeUsers: 1234, imagesProcessed: 1_000_042, rating: 4.9, vipPlacesLeft }),
    });
    renderRoute(
      <HomePage
        renderNewsletter={({ showAdminControls }) => <p>{`admin controls: ${showAdminControls}`}</p>}
      />,
      { user },
    );
  }

  it("toggles the newsletter admin flag with three clicks on the heading", async () => {
    setup();
    const user = userEvent.setup();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(screen.getByText("admin controls: false")).toBeInTheDocument();
    await user.click(heading);
    await user.click(heading);
    expect(screen.getByText("admin controls: false")).toBeInTheDocument();
    await user.click(heading);
    expect(screen.getByText("admin controls: true")).toBeInTheDocument();
    await user.tripleClick(heading);
    expect(screen.getByText("admin controls: false")).toBeInTheDocument();
  });

  it("shows the statistics from the server with the 4.9/5 rating", async () => {
    // With reduced motion the count-up lands on the figures at once.
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce") }));
    setup();
    expect(await screen.findByText("4.9/5")).toBeInTheDocument();
    expect(await screen.findByText("1,234+")).toBeInTheDocument();
    expect(screen.getByText("1,000,042+")).toBeInTheDocument();
  });

  it("shows the three Quick Start steps in order", () => {
    setup();
    const steps = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(steps).toEqual(["Upload", "Analyze", "Download ZIP"]);
  });

  it("asks a visitor to create an account for the VIP offer", () => {
    setup(null);
    expect(screen.getByRole("link", { name: HOME_COPY.vipCta })).toHaveAttribute("href", "/signup");
  });

  it("says how many VIP places are left, and once none is, that the offer is closed and what a new account gets", async () => {
    setup(null);
    expect(await screen.findByText(new RegExp(HOME_COPY.vipPlacesLeft(3, 10)))).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: HOME_COPY.vipHeading(10, "VIP") })).toBeInTheDocument();
  });

  it("does not promise VIP to a visitor once every place is taken", async () => {
    setup(null, 0);
    expect(
      await screen.findByRole("heading", { name: HOME_COPY.vipTakenHeading(10, "VIP") }),
    ).toBeInTheDocument();
    expect(screen.getByText(HOME_COPY.vipTakenBadge)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: HOME_COPY.vipHeading(10, "VIP") })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Every place is taken\. A new account starts on the Free plan, 25 images a month/),
    ).toBeInTheDocument();
  });

  it("does not ask someone signed in to create an account", () => {
    setup(testUser());
    expect(screen.getByRole("heading", { name: /The first 10 accounts/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: HOME_COPY.vipCta })).not.toBeInTheDocument();
  });
});
