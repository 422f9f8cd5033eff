import { UPLOAD_COPY } from "@photo-organizer/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { OrganizeProgress } from "./organize-progress";

describe("OrganizeProgress", () => {
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
});
