import { TRIPLE_CLICK_WINDOW_MS } from "@photo-organizer/core";
import { useCallback, useRef } from "react";

/** A click handler that calls `onTriple` when three clicks land within the spec's 2-second window. */
export function useTripleClick(onTriple: () => void, windowMs: number = TRIPLE_CLICK_WINDOW_MS) {
  const clicks = useRef<number[]>([]);
  return useCallback(() => {
    const now = Date.now();
    const recent = [...clicks.current.filter((t) => now - t <= windowMs), now];
    if (recent.length >= 3) {
      clicks.current = [];
      onTriple();
    } else {
      clicks.current = recent;
    }
  }, [onTriple, windowMs]);
}
