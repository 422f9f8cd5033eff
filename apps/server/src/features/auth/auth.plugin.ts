import cookie from "@fastify/cookie";
import type { SignedInUser } from "@photo-organizer/core";
import { TOKEN_EXPIRES_HEADER } from "@photo-organizer/core/api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { HttpError } from "../../plugins/errors.ts";
import { bearerToken, bearerUser, hasBearer } from "../tokens/bearer-auth.ts";
import { authRoutes } from "./auth.routes.ts";
import { registerDevProvider } from "./dev-provider.ts";
import { createRelyingParty } from "./relying-party.ts";
import { SESSION_COOKIE, sessionCookieOptions } from "./session-cookie.ts";
import { loadSession } from "./sessions.ts";

/** The signed-in person as every route sees it (`request.user`). */
export type AuthUser = SignedInUser;

/** The current server-side session (`request.session`); `id` is what `setSessionAdminUnlocked` takes. */
export type AuthSession = { id: string; expiresAt: Date; adminUnlocked: boolean };

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    session: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** An /api route anyone may call; every other /api route answers 401 to a caller not signed in. */
    public?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless signed in (every non-public /api route already is: see `registerAuth`). */
    requireUser: PreHandler;
    /** preHandler: 401 unless signed in, 403 unless an admin (ADMIN_EMAILS) whose session passed the password. */
    requireAdmin: PreHandler;
  }
}

/** Sessions are only looked up for these paths; static files never touch the database. */
const SESSION_PATHS = /^\/(api|auth)(\/|\?|$)/;
const API_PATHS = /^\/api(\/|\?|$)/;

export function toAuthUser(user: UserRow, config: Config): AuthUser {
  const email = user.email?.toLowerCase() ?? null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    avatarUrl: user.avatarUrl,
    plan: user.plan,
    isAdmin: email !== null && user.emailVerified && config.adminEmails.includes(email),
  };
}

/**
 * Reads the session cookie into `request.user` / `request.session`, adds the guard preHandlers, mounts the
 * development OpenID provider when no OIDC_ISSUER is configured, and registers the sign-in routes.
 */
export async function registerAuth(app: FastifyInstance, config: Config) {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);

  /**
   * Who is calling: `request.user` (and `request.session` for a signed-in browser), or nobody. The one place
   * a way of signing in plugs in: a personal access token stands for its account (plan and allowance, never
   * admin rights), a session cookie for the signed-in person.
   */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // A personal access token stands for itself: its request never reads, slides or clears a session cookie.
    if (hasBearer(request)) {
      const { user, expiresAt } = await bearerUser(app.db, request, bearerToken(request));
      // The tool that uses a token that ends can say so before it does (TOKEN_EXPIRES_HEADER).
      if (expiresAt) reply.header(TOKEN_EXPIRES_HEADER, expiresAt.toISOString());
      // Admin rights need a signed-in session and the admin password (D3); a token never carries them.
      request.user = { ...toAuthUser(user, config), isAdmin: false };
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await loadSession(app.db, token);
    if (!session) {
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return;
    }
    request.user = toAuthUser(session.user, config);
    request.session = { id: session.id, expiresAt: session.expiresAt, adminUnlocked: session.adminUnlocked };
    // Sliding expiry: the cookie lives as long as the server-side session.
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(config, session.expiresAt));
  }

  // Sign-in is required by default: every /api route refuses anonymous callers before its body is read,
  // unless it says `config: { public: true }`. A route added later without a thought is closed.
  app.addHook("onRequest", async (request, reply) => {
    if (!SESSION_PATHS.test(request.url)) return;
    await authenticate(request, reply);
    const privateApi = API_PATHS.test(request.url) && request.routeOptions.url !== undefined;
    if (privateApi && request.routeOptions.config.public !== true && !request.user) {
      throw new HttpError(401, "Sign in required", "unauthorized");
    }
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, "Sign in required", "unauthorized");
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, "Sign in required", "unauthorized");
    if (!request.user.isAdmin) throw new HttpError(403, "Forbidden", "forbidden");
    if (!request.session?.adminUnlocked) throw new HttpError(403, "Admin area is locked", "admin_locked");
  });

  const provider = config.oidc
    ? { ...config.oidc }
    : { ...(await registerDevProvider(app, config)), maxAgeSeconds: undefined, app };
  if (!config.oidc) {
    app.log.warn("using the built-in development sign-in provider (set OIDC_ISSUER for a real one)");
  }
  await app.register(authRoutes, { config, rp: createRelyingParty(config, provider) });
}
