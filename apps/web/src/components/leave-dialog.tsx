import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { LeaveQuestion } from "@/lib/leave-guards";

/**
 * Asks before the user leaves what the page would lose (results not downloaded, a run going). Staying is the
 * default: it is focused, and closing the dialog in any other way stays.
 */
export function LeaveDialog({
  open,
  title,
  description,
  leaveLabel,
  stayLabel,
  onStay,
  onLeave,
}: {
  open: boolean;
  title: string;
  description: string;
  leaveLabel: string;
  stayLabel: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Radix focuses the first button (Leave) when the dialog opens, over autoFocus: Enter would leave.
          event.preventDefault();
          stay.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onLeave}>
            {leaveLabel}
          </Button>
          <Button ref={stay} type="button" variant="brand" onClick={onStay}>
            {stayLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The words of a question asked before leaving. */
export type LeaveTexts = { title: string; description: string; leave: string; stay: string };

/** The dialog that answers a part of the page's leave guard (`useLeaveGuard`). */
export function LeaveGuardDialog({ question, texts }: { question: LeaveQuestion; texts: LeaveTexts }) {
  return (
    <LeaveDialog
      open={question.asking}
      title={texts.title}
      description={texts.description}
      leaveLabel={texts.leave}
      stayLabel={texts.stay}
      onStay={question.stay}
      onLeave={question.leave}
    />
  );
}
