import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";
import { asksBeforeLeaving, holdUnsavedWork } from "@/lib/unsaved-work";

/** While `active`, leaving the page for another site, reloading or closing it asks first (the browser's own question). */
export function useUnloadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const release = holdUnsavedWork();
    const ask = (event: BeforeUnloadEvent) => {
      // Already asked by the app (signing out): the browser does not ask again.
      if (!asksBeforeLeaving()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => {
      release();
      window.removeEventListener("beforeunload", ask);
    };
  }, [active]);
}

/**
 * While `active`, leaving the page in any way asks first: another address, reload or close through the
 * browser's question; a link in the app or Back through the returned blocker, which the page answers with
 * its own dialog (`proceed` or `reset`).
 */
export function useLeaveGuard(active: boolean): Blocker {
  useUnloadGuard(active);
  return useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
}
