import { SIGN_OUT_COPY } from "@photo-organizer/core";
import { useState } from "react";
import { toast } from "sonner";
import { hasUnsavedWork, leaveAnyway, stayAfterAll } from "@/lib/unsaved-work";
import { useAuth } from "./use-auth";

/**
 * Log Out as the header offers it. A page with a run going or results not downloaded asks first, before the
 * session ends: asked only by the browser once the page leaves, someone who chose to stay would be left on a
 * page signed out behind their back. A sign-out the server could not take says so and changes nothing.
 */
export function useSignOut() {
  const { logout } = useAuth();
  const [asking, setAsking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const signOut = () => {
    setAsking(false);
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
    requestSignOut: () => (hasUnsavedWork() ? setAsking(true) : signOut()),
    signingOut,
    asking,
    stay: () => setAsking(false),
    signOut,
  };
}
