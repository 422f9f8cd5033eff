import { ORGANIZATION_COPY } from "@photo-organizer/core";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { batchPhoto, showResults } from "./results-harness";
import { reviewBatch } from "./review-batch";

/** Three analysed photos: the first two previews hash within a few bits of each other, the third far off. */
function batchWithLookAlikes() {
  const photos = [
    {
      ...batchPhoto("IMG_1.jpg", { description: "A cat on a sofa", category: "Animals" }),
      dhash: "f".repeat(32),
    },
    {
      ...batchPhoto("IMG_1 small.jpg", { description: "A cat on a sofa at night", category: "Animals" }),
      dhash: `${"f".repeat(31)}c`,
    },
    {
      ...batchPhoto("IMG_9.jpg", { description: "A bowl of ramen", category: "Food" }),
      dhash: "0".repeat(32),
    },
  ];
  return {
    ...reviewBatch("b1", photos, [null, null, null], true),
    duplicates: [
      {
        originalName: "IMG_1 copy.jpg",
        size: 1000,
        lastModified: 0,
        type: "image/jpeg",
        of: 0,
        path: "",
      },
    ],
  };
}

describe("duplicates in the results view", () => {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });

  it("says how many exact duplicates were left out and which photo each repeats", () => {
    showResults(batchWithLookAlikes());
    expect(
      screen.getByText(`${ORGANIZATION_COPY.duplicatesFound(1)} ${ORGANIZATION_COPY.duplicatesWhere(false)}`),
    ).toBeInTheDocument();
    // True of a ZIP and of a folder written on disk alike: the note names the manifest, not a ZIP.
    expect(screen.getByTestId("duplicates-found").textContent).toContain("listed in manifest.csv");
    expect(screen.getByTestId("duplicates-found").textContent).not.toMatch(/\bZIP\b/u);
    expect(
      screen.getByText(ORGANIZATION_COPY.duplicateOf("IMG_1 copy.jpg", "IMG_1.jpg")),
    ).toBeInTheDocument();
  });

  it("flags both look-alikes with the name the other was selected under, and no other photo", () => {
    showResults(batchWithLookAlikes());
    expect(screen.getByText(ORGANIZATION_COPY.looksLike("IMG_1 small.jpg"))).toBeInTheDocument();
    expect(screen.getByText(ORGANIZATION_COPY.looksLike("IMG_1.jpg"))).toBeInTheDocument();
    expect(screen.getAllByText(/^Looks like /u)).toHaveLength(2);
  });
});
