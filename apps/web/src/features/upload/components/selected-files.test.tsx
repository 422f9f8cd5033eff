import { MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { layOutLists } from "@/testing/laid-out";
import { rememberFormat } from "../lib/file-formats";
import { SelectedFiles } from "./selected-files";

/** A JPEG's first bytes up to its frame header (640 × 480): enough for the thumbnail's pixel check. */
function jpeg(name: string): File {
  const file = new File(
    [
      new Uint8Array([
        ...[0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
        ...[0xff, 0xc0, 0, 17, 8, 480 >> 8, 480 & 0xff, 640 >> 8, 640 & 0xff, 3],
        ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      ]),
    ],
    name,
    { type: "image/jpeg" },
  );
  // As selecting it does, from its first bytes.
  rememberFormat(file, { type: "jpeg", name: "JPEG" });
  return file;
}

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
