import { TRIPLE_CLICK_WINDOW_MS } from "@photo-organizer/core";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTripleClick } from "./use-triple-click";

describe("useTripleClick", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const onTriple = vi.fn();
    const { result } = renderHook(() => useTripleClick(onTriple));
    const click = (afterMs = 0) => {
      vi.advanceTimersByTime(afterMs);
      act(() => result.current());
    };
    return { onTriple, click };
  }

  it("fires on three clicks within the window, and again only after three more", () => {
    const { onTriple, click } = setup();
    click();
    click(500);
    expect(onTriple).not.toHaveBeenCalled();
    click(TRIPLE_CLICK_WINDOW_MS - 600);
    expect(onTriple).toHaveBeenCalledTimes(1);
    click(10);
    click(10);
    expect(onTriple).toHaveBeenCalledTimes(1);
    click(10);
    expect(onTriple).toHaveBeenCalledTimes(2);
  });

  it("does not fire when the clicks are spread over more than the window", () => {
    const { onTriple, click } = setup();
    click();
    click(TRIPLE_CLICK_WINDOW_MS / 2 + 1);
    click(TRIPLE_CLICK_WINDOW_MS / 2 + 1);
    expect(onTriple).not.toHaveBeenCalled();
  });
});
