import { UPLOAD_COPY } from "@photo-organizer/core";
import { useCallback, useState } from "react";
import { toast } from "sonner";

/** How long Undo is offered: longer than a plain toast, time to notice a click that hit the wrong button. */
export const UNDO_TOAST_MS = 8_000;

/**
 * Discards the user can take back (an unfinished batch, an interrupted run: minutes of their work). What is
 * discarded leaves the page at once, and is forgotten only when its toast closes without Undo. A page closed
 * before then keeps it: offered again next time, never lost to a click that landed on the wrong button.
 */
export function useUndoableDiscard() {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());

  const discard = useCallback((id: string, message: string, forget: () => Promise<unknown>) => {
    setHidden((ids) => new Set(ids).add(id));
    let settled = false;
    const forgetOnce = () => {
      if (settled) return;
      settled = true;
      void forget();
    };
    toast(message, {
      duration: UNDO_TOAST_MS,
      action: {
        label: UPLOAD_COPY.undo,
        onClick: () => {
          settled = true;
          setHidden((ids) => {
            const left = new Set(ids);
            left.delete(id);
            return left;
          });
        },
      },
      onAutoClose: forgetOnce,
      onDismiss: forgetOnce,
    });
  }, []);

  return {
    /** Whether `id` was discarded: the page no longer offers it (its toast may still take it back). */
    isDiscarded: (id: string) => hidden.has(id),
    discard,
  };
}
