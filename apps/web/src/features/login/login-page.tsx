import { useEffect, useRef } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useAuth } from "@/features/auth/use-auth";

/** Only same-site paths may be a return target (no open redirect through /login?returnTo=). */
export function safeReturnTo(value: string | null): string {
  return value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}

/**
 * /login: starts the sign-in once when signed out and renders nothing (spec section 2). A visitor who is
 * already signed in is sent on to where the sign-in would have brought them.
 */
export function LoginPage() {
  const { status, login } = useAuth();
  const [params] = useSearchParams();
  const started = useRef(false);
  const returnTo = safeReturnTo(params.get("returnTo"));
  useEffect(() => {
    if (status !== "anonymous" || started.current) return;
    started.current = true;
    login(returnTo);
  }, [status, login, returnTo]);
  if (status === "authenticated") return <Navigate to={returnTo} replace />;
  return null;
}
