import { MESSAGES } from "@photo-organizer/core";
import { LoaderCircle } from "lucide-react";

/** Shown by the guards while `/api/session` is loading. */
export function AuthLoading() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span>{MESSAGES.guardLoading}</span>
    </div>
  );
}
