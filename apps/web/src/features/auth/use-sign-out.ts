import { SIGN_OUT_COPY } from "@photo-organizer/core";
import { useState } from "react";
import { toast } from "sonner";
import { leaveAnyway, stayAfterAll, unsavedWork } from "@/lib/unsaved-work";
import { useAuth } from "./use-auth";

/**
 * Log Out as the header offers it. A page holding work (a run going, results not downloaded, settings or a
 * message not sent) asks first, before the session ends, and says what each part holds: asked only by the
 * browser once the page leaves, someone who chose to stay would be left on a page signed out behind their
 * back. A sign-out the server could not take says so and changes nothing.
 */
export function useSignOut() {
  const { logout } = useAuth();
  // What the page held when Log Out was pressed, while the question is open.
  const [holding, setHolding] = useState<string[] | null>(null);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = () => {
    setHolding(null);
    setSigningOut(true);
    leaveAnyway();
    logout().catch(() => {
      stayAfterAll();
      setSigningOut(false);
      toast.error(SIGN_OUT_COPY.failedTitle, { description: SIGN_OUT_COPY.failedBody });
    });
  };

  return {
    /** What Log Out does: asks first when the page has work it would leave, else signs out. */
    requestSignOut: () => {
      const held = unsavedWork();
      if (held.length > 0) setHolding(held);
      else signOut();
    },
    signingOut,
    asking: holding !== null,
    /** What the question says would be interrupted or lost, each part of the page in its own words. */
    holding: holding ?? [],
    stay: () => setHolding(null),
    signOut,
  };
}
