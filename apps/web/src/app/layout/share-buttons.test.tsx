import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ShareButtons } from "./share-buttons";

/** The classes a control shows only under keyboard focus. */
const focusClasses = (element: Element) =>
  [...element.classList].filter((name) => name.startsWith("focus-visible:")).sort();

/** The buttons' ring (components/ui/button.tsx): solid, with a gap of the page's colour around the button. */
const SOLID_RING_WITH_GAP = [
  "focus-visible:ring-2",
  "focus-visible:ring-offset-2",
  "focus-visible:ring-offset-background",
  "focus-visible:ring-ring",
];

describe("the share buttons' keyboard focus", () => {
  it("is the buttons' solid ring with an offset, on each round share button", async () => {
    render(
      <TooltipProvider>
        <ShareButtons />
      </TooltipProvider>,
    );
    const user = userEvent.setup();
    const shares = await screen.findAllByRole("link", { name: /^Share on / });
    shares.push(screen.getByRole("button", { name: "Share on Instagram" }));
    expect(shares).toHaveLength(5);
    for (const share of shares) {
      await user.tab();
      expect(share).toHaveFocus();
      expect(focusClasses(share)).toEqual(SOLID_RING_WITH_GAP);
    }
  });
});
