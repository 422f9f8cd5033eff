import { useCallback, useEffect, useState } from "react";
import { type Account, connect } from "../lib/account";

/** How often the popup asks again while the user signs in in another tab. */
const SIGN_IN_POLL_MS = 2000;
/** How often it asks again while the server cannot be reached (a restart, a network coming back). */
const UNREACHABLE_POLL_MS = 5000;

/**
 * Who is signed in at the configured server; asks again on focus, every two seconds while signing in, and every
 * five while the server cannot be reached.
 */
export function useAccount() {
  const [account, setAccount] = useState<Account | null>(null);
  const [waitingForSignIn, setWaitingForSignIn] = useState(false);
  const refresh = useCallback(() => {
    connect()
      .then(setAccount)
      .catch(() => setAccount(null));
  }, []);

  useEffect(() => {
    refresh();
    window.addEventListener("focus", refresh);
    return () => window.removeEventListener("focus", refresh);
  }, [refresh]);

  useEffect(() => {
    if (!waitingForSignIn) return;
    if (account?.kind === "signed-in") {
      setWaitingForSignIn(false);
      return;
    }
    const timer = setInterval(refresh, SIGN_IN_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForSignIn, account, refresh]);

  useEffect(() => {
    if (account?.kind !== "unreachable") return;
    const timer = setInterval(refresh, UNREACHABLE_POLL_MS);
    return () => clearInterval(timer);
  }, [account, refresh]);

  return { account, refresh, waitForSignIn: () => setWaitingForSignIn(true), waitingForSignIn };
}
