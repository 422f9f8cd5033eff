import { REVIEW_TEXTS, type ReviewInput } from "@photo-organizer/core";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastTexts } from "@/testing/render-route";
import { showResults } from "./results-harness";
import type { Review, ReviewBatch } from "./use-review";

const layout = (day: number) => ({
  folderPattern: "{year}/{category}",
  namePattern: "{date}_{description}",
  date: { year: 2024, month: 5, day, hour: 18, minute: 0, second: 0 },
});
const photo = (originalName: string, description: string, folder: string, day: number): ReviewInput => ({
  originalName,
  analysis: { description, category: "Nature", folder, layout: layout(day) },
});

/** A batch organized under the account's own folders, with the date pattern. */
function batch(): ReviewBatch {
  const inputs = [
    photo("IMG_1.jpg", "A sunset over the sea", "Nature", 1),
    photo("IMG_2.jpg", "A dog on a beach", "Pets", 2),
    photo("IMG_3.jpg", "A mountain lake", "Nature", 3),
  ];
  return {
    id: "b1",
    photos: [],
    files: [],
    inputs,
    thumbnails: inputs.map(() => null),
    streamed: false,
    offered: ["Kids", "Nature", "Pets", "Unsorted"],
  };
}

let latest: Review | null = null;
const show = () =>
  showResults(batch(), (review) => {
    latest = review;
  });

const zip = (path: string) => screen.getByText(REVIEW_TEXTS.zipPath(path));
const folders = () =>
  within(screen.getByRole("navigation", { name: REVIEW_TEXTS.foldersHeading }))
    .getAllByRole("button")
    .map((b) => b.textContent);

describe("folders in the review", { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("shows each photo's final path under the account's patterns", () => {
    show();
    expect(zip("2024/Nature/2024-05-01_sunset_over_the_sea.jpg")).toBeInTheDocument();
    expect(zip("2024/Pets/2024-05-02_dog_on_a_beach.jpg")).toBeInTheDocument();
  });

  it("offers the account's own folders in Move to…, not the catalogue's", async () => {
    const user = show();
    await user.click(
      screen.getByRole("button", { name: `${REVIEW_TEXTS.moveTo} 2024-05-02_dog_on_a_beach.jpg` }),
    );
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items).toEqual([REVIEW_TEXTS.newFolder, "Kids", "Nature", "Unsorted"]);
    await user.click(screen.getByRole("menuitem", { name: "Kids" }));
    expect(zip("2024/Kids/2024-05-02_dog_on_a_beach.jpg")).toBeInTheDocument();
  });

  it("creates a folder from Move to…, refusing a name the ZIP cannot use, and undoes it", async () => {
    const user = show();
    await user.click(
      screen.getByRole("button", { name: `${REVIEW_TEXTS.moveTo} 2024-05-03_mountain_lake.jpg` }),
    );
    await user.click(await screen.findByRole("menuitem", { name: REVIEW_TEXTS.newFolder }));
    const field = screen.getByRole("textbox", { name: REVIEW_TEXTS.folderNameLabel });
    await user.type(field, "CON{Enter}");
    expect(screen.getByRole("alert")).toHaveTextContent(REVIEW_TEXTS.folderNameDevice("CON"));
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, "Summer trip{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(zip("2024/Summer_trip/2024-05-03_mountain_lake.jpg")).toBeInTheDocument();
    expect(folders()).toContain("Summer trip1");
    // The new folder is offered for the next move.
    expect(latest?.menu).toContain("Summer trip");

    await user.keyboard("{Control>}z{/Control}");
    expect(zip("2024/Nature/2024-05-03_mountain_lake.jpg")).toBeInTheDocument();
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(zip("2024/Summer_trip/2024-05-03_mountain_lake.jpg")).toBeInTheDocument();
  });

  it("renames a folder and merges one into another, each one step of Undo", async () => {
    const user = show();
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.folderActions("Nature") }));
    await user.click(await screen.findByRole("menuitem", { name: REVIEW_TEXTS.renameFolder }));
    const field = screen.getByRole("textbox", { name: REVIEW_TEXTS.folderNameLabel });
    expect(field).toHaveValue("Nature");
    await user.clear(field);
    await user.type(field, "Landscapes{Enter}");
    await waitFor(() => expect(toastTexts()).toContain(REVIEW_TEXTS.folderRenamed("Nature", "Landscapes")));
    expect(zip("2024/Landscapes/2024-05-01_sunset_over_the_sea.jpg")).toBeInTheDocument();
    expect(zip("2024/Landscapes/2024-05-03_mountain_lake.jpg")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.folderActions("Pets") }));
    await user.click(await screen.findByRole("menuitem", { name: REVIEW_TEXTS.mergeInto("Landscapes") }));
    await waitFor(() => expect(toastTexts()).toContain(REVIEW_TEXTS.foldersMerged(1, "Pets", "Landscapes")));
    expect(folders()).toEqual(["Landscapes3"]);

    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.undo }));
    expect(folders()).toEqual(["Landscapes2", "Pets1"]);
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.undo }));
    expect(folders()).toEqual(["Nature2", "Pets1"]);
  });

  it("renaming a folder to another's name merges them", async () => {
    const user = show();
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.folderActions("Pets") }));
    await user.click(await screen.findByRole("menuitem", { name: REVIEW_TEXTS.renameFolder }));
    const field = screen.getByRole("textbox", { name: REVIEW_TEXTS.folderNameLabel });
    await user.clear(field);
    await user.type(field, "nature{Enter}");
    await waitFor(() => expect(toastTexts()).toContain(REVIEW_TEXTS.foldersMerged(1, "Pets", "Nature")));
    expect(folders()).toEqual(["Nature3"]);
  });
});
