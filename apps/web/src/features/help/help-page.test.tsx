import { MESSAGES } from "@photo-organizer/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoute } from "@/testing/render-route";
import { HELP_FAQ } from "./data/help-content";
import { HelpPage } from "./help-page";

function setup() {
  const user = userEvent.setup();
  renderRoute(<HelpPage />, { path: "/help" });
  const search = screen.getByRole("searchbox", { name: "Search help articles" });
  const topicTitles = () =>
    screen.queryByRole("region", { name: "Browse topics" })
      ? within(screen.getByRole("region", { name: "Browse topics" }))
          .getAllByRole("heading", { level: 3 })
          .map((h) => h.textContent)
      : [];
  const questions = () =>
    screen.queryByRole("region", { name: "Frequently asked questions" })
      ? within(screen.getByRole("region", { name: "Frequently asked questions" }))
          .getAllByRole("button")
          .map((b) => b.textContent)
      : [];
  return { user, search, topicTitles, questions };
}

describe("HelpPage search", () => {
  it("shows the six topics and the seven questions before searching", () => {
    const { topicTitles, questions } = setup();
    expect(topicTitles()).toEqual([...MESSAGES.helpTopics]);
    expect(questions()).toEqual(HELP_FAQ.map((q) => q.question));
    expect(questions()).toHaveLength(7);
  });

  it("narrows topics and questions to those containing every word", async () => {
    const { user, search, topicTitles, questions } = setup();
    await user.type(search, "png");
    await waitFor(() => expect(topicTitles()).toEqual(["Uploading Photos", "Troubleshooting"]));
    expect(questions()).toEqual(["Which file types can I upload?"]);
    await user.type(search, " unsorted");
    await waitFor(() => expect(topicTitles()).toEqual(["Troubleshooting"]));
    expect(questions()).toEqual([]);
  });

  it("says when nothing matches and clears the search on request", async () => {
    const { user, search, topicTitles } = setup();
    await user.type(search, "zzzz");
    expect(await screen.findByText("Nothing matches “zzzz”.")).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "Clear search" })[0] as HTMLElement);
    expect(search).toHaveValue("");
    await waitFor(() => expect(topicTitles()).toHaveLength(6));
  });

  it("searches case-insensitively through answers too", async () => {
    const { user, search, questions } = setup();
    await user.type(search, "UTC");
    await waitFor(() => expect(questions()).toEqual(["When does my usage reset?"]));
  });
});
