import type { FastifyRequest } from "fastify";
import type { AuthSession, AuthUser } from "../features/auth/auth.plugin.ts";
import { HttpError } from "../plugins/errors.ts";

/** `request.user` behind `app.requireUser` / `app.requireAdmin`, narrowed to non-null. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, "Sign in required", "unauthorized");
  return request.user;
}

/** `request.session` of a signed-in request, narrowed to non-null. */
export function currentSession(request: FastifyRequest): AuthSession {
  if (!request.session) throw new HttpError(401, "Sign in required", "unauthorized");
  return request.session;
}
