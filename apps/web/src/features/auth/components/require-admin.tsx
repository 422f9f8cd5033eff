import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { paths } from "@/config/paths";
import { useAuth } from "../use-auth";
import { AuthLoading } from "./auth-loading";

/** A1: signed out → /login, signed in but not an admin → /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === "loading") return <AuthLoading />;
  if (!user) return <Navigate to={paths.login.getHref(paths.admin.path)} replace />;
  if (!user.isAdmin) return <Navigate to={paths.home.path} replace />;
  return children;
}
