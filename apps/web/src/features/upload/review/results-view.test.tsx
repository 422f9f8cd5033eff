import { REVIEW_TEXTS, type ReviewInput } from "@photo-organizer/core";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jpegHeaderFile } from "@/testing/jpeg-header";
import { toastTexts } from "@/testing/render-route";
import { showResults } from "./results-harness";
import type { ReviewBatch } from "./use-review";

const analysed = (originalName: string, description: string, category: string): ReviewInput => ({
  originalName,
  analysis: { description, category },
});

const LONG_NAME = "IMG_20240817_163512_holiday_at_the_lake_with_grandma_and_the_dogs_final_version.jpg";

function batch(): ReviewBatch {
  const inputs = [
    analysed("IMG_0001.jpg", "A cathedral with two towers", "Architecture"),
    analysed("IMG_0002.jpg", "A bridge over a river at dusk", "Architecture"),
    analysed("DSC_0003.JPG", "A red apple on a table", "Food"),
    analysed(LONG_NAME, "A family at a lake", "Family"),
    { originalName: "broken.jpg", analysis: null, failure: "The image service is unavailable" },
  ];
  return { id: "b1", photos: [], files: [], inputs, thumbnails: inputs.map(() => null), streamed: false };
}

const show = () => showResults(batch());

const folderHeading = (folder: string) =>
  screen.getByRole("heading", { level: 3, name: new RegExp(`^${folder}`) });
const folderToggle = (folder: string) => within(folderHeading(folder)).getByRole("button");
const moveButton = (name: string) => screen.getByRole("button", { name: `${REVIEW_TEXTS.moveTo} ${name}` });
/** Which folder section a file name is shown under: the nearest folder heading above it in the list. */
function folderOf(fileName: string): string | undefined {
  const list = screen.getByTestId("results-list");
  let folder: string | undefined;
  for (const el of list.querySelectorAll("h3, p")) {
    if (el.tagName === "H3") folder = el.querySelector("span")?.textContent ?? undefined;
    else if (el.textContent === fileName) return folder;
  }
  return undefined;
}

