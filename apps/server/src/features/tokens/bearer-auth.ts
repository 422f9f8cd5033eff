import { TOKENS_COPY } from "@photo-organizer/core";
import type { TokenRefusalCode } from "@photo-organizer/core/api";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { resolveToken } from "./tokens.service.ts";

/**
 * What a personal access token may do: organize photos with the account's plan and allowance (the batches
 * and analysis the command-line tool calls, the usage, the account and its organization settings it reads),
 * and nothing else: no admin action, no token management, no changing account settings. An allowlist, so a route added later is closed to
 * tokens until someone decides otherwise.
 */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/me",
  "GET /api/usage",
  "GET /api/organization-settings",
  "POST /api/batches",
  "POST /api/batches/:id/finish",
  "POST /api/analyze-image",
]);

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer` header; null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** True when the request carries `Authorization: Bearer`: it is authenticated by that alone, never a cookie. */
export const hasBearer = (request: FastifyRequest) => /^Bearer\s/i.test(request.headers.authorization ?? "");

const refuse = (status: number, message: string, code: TokenRefusalCode) =>
  new HttpError(status, message, code);

/**
 * The user a bearer-token request acts as. Throws 401 for a token that does not exist (revoked, mistyped) or is
 * past its end, then 403 for a route tokens may not use, before anything else is done for the request.
 */
export async function bearerUser(
  db: Db,
  request: FastifyRequest,
  token: string | null,
): Promise<{ user: UserRow; expiresAt: Date | null }> {
  const found = token ? await resolveToken(db, token) : null;
  if (!found) throw refuse(401, TOKENS_COPY.invalid, "token_invalid");
  if ("expired" in found)
    throw refuse(401, TOKENS_COPY.expired(found.expired.toISOString().slice(0, 10)), "token_expired");
  const { user, expiresAt } = found;
  if (!TOKEN_ROUTES.has(`${request.method} ${request.routeOptions.url}`))
    throw refuse(403, TOKENS_COPY.notAllowed, "token_not_allowed");
  return { user, expiresAt };
}
