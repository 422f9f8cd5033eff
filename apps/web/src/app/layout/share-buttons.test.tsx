import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FOCUS_RING } from "@/components/ui/button";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ShareButtons } from "./share-buttons";

/** The classes a control shows only under keyboard focus. */
const focusClasses = (element: Element) =>
  [...element.classList].filter((name) => name.startsWith("focus-visible:")).sort();

/** The buttons' own ring (components/ui/button.tsx, tested there): the share buttons must show the same. */
const BUTTONS_RING = FOCUS_RING.split(" ")
  .filter((name) => name.startsWith("focus-visible:"))
  .sort();

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
      expect(focusClasses(share)).toEqual(BUTTONS_RING);
    }
  });
});
