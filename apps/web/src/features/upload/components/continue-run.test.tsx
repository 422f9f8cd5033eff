import { RUN_COPY, zipPartName } from "@photo-organizer/core";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { identityOf, type RunPhotoRecord, type RunRecord } from "../lib/run-journal";
import { ContinueRun } from "./continue-run";

const photo = (name: string, lastModified = 1_700_000_000_000) =>
  new File([name], name, { type: "image/jpeg", lastModified });
const files = ["a.jpg", "b.jpg", "c.jpg"].map((name) => photo(name));
const run: RunRecord = {
  id: "r",
  userId: "u",
  startedAt: Date.UTC(2026, 10, 26, 15, 0),
  output: { kind: "zip" },
  partsStarted: 1,
  photos: files.map(identityOf),
  batches: ["b1"],
};
// The first photo was answered before the reload; the others not.
const kept: (RunPhotoRecord | undefined)[] = [
  { runId: "r", index: 0, answer: { description: "A cat", category: "Animals" } },
  undefined,
  undefined,
];

describe("ContinueRun", () => {
  it("says how far the run got and where the rest goes, names missing and foreign files, and continues with those found", async () => {
    const onContinue = vi.fn();
    render(
      <ContinueRun
        run={run}
        kept={kept}
        disabled={false}
        onContinue={onContinue}
        onDiscard={() => undefined}
      />,
    );
    expect(screen.getByRole("heading", { name: RUN_COPY.title })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(RUN_COPY.progress(1, 3, 2).replace(/[.]/g, "\\."))),
    ).toBeInTheDocument();
    expect(screen.getByText(RUN_COPY.zipOutput(zipPartName(2)))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Continue with/ })).not.toBeInTheDocument();

    // b.jpg changed since (another date): not the run's photo.
    const stranger = photo("b.jpg", 1_800_000_000_000);
    fireEvent.change(screen.getByTestId("continue-run-input"), {
      target: { files: [files[0], stranger, files[2]] },
    });
    expect(screen.getByText(RUN_COPY.stillMissing(1, ["b.jpg"]))).toBeInTheDocument();
    expect(screen.getByText(RUN_COPY.notInRun(1, ["b.jpg"]))).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: RUN_COPY.start(2) }));
    expect(onContinue).toHaveBeenCalledWith({ run, kept, found: [files[0], null, files[2]] });

    // The missing one chosen afterwards: all found, every photo goes on.
    fireEvent.change(screen.getByTestId("continue-run-input"), { target: { files: [files[1]] } });
    expect(screen.getByText(RUN_COPY.allFound)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: RUN_COPY.start(3) })).toBeInTheDocument();
  });

  it("says a run reviewed first opens for review again", () => {
    render(
      <ContinueRun
        run={{ ...run, output: { kind: "review" } }}
        kept={kept}
        disabled={false}
        onContinue={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    expect(screen.getByText(RUN_COPY.reviewOutput)).toBeInTheDocument();
    expect(screen.queryByText(RUN_COPY.zipOutput(zipPartName(2)))).not.toBeInTheDocument();
  });
});
