import "fake-indexeddb/auto";
import { BATCH_COPY, UPLOAD_COPY } from "@photo-organizer/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { wipeBrowserDatabase } from "@/testing/browser-db";
import { renderRoute, stubFetch, testUser } from "@/testing/render-route";
import { keptBatches } from "./hooks/use-kept-batch";
import { saveReview } from "./lib/saved-reviews";
import { UploadPage } from "./upload-page";

const user = testUser({ plan: "pro" });

/** A photo of a batch under review as the results view keeps it, as analysed (filed in Nature). */
const keptPhoto = (index: number) => ({
  index,
  originalName: `${"ab"[index]}.jpg`,
  description: "A lake",
  describedAs: "A lake",
  failure: null,
  folder: "Nature",
  filedFolder: "Nature",
  name: null,
  touched: false,
  refiled: false,
  learning: null,
  neighbours: [],
});

/** A reviewed batch of two photos, one moved by the user, kept in this browser and not downloaded. */
const keep = () =>
  saveReview({
    id: "batch-1",
    userId: user.id,
    savedAt: Date.now(),
    streamed: false,
    photos: [
      { originalName: "a.jpg", thumbnail: "AAAA" },
      { originalName: "b.jpg", thumbnail: "AAAA" },
    ],
    state: {
      photos: [
        { ...keptPhoto(0), folder: "Travel", touched: true },
        { ...keptPhoto(1), folder: "Nature" },
      ],
      history: [[{ index: 0, folder: "Nature" }]],
    },
    hashes: ["ab12", "cd34"],
  });

/** /upload opened with that batch kept: it offers to continue it. */
async function offeredAgain() {
  await keep();
  stubFetch({});
  renderRoute(<UploadPage />, { path: "/upload", user });
  await screen.findByRole("heading", { name: BATCH_COPY.continueTitle });
  return userEvent.setup();
}

const continueHeading = () => screen.queryByRole("heading", { name: BATCH_COPY.continueTitle });

describe("discarding the batch kept in this browser", () => {
  afterEach(async () => {
    act(() => toast.dismiss());
    vi.unstubAllGlobals();
    await wipeBrowserDatabase();
  });

  it("takes it off the page at once, and Undo brings it back with the user's changes", async () => {
    const clicks = await offeredAgain();
    expect(screen.getByText(/with 1 change of yours/)).toBeInTheDocument();

    await clicks.click(screen.getByRole("button", { name: BATCH_COPY.discardAction }));
    await waitFor(() => expect(continueHeading()).toBeNull());
    await screen.findByText(BATCH_COPY.discarded);
    // A click, not userEvent's pointer sequence: the toast captures the pointer, which jsdom cannot.
    fireEvent.click(screen.getByRole("button", { name: UPLOAD_COPY.undo }));

    await screen.findByRole("heading", { name: BATCH_COPY.continueTitle });
    expect(screen.getByText(/with 1 change of yours/)).toBeInTheDocument();
    expect((await keptBatches(user.id)).map((batch) => batch.id)).toEqual(["batch-1"]);
  });

  it("forgets it only once its toast closes without Undo", async () => {
    const clicks = await offeredAgain();

    await clicks.click(screen.getByRole("button", { name: BATCH_COPY.discardAction }));
    await screen.findByText(BATCH_COPY.discarded);
    // While Undo is offered, the browser still holds it: a page closed now offers it again next time.
    expect((await keptBatches(user.id)).map((batch) => batch.id)).toEqual(["batch-1"]);

    act(() => toast.dismiss());
    await waitFor(async () => expect(await keptBatches(user.id)).toEqual([]));
    expect(continueHeading()).toBeNull();
  });
});
