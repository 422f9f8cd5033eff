import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * A small delete button (its label shown from the `sm` width up) that asks first: a dialog saying what goes,
 * with Cancel and the destructive action. `onConfirm` gets `close` to call once the deletion succeeded; on
 * failure the dialog stays open.
 */
export function ConfirmDeleteButton({
  label,
  accessibleName,
  showTooltip = false,
  title,
  description,
  cancelLabel,
  pending,
  onConfirm,
}: {
  label: string;
  /** what the button does, naming what it deletes (its label alone is hidden on a phone) */
  accessibleName: string;
  showTooltip?: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={accessibleName}
        {...(showTooltip ? { title: accessibleName } : {})}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        <span className="hidden sm:inline">{label}</span>
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={() => onConfirm(() => setOpen(false))}
          >
            {label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
