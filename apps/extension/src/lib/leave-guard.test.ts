import { describe, expect, it } from "vitest";
import { guardUnload } from "./leave-guard";

/** The browser's BeforeUnloadEvent, whose returnValue may be set (Node's Event has only a getter). */
class BeforeUnload extends Event {
  override returnValue = true;
}

const unload = (target: EventTarget) => {
  const event = new BeforeUnload("beforeunload", { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("the leave guard of a page running a batch", () => {
  it("makes the browser ask before the page closes or reloads, until released", () => {
    const page = new EventTarget();
    expect(unload(page)).toBe(false);
    const release = guardUnload(page);
    expect(unload(page)).toBe(true);
    release();
    expect(unload(page)).toBe(false);
  });
});
