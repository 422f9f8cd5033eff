import { useEffect } from "react";
import { resendLocalOnly } from "../api/subscribe";

/** Re-sends emails saved only in this browser when the form shows and whenever the browser comes online (D7). */
export function useResendLocalOnly() {
  useEffect(() => {
    const run = () => void resendLocalOnly().catch(() => undefined);
    run();
    window.addEventListener("online", run);
    return () => window.removeEventListener("online", run);
  }, []);
}
