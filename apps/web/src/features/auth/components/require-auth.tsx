import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "../use-auth";
import { AuthLoading } from "./auth-loading";

/** A1: signed-out visitors go to /login (which starts the sign-in and comes back here). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === "loading") return <AuthLoading />;
  if (status === "anonymous") {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
