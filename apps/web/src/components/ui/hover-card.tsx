import { TOOLTIP_DELAYS } from "@photo-organizer/core";
import { HoverCard as HoverCardPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

export function HoverCard(props: React.ComponentProps<typeof HoverCardPrimitive.Root>) {
  return (
    <HoverCardPrimitive.Root openDelay={TOOLTIP_DELAYS.open} closeDelay={TOOLTIP_DELAYS.close} {...props} />
  );
}

export const HoverCardTrigger = HoverCardPrimitive.Trigger;

export function HoverCardContent({
  className,
  align = "center",
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof HoverCardPrimitive.Content>) {
  return (
    <HoverCardPrimitive.Portal>
      <HoverCardPrimitive.Content
        data-slot="hover-card-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-72 rounded-xl border bg-popover p-4 text-sm text-popover-foreground shadow-lift outline-none data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in",
          className,
        )}
        {...props}
      />
    </HoverCardPrimitive.Portal>
  );
}
