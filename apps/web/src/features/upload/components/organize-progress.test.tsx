import { COLLECTION_COPY, UPLOAD_COPY } from "@photo-organizer/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrganizeProgress } from "./organize-progress";

describe("OrganizeProgress", () => {
  it("takes the keyboard focus on its heading when it appears, and keeps it while the title changes", () => {
    const { rerender } = render(<OrganizeProgress progress={null} saving={false} onCancel={() => {}} />);
    expect(screen.getByRole("heading", { level: 2, name: UPLOAD_COPY.organizingTitle })).toHaveFocus();
    rerender(<OrganizeProgress progress={null} saving onCancel={() => {}} />);
    expect(screen.getByRole("heading", { level: 2, name: UPLOAD_COPY.savingZip })).toHaveFocus();
  });

  it.each([false, true])("offers Cancel while organising and while saving (saving: %s)", async (saving) => {
    const onCancel = vi.fn();
    render(<OrganizeProgress progress={null} saving={saving} onCancel={onCancel} />);
    if (saving) expect(screen.getAllByText(UPLOAD_COPY.savingZip).length).toBeGreaterThan(0);
    await userEvent.setup().click(screen.getByRole("button", { name: UPLOAD_COPY.cancel }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("counts photos settled, and tells no time left until the recent pace is known", () => {
    const progress = { total: 44, succeeded: 20, failed: 7, done: 27, percent: 61, remainingMs: null };
    const { rerender } = render(<OrganizeProgress progress={progress} saving={false} onCancel={() => {}} />);
    expect(screen.getByText(UPLOAD_COPY.progressCounts(27, 44))).toBeInTheDocument();
    expect(screen.getByText(UPLOAD_COPY.estimating)).toBeInTheDocument();
    rerender(
      <OrganizeProgress progress={{ ...progress, remainingMs: 10_200 }} saving={false} onCancel={() => {}} />,
    );
    expect(screen.getByText(UPLOAD_COPY.timeLeft(11, "seconds"))).toBeInTheDocument();
  });

  it("shows the running batch of a long run, and pauses and resumes it", async () => {
    const onToggle = vi.fn();
    const progress = {
      ...{ total: 1000, succeeded: 300, failed: 2, done: 302, percent: 30, remainingMs: 90_000 },
      batch: { batch: 2, batches: 4, done: 52, total: 250 },
    };
    const { rerender } = render(
      <OrganizeProgress
        progress={progress}
        saving={false}
        onCancel={() => {}}
        pause={{ paused: false, onToggle }}
      />,
    );
    expect(screen.getByText(UPLOAD_COPY.progressCounts(302, 1000), { exact: false })).toBeInTheDocument();
    expect(screen.getByText(COLLECTION_COPY.batchProgress(2, 4, 52, 250))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: COLLECTION_COPY.pause }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(
      <OrganizeProgress
        progress={progress}
        saving={false}
        onCancel={() => {}}
        pause={{ paused: true, onToggle }}
      />,
    );
    expect(screen.getByRole("button", { name: COLLECTION_COPY.resume })).toBeInTheDocument();
    expect(screen.getByText(COLLECTION_COPY.paused)).toBeInTheDocument();
  });

  it("says the connection was lost instead of a time left, and that the run goes on by itself", () => {
    const progress = { total: 40, succeeded: 12, failed: 0, done: 12, percent: 30, remainingMs: 60_000 };
    const { rerender } = render(
      <OrganizeProgress progress={progress} saving={false} onCancel={() => {}} offline />,
    );
    expect(screen.getByRole("status")).toHaveTextContent(UPLOAD_COPY.connectionLost);
    expect(screen.queryByText(UPLOAD_COPY.timeLeft(1, "minutes"))).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: UPLOAD_COPY.cancel })).toBeInTheDocument();
    rerender(<OrganizeProgress progress={progress} saving={false} onCancel={() => {}} />);
    expect(screen.queryByText(UPLOAD_COPY.connectionLost)).not.toBeInTheDocument();
    expect(screen.getByText(UPLOAD_COPY.timeLeft(1, "minutes"))).toBeInTheDocument();
  });
});
