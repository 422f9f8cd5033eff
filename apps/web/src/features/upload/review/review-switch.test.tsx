import { REVIEW_TEXTS } from "@photo-organizer/core";
import type { LearningSummary } from "@photo-organizer/core/api";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute, stubFetch } from "@/testing/render-route";
import { learningQueryKey, useLearning } from "./api/learning";
import { ReviewSwitch } from "./review-switch";

const summary: LearningSummary = { examples: 0, corrections: 0, limit: 500, reviewBeforeDownload: false };

/** The switch as the upload page shows it: its state is the setting the next batch runs with. */
function Page() {
  const learning = useLearning();
  return learning.data ? <ReviewSwitch on={learning.data.reviewBeforeDownload} disabled={false} /> : null;
}

describe("Review before download", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts from the click for the next batch, before the server has answered", async () => {
    stubFetch({
      "GET /api/learning": () => Response.json(summary),
      "PUT /api/learning/settings": () => new Promise<Response>(() => undefined), // still on its way
    });
    const { queryClient } = renderRoute(<Page />);
    const toggle = await screen.findByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));
    expect(queryClient.getQueryData<LearningSummary>(learningQueryKey)?.reviewBeforeDownload).toBe(true);
  });

  it("goes back to what it was when the server refuses the change", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      "GET /api/learning": () => Response.json(summary),
      "PUT /api/learning/settings": () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { queryClient } = renderRoute(<Page />);
    const toggle = await screen.findByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "true"));

    answer(Response.json({ message: "Could not save." }, { status: 500 }));
    expect(await screen.findByText("Could not save.")).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-checked", "false"));
    // The next batch reads this setting: it runs without review again, as the switch now shows.
    expect(queryClient.getQueryData<LearningSummary>(learningQueryKey)?.reviewBeforeDownload).toBe(false);
  });
});