// Several user steps each; a busy machine takes seconds where an idle one takes a fraction.
describe("the results view", { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom lays nothing out and cannot scroll; the list asks the window to scroll to a row.
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("says where the photos went: a ZIP saved while they were analyzed, or the folder they were written into", () => {
    showResults({ ...batch(), streamed: true });
    expect(screen.getByText(REVIEW_TEXTS.downloadedNotice)).toBeInTheDocument();
    cleanup();
    showResults({ ...batch(), streamed: true, savedInto: "organized_photos" });
    expect(screen.getByText(REVIEW_TEXTS.savedIntoNotice("organized_photos"))).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_TEXTS.downloadedNotice)).toBeNull();
  });

  it("puts the keyboard focus on the results' heading when they appear", () => {
    show();
    expect(screen.getByRole("heading", { level: 2, name: REVIEW_TEXTS.resultsHeading })).toHaveFocus();
  });

  it("offers a corrected ZIP after the saved one only once the user changed something", async () => {
    const user = showResults({ ...batch(), streamed: true });
    const download = () => screen.getByRole("button", { name: /ZIP$/ });
    expect(download()).toHaveAccessibleName(REVIEW_TEXTS.downloadReviewed);
    await user.click(moveButton("red_apple_on_a_table.jpg"));
    await user.click(await screen.findByRole("menuitem", { name: "Architecture" }));
    expect(download()).toHaveAccessibleName(REVIEW_TEXTS.downloadCorrected);
    // Undone, nothing is corrected any more.
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.undo }));
    expect(download()).toHaveAccessibleName(REVIEW_TEXTS.downloadReviewed);
    await user.click(screen.getByRole("button", { name: `${REVIEW_TEXTS.rename} red_apple_on_a_table.jpg` }));
    await user.type(
      screen.getByRole("textbox", { name: REVIEW_TEXTS.renameLabel("red_apple_on_a_table.jpg") }),
      "{Control>}a{/Control}Granny Smith{Enter}",
    );
    expect(download()).toHaveAccessibleName(REVIEW_TEXTS.downloadCorrected);
    cleanup();

    // Reviewed before any download: the first ZIP is not a corrected one, whatever the user changed.
    const reviewing = show();
    await reviewing.click(moveButton("red_apple_on_a_table.jpg"));
    await reviewing.click(await screen.findByRole("menuitem", { name: "Architecture" }));
    expect(download()).toHaveAccessibleName(REVIEW_TEXTS.downloadReviewed);
  });

  it("shows each photo's new and original name in full, and every folder with its count", () => {
    show();
    expect(screen.getByText("cathedral_with_two_towers.jpg")).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.originalName("IMG_0001.jpg"))).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.originalName(LONG_NAME))).toBeInTheDocument();
    expect(
      screen.getByText(REVIEW_TEXTS.failedReason("The image service is unavailable")),
    ).toBeInTheDocument();
    const folders = within(screen.getByRole("navigation", { name: REVIEW_TEXTS.foldersHeading }));
    expect(folders.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      REVIEW_TEXTS.showFolder("Architecture", 2),
      REVIEW_TEXTS.showFolder("Family", 1),
      REVIEW_TEXTS.showFolder("Food", 1),
      REVIEW_TEXTS.showFolder("Unsorted", 1),
    ]);
  });

  it("finds photos by words of their description, new name or original name, and says when none match", async () => {
    const user = show();
    const search = screen.getByRole("searchbox", { name: REVIEW_TEXTS.filterLabel });
    await user.type(search, "river");
    await waitFor(() => expect(screen.queryByText("cathedral_with_two_towers.jpg")).not.toBeInTheDocument());
    expect(screen.getByText("bridge_over_a_river_at_dusk.jpg")).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.filterSummary(1, 5))).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3, name: /^Food/ })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "dsc_0003");
    await waitFor(() => expect(screen.getByText("red_apple_on_a_table.jpg")).toBeInTheDocument());
    expect(screen.queryByText("bridge_over_a_river_at_dusk.jpg")).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "submarine");
    await waitFor(() => expect(screen.getByText(REVIEW_TEXTS.filterEmpty("submarine"))).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.clearFilter }));
    await waitFor(() => expect(screen.getByText("red_apple_on_a_table.jpg")).toBeInTheDocument());
    expect(screen.getByText("cathedral_with_two_towers.jpg")).toBeInTheDocument();
  });

  it("collapses and expands a folder from its heading, and all folders at once", async () => {
    const user = show();
    await user.click(folderToggle("Architecture"));
    expect(folderToggle("Architecture")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("cathedral_with_two_towers.jpg")).not.toBeInTheDocument();
    expect(screen.getByText("red_apple_on_a_table.jpg")).toBeInTheDocument();
    await user.click(folderToggle("Architecture"));
    expect(screen.getByText("cathedral_with_two_towers.jpg")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.collapseAll }));
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.expandAll }));
    expect(screen.getAllByRole("checkbox")).toHaveLength(5);

    // The folder list opens a collapsed folder and puts the focus on it.
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.collapseAll }));
    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.showFolder("Food", 1) }));
    expect(screen.getByText("red_apple_on_a_table.jpg")).toBeInTheDocument();
    expect(screen.queryByText("cathedral_with_two_towers.jpg")).not.toBeInTheDocument();
    await waitFor(() => expect(folderToggle("Food")).toHaveFocus());
  });

  it("keeps the focus on a photo after moving it, and undoes and redoes by keyboard", async () => {
    const user = show();
    moveButton("red_apple_on_a_table.jpg").focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Architecture" }));
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Architecture");
    await waitFor(() => expect(moveButton("red_apple_on_a_table.jpg")).toHaveFocus());

    await user.keyboard("{Control>}z{/Control}");
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Food");
    expect(toastTexts()).toContain(REVIEW_TEXTS.undone);
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Architecture");
    await user.keyboard("{Meta>}z{/Meta}");
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Food");
    await user.keyboard("{Control>}y{/Control}");
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Architecture");
    expect(screen.getByRole("button", { name: REVIEW_TEXTS.redo })).toBeDisabled();

    // In a text field Ctrl+Z belongs to the text.
    await user.type(
      screen.getByRole("searchbox", { name: REVIEW_TEXTS.filterLabel }),
      "x{Control>}z{/Control}",
    );
    await user.clear(screen.getByRole("searchbox", { name: REVIEW_TEXTS.filterLabel }));
    await waitFor(() => expect(folderOf("red_apple_on_a_table.jpg")).toBe("Architecture"));
  });

  it("moves the selected photos together and focuses the first of them where it went", async () => {
    const user = show();
    await user.click(
      screen.getByRole("checkbox", { name: REVIEW_TEXTS.selectPhoto("red_apple_on_a_table.jpg") }),
    );
    await user.click(
      screen.getByRole("checkbox", { name: REVIEW_TEXTS.selectPhoto("family_at_a_lake.jpg") }),
    );
    screen.getByRole("button", { name: REVIEW_TEXTS.moveSelectedTo(2) }).focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Travel" }));
    expect(folderOf("red_apple_on_a_table.jpg")).toBe("Travel");
    expect(folderOf("family_at_a_lake.jpg")).toBe("Travel");
    await waitFor(() => expect(moveButton("red_apple_on_a_table.jpg")).toHaveFocus());
  });

  it("puts the focus on the folder a photo went to when that folder is collapsed, and on the search when it no longer matches", async () => {
    const user = show();
    await user.click(folderToggle("Architecture"));
    moveButton("red_apple_on_a_table.jpg").focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Architecture" }));
    await waitFor(() => expect(folderToggle("Architecture")).toHaveFocus());
    expect(screen.queryByText("red_apple_on_a_table.jpg")).not.toBeInTheDocument();

    const search = screen.getByRole("searchbox", { name: REVIEW_TEXTS.filterLabel });
    await user.type(search, "family_at");
    await waitFor(() =>
      expect(screen.queryByText("bridge_over_a_river_at_dusk.jpg")).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole("button", { name: `${REVIEW_TEXTS.rename} family_at_a_lake.jpg` }));
    await user.type(
      screen.getByRole("textbox", { name: REVIEW_TEXTS.renameLabel("family_at_a_lake.jpg") }),
      "{Control>}a{/Control}Lake day{Enter}",
    );
    await waitFor(() => expect(search).toHaveFocus());
    expect(screen.getByText(REVIEW_TEXTS.filterEmpty("family_at"))).toBeInTheDocument();
  });

  it("keeps the focus on a renamed photo's Rename button", async () => {
    const user = show();
    await user.click(screen.getByRole("button", { name: `${REVIEW_TEXTS.rename} red_apple_on_a_table.jpg` }));
    const field = screen.getByRole("textbox", { name: REVIEW_TEXTS.renameLabel("red_apple_on_a_table.jpg") });
    await user.clear(field);
    await user.type(field, "Granny Smith{Enter}");
    expect(screen.getByText("Granny_Smith.jpg")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: `${REVIEW_TEXTS.rename} Granny_Smith.jpg` })).toHaveFocus(),
    );
  });

  it("renames a photo from its edited description, marks it changed, and undoes that", async () => {
    const user = show();
    await user.click(
      screen.getByRole("button", { name: REVIEW_TEXTS.editDescriptionOf("red_apple_on_a_table.jpg") }),
    );
    const field = screen.getByRole("textbox", {
      name: REVIEW_TEXTS.descriptionLabel("red_apple_on_a_table.jpg"),
    });
    expect(field).toHaveAccessibleDescription(REVIEW_TEXTS.descriptionHint);
    await user.clear(field);
    await user.type(field, "A green pear in a bowl. Taken at home.{Enter}");
    expect(screen.getByText("green_pear_in_a_bowl.jpg")).toBeInTheDocument();
    expect(screen.getByText("A green pear in a bowl. Taken at home.")).toBeInTheDocument();
    expect(screen.getByText(REVIEW_TEXTS.changedByYou)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: REVIEW_TEXTS.editDescriptionOf("green_pear_in_a_bowl.jpg") }),
      ).toHaveFocus(),
    );

    // Nothing to name it from: refused, the field stays open.
    await user.click(
      screen.getByRole("button", { name: REVIEW_TEXTS.editDescriptionOf("green_pear_in_a_bowl.jpg") }),
    );
    const again = screen.getByRole("textbox", {
      name: REVIEW_TEXTS.descriptionLabel("green_pear_in_a_bowl.jpg"),
    });
    await user.clear(again);
    await user.type(again, "?!{Enter}");
    await waitFor(() => expect(toastTexts()).toContain(REVIEW_TEXTS.descriptionRefused));
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: REVIEW_TEXTS.editDescriptionOf("green_pear_in_a_bowl.jpg") }),
      ).toHaveFocus(),
    );

    await user.click(screen.getByRole("button", { name: REVIEW_TEXTS.undo }));
    expect(screen.getByText("red_apple_on_a_table.jpg")).toBeInTheDocument();
    expect(screen.getByText("A red apple on a table")).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_TEXTS.changedByYou)).not.toBeInTheDocument();
    // A photo that was not analysed keeps its own name: no description to edit.
    expect(
      screen.queryByRole("button", { name: REVIEW_TEXTS.editDescriptionOf("broken.jpg") }),
    ).not.toBeInTheDocument();
    await act(async () => undefined);
  });

  it("shows a picture of the original where no preview was made (a photo answered before a reload)", async () => {
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:test/original");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const inputs = [
      analysed("IMG_0001.jpg", "A cathedral with two towers", "Architecture"),
      analysed("IMG_0002.jpg", "A bridge over a river at dusk", "Architecture"),
    ];
    showResults({
      id: "b2",
      photos: [],
      files: [jpegHeaderFile("IMG_0001.jpg"), null],
      inputs,
      // The second photo's preview was made for its analysis; the first was answered before the reload.
      thumbnails: [null, "AAAA"],
      streamed: true,
    });
    await waitFor(() =>
      expect([...document.querySelectorAll("img")].map((img) => img.getAttribute("src")).sort()).toEqual([
        "blob:test/original",
        "data:image/jpeg;base64,AAAA",
      ]),
    );
  });
});
