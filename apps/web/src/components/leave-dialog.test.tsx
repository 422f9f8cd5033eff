import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { LeaveDialog } from "./leave-dialog";

/** A panel whose closing asks first, as the organization settings' does. */
function Panel({ onLeave }: { onLeave: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <Dialog open onOpenChange={() => setAsking(true)}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Settings</DialogTitle>
        <input aria-label="Folders" />
        <LeaveDialog
          open={asking}
          title="Discard your changes?"
          description="They are not saved yet."
          leaveLabel="Discard"
          stayLabel="Keep editing"
          onStay={() => setAsking(false)}
          onLeave={onLeave}
        />
      </DialogContent>
    </Dialog>
  );
}

describe("LeaveDialog", () => {
  it("has Stay focused, so Enter keeps the user's work", async () => {
    const onLeave = vi.fn();
    render(<Panel onLeave={onLeave} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Folders"));
    await user.keyboard("{Escape}");
    const stay = await screen.findByRole("button", { name: "Keep editing" });
    expect(stay).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onLeave).not.toHaveBeenCalled();
    expect(screen.queryByText("Discard your changes?")).toBeNull();
  });
});
