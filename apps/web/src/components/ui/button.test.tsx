import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Button, FOCUS_RING } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";
import { Switch } from "./switch";

/** The classes a control shows only under keyboard focus. */
const focusClasses = (element: Element) =>
  [...element.classList].filter((name) => name.startsWith("focus-visible:")).sort();

/**
 * The ring a keyboard user sees around the focused control: solid (no see-through ring colour, which all but
 * vanished on a dark page), set off from the control by a gap of the page's colour, as links' outline is.
 */
const SOLID_RING_WITH_GAP = [
  "focus-visible:ring-2",
  "focus-visible:ring-offset-2",
  "focus-visible:ring-offset-background",
  "focus-visible:ring-ring",
];

describe("the keyboard focus of controls", () => {
  it("is a solid ring with an offset on every kind of button, the brand gradient's included", async () => {
    render(
      <>
        <Button variant="brand">Brand</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost" size="icon" aria-label="Remove">
          x
        </Button>
      </>,
    );
    const user = userEvent.setup();
    for (const name of ["Brand", "Outline", "Remove"]) {
      await user.tab();
      const button = screen.getByRole("button", { name });
      expect(button).toHaveFocus();
      expect(focusClasses(button)).toEqual(SOLID_RING_WITH_GAP);
    }
    expect(FOCUS_RING).not.toMatch(/ring-ring\/\d+/);
  });

  it("is the same ring on a switch, a question of the FAQ and a dialog's close button", async () => {
    render(
      <>
        <Switch aria-label="Review before download" />
        <Accordion type="single" collapsible>
          <AccordionItem value="q">
            <AccordionTrigger>How are photos named?</AccordionTrigger>
            <AccordionContent>From their description.</AccordionContent>
          </AccordionItem>
        </Accordion>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("switch")).toHaveFocus();
    expect(focusClasses(screen.getByRole("switch"))).toEqual(SOLID_RING_WITH_GAP);
    await user.tab();
    const question = screen.getByRole("button", { name: "How are photos named?" });
    expect(question).toHaveFocus();
    expect(focusClasses(question)).toEqual(SOLID_RING_WITH_GAP);

    render(
      <Dialog open>
        <DialogContent>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Folders and names</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const close = screen.getByRole("button", { name: "Close" });
    // Dimmed at rest, fully drawn when it has the focus.
    expect(focusClasses(close)).toEqual([...SOLID_RING_WITH_GAP, "focus-visible:opacity-100"].sort());
  });
});
