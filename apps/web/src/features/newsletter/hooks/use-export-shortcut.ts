import { useEffect } from "react";

/** Calls `onExport` on Ctrl+Shift+E (spec section 6: downloads the captured email list). */
export function useExportShortcut(onExport: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && !e.altKey && e.key.toLowerCase() === "e") {
        e.preventDefault();
        onExport();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onExport, enabled]);
}
