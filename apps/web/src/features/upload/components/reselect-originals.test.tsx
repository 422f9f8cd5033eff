import { BATCH_COPY } from "@photo-organizer/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatOf } from "../lib/file-formats";
import { sha256Hex } from "../lib/match-originals";
import type { ReviewBatch } from "../review/review-batch";
import { ReselectOriginals } from "./reselect-originals";

// A JPEG's first bytes: enough for the format check by content.
const jpegBytes = (fill: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, fill]);
const jpeg = (name: string, fill: number) =>
  new File([jpegBytes(fill)], name, { type: "image/jpeg", lastModified: 1_700_000_000_000 });

describe("ReselectOriginals", () => {
  it("recognises the batch's photos and the copies it set aside, names only files of no part in it, and reads their formats", async () => {
    const sunset = jpeg("sunset.jpg", 1);
    const copy = jpeg("sunset copy.jpg", 1);
    const stranger = jpeg("other.jpg", 2);
    const batch = {
      photos: [{ originalName: "sunset.jpg", size: sunset.size }],
      duplicates: [
        {
          originalName: "sunset copy.jpg",
          size: copy.size,
          lastModified: copy.lastModified,
          type: "image/jpeg",
          of: 0,
          path: "Duplicates/sunset copy.jpg",
        },
      ],
    } as unknown as ReviewBatch;
    const onFound = vi.fn();
    render(
      <ReselectOriginals batch={batch} files={[null]} hashes={[await sha256Hex(sunset)]} onFound={onFound} />,
    );

    fireEvent.change(screen.getByTestId("reselect-input"), { target: { files: [sunset, copy, stranger] } });
    await waitFor(() => expect(onFound).toHaveBeenCalledWith([sunset]));
    expect(await screen.findByRole("alert")).toHaveTextContent(BATCH_COPY.reselectUnmatched(["other.jpg"]));
    expect(formatOf(sunset)?.name).toBe("jpeg");
  });
});
