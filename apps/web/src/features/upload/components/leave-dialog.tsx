import { BATCH_COPY } from "@photo-organizer/core";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Asks before the results not yet downloaded leave the screen (they stay kept in the browser). */
export function LeaveDialog({
  open,
  photos,
  onStay,
  onLeave,
}: {
  open: boolean;
  photos: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BATCH_COPY.leaveTitle}</DialogTitle>
          <DialogDescription>{BATCH_COPY.leaveBody(photos)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onLeave}>
            {BATCH_COPY.leave}
          </Button>
          <Button type="button" variant="brand" onClick={onStay} autoFocus>
            {BATCH_COPY.stay}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
