import { LEARNING, MESSAGES, REVIEW_TEXTS } from "@photo-organizer/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Usage } from "@/lib/usage";
import { json, renderRoute, stubFetch, testUser, toastTexts } from "@/testing/render-route";
import { UsagePage } from "./usage-page";

const usage = (count: number, overrides: Partial<Usage> = {}): Usage => ({
  plan: "free",
  period: "2026-11",
  count,
  limit: 25,
  remaining: Math.max(0, 25 - count),
  percent: Math.floor((count * 100) / 25),
  batchCap: 20,
  ...overrides,
});

async function renderUsage(answer: Usage) {
  stubFetch({ "GET /api/usage": () => json(answer) });
  const view = renderRoute(<UsagePage />, { path: "/usage", user: testUser(), otherPaths: ["/pricing"] });
  await screen.findByText(MESSAGES.currentPlan("Free"));
  return view;
}

describe("UsagePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the plan, count, percentage, period and history rows", async () => {
    await renderUsage(usage(5));
    expect(screen.getByRole("heading", { level: 1, name: MESSAGES.usageHeading })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usageCount(5, 25))).toBeInTheDocument();
    expect(screen.getByText("20%")).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usageResets("2026-11"))).toBeInTheDocument();
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      `${MESSAGES.usageRowTotal}5`,
      `${MESSAGES.usageRowLimit}25`,
      `${MESSAGES.usageRowRemaining}20`,
    ]);
    expect(screen.queryByText(MESSAGES.usageWarning)).not.toBeInTheDocument();
  });

  it("counts photos a run reserved and has not analysed as held, not processed", async () => {
    // A run of 12 left by a reload after 4 photos: 12 counted against the month, 4 processed, 8 held.
    await renderUsage(usage(12, { held: 8 }));
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      `${MESSAGES.usageRowTotal}4`,
      `${MESSAGES.usageRowHeld}8`,
      `${MESSAGES.usageRowLimit}25`,
      `${MESSAGES.usageRowRemaining}13`,
    ]);
    expect(screen.getByText(MESSAGES.usageHeldNote)).toBeInTheDocument();
  });

  it.each([
    [19, false, false, 76],
    [20, true, false, 80],
    [22, true, false, 88],
    [23, true, true, 92],
    [24, true, true, 96],
  ])("at %i of 25: warning %s, red bar %s, bar at %i%%", async (count, warning, red, bar) => {
    await renderUsage(usage(count));
    const progress = screen.getByRole("progressbar", { name: MESSAGES.usageHeading });
    expect(progress).toHaveAttribute("aria-valuenow", String(bar));
    expect(progress.hasAttribute("data-danger")).toBe(red);
    expect(screen.queryByText(MESSAGES.usageWarning) !== null).toBe(warning);
    expect(screen.queryByText(MESSAGES.limitReached(25))).not.toBeInTheDocument();
  });

  it.each([
    [25, 25],
    // An admin moved the account to a smaller plan: over the limit, the real count and no more than 100%.
    [34, 25],
  ])("at %i of %i says the limit is reached, in red, never that it is approaching", async (count, limit) => {
    await renderUsage(usage(count));
    expect(screen.getByText(MESSAGES.usageCount(count, limit))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usagePercent(100))).toBeInTheDocument();
    // 34 of 25 is 136%: not a share of anything a user can use.
    expect(screen.getAllByText(/^\d+%$/).map((el) => el.textContent)).toEqual([MESSAGES.usagePercent(100)]);
    expect(screen.getByRole("progressbar", { name: MESSAGES.usageHeading })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(screen.queryByText(MESSAGES.usageWarning)).not.toBeInTheDocument();
    const notice = screen.getByRole("alert");
    expect(notice).toHaveTextContent(MESSAGES.limitReached(limit));
    expect(notice).toHaveTextContent(MESSAGES.limitReachedDescription);
    expect(notice).toHaveAttribute("data-tone", "destructive");
    expect(within(notice).getByRole("link", { name: MESSAGES.upgradePlan })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("links the warning's Upgrade Plan to /pricing", async () => {
    const { router } = await renderUsage(usage(21));
    await userEvent.click(screen.getByRole("link", { name: MESSAGES.upgradePlan }));
    expect(router.state.location.pathname).toBe("/pricing");
  });

  it("shows VIP for the enterprise plan", async () => {
    stubFetch({ "GET /api/usage": () => json(usage(10, { plan: "enterprise", limit: 100_000 })) });
    renderRoute(<UsagePage />, { path: "/usage", user: testUser() });
    expect(await screen.findByText(MESSAGES.currentPlan("VIP"))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.usageCount(10, 100_000))).toBeInTheDocument();
  });

  it("forgets the user's corrections on request and says so", async () => {
    const remembered = {
      examples: 120,
      corrections: 14,
      limit: LEARNING.maxExamplesPerUser,
      reviewBeforeDownload: false,
    };
    const forgotten = { ...remembered, examples: 0, corrections: 0 };
    const fetchMock = stubFetch({
      "GET /api/usage": () => json(usage(5)),
      "GET /api/learning": () => json(remembered),
      "DELETE /api/learning/examples": () => json(forgotten),
    });
    renderRoute(<UsagePage />, { path: "/usage", user: testUser() });
    const summary = await screen.findByText(/120 photos remembered/);
    expect(summary).toHaveTextContent("14 you moved to another folder, 106 you left in the folder we chose");
    expect(screen.getByText(/count most/)).toHaveTextContent(
      `for every ${LEARNING.halfLife} photos you review after it. We keep the latest ${LEARNING.maxExamplesPerUser}.`,
    );
    await userEvent.click(screen.getByRole("button", { name: REVIEW_TEXTS.forget }));
    expect(await screen.findByText(REVIEW_TEXTS.usageSummary(0, 0))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
    expect(toastTexts()).toContain(REVIEW_TEXTS.forgotten);
    expect(screen.getByRole("button", { name: REVIEW_TEXTS.forget })).toBeDisabled();
  });
});
