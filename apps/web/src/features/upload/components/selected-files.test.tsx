import { MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jpegHeaderFile } from "@/testing/jpeg-header";
import { layOutLists } from "@/testing/laid-out";
import { SelectedFiles } from "./selected-files";

const jpeg = jpegHeaderFile;

describe("SelectedFiles", () => {
  afterEach(() => vi.restoreAllMocks());
  beforeEach(layOutLists);

  it("keeps every photo's thumbnail and full name while the batch is processed, without letting it be removed", async () => {
    let made = 0;
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:test/${made++}`);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const name = "IMG_20240817_163512_holiday_at_the_lake_with_grandma.jpg";
    const files = [jpeg(name), jpeg("b.jpg")];
    const props = { files, onRemove: () => undefined, onClear: () => undefined };
    const { rerender } = render(<SelectedFiles {...props} busy={false} />);
    await waitFor(() => expect(document.querySelectorAll("img")).toHaveLength(2));

    rerender(<SelectedFiles {...props} busy />);
    expect(document.querySelectorAll("img")).toHaveLength(2);
    expect(screen.getByText(name)).toBeVisible();
    expect(screen.getByRole("button", { name: UPLOAD_COPY.removeFile(name) })).toBeDisabled();
    expect(screen.getByRole("button", { name: UPLOAD_COPY.clearAll })).toBeDisabled();
  });

  it("puts only the rows in view into the page for a folder of 20,000 photos, with their folder paths", () => {
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => "blob:test/thumbnail");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const files = Array.from({ length: 20_000 }, (_, i) =>
      Object.defineProperty(jpeg(`IMG_${i}.jpg`), "webkitRelativePath", {
        value: `Camera/2024/IMG_${i}.jpg`,
      }),
    );
    render(<SelectedFiles files={files} busy={false} onRemove={() => undefined} onClear={() => undefined} />);
    expect(screen.getByRole("heading", { name: MESSAGES.filesSelected(20_000) })).toBeVisible();
    const rows = screen.getAllByRole("listitem");
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.length).toBeLessThan(40);
    expect(screen.getByText("IMG_0.jpg")).toBeVisible();
    expect(screen.getByText(/Camera\/2024\/IMG_0\.jpg/)).toBeVisible();
  });
});
