import { MESSAGES, SIGN_IN_COPY } from "@photo-organizer/core";
import { apiErrorSchema, sessionResponseSchema, signedInUserSchema } from "@photo-organizer/core/api";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as client from "openid-client";
import { z } from "zod";
import type { Config } from "../../config/env.ts";
import { escapeHtml, htmlPage } from "./html.ts";
import {
  LOGIN_TRANSACTION_TTL_MS,
  startLoginTransaction,
  takeLoginTransaction,
} from "./login-transactions.ts";
import { sendToPublicOrigin } from "./public-origin.ts";
import type { RelyingParty } from "./relying-party.ts";
import { safeReturnTo } from "./return-to.ts";
import { SESSION_COOKIE, sessionCookieOptions } from "./session-cookie.ts";
import { createSession, deleteSession } from "./sessions.ts";
import { upsertUserFromProfile } from "./users.repository.ts";

const LOGIN_COOKIE = "po_login";
const LOGIN_COOKIE_PATH = "/auth";

/** Readable explanations of the provider's error codes (spec section 8: login_required, cancelled, …). */
function describeProviderError(code: string): string {
  const texts = SIGN_IN_COPY.providerErrors;
  switch (code) {
    case "access_denied":
      return texts.access_denied;
    case "login_required":
    case "interaction_required":
    case "consent_required":
    case "account_selection_required":
      return texts.signInAgain;
    case "temporarily_unavailable":
    case "server_error":
      return texts.unavailable;
    default:
      return texts.other;
  }
}

/** The person cancelled at the provider: say so, and offer to sign in again or go back where they were. */
function canceledPage(reply: FastifyReply, returnTo: string) {
  return reply
    .code(200)
    .type("text/html")
    .send(
      htmlPage(
        SIGN_IN_COPY.canceledTitle,
        `<h1>${escapeHtml(SIGN_IN_COPY.canceledTitle)}</h1>
<p>${escapeHtml(SIGN_IN_COPY.canceledText)}</p>
<div class="actions"><a class="button" href="/auth/login?returnTo=${escapeHtml(encodeURIComponent(returnTo))}">${escapeHtml(SIGN_IN_COPY.signIn)}</a>
<a class="button secondary" href="${escapeHtml(returnTo)}">${escapeHtml(SIGN_IN_COPY.back)}</a></div>`,
      ),
    );
}

function errorPage(reply: FastifyReply, status: number, heading: string, detail: string) {
  return reply
    .code(status)
    .type("text/html")
    .send(
      htmlPage(
        heading,
        `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(detail)}</p>
<div class="actions"><a class="button" href="/auth/login">${escapeHtml(SIGN_IN_COPY.tryAgain)}</a>
<a class="button secondary" href="/">${escapeHtml(SIGN_IN_COPY.backHome)}</a></div>`,
      ),
    );
}

/**
 * Sign-in (OIDC code flow with PKCE, state and nonce), callback, sign-out, `GET /api/session` (who is signed
 * in, for the web app) and `GET /api/me` (the signed-in user or 401, for API clients) (D1).
 */
export async function authRoutes(app: FastifyInstance, { config, rp }: { config: Config; rp: RelyingParty }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const secure = config.nodeEnv === "production";

  routes.get(
    "/auth/login",
    {
      schema: { querystring: z.object({ returnTo: z.string().optional() }), hide: true },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const moved = sendToPublicOrigin(request, reply, config);
      if (moved) return moved;
      let configuration: client.Configuration;
      try {
        configuration = await rp.configuration();
      } catch (error) {
        request.log.error({ err: error }, "the OpenID provider's configuration could not be loaded");
        return errorPage(reply, 503, MESSAGES.loginFailed, describeProviderError("temporarily_unavailable"));
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const token = await startLoginTransaction(app.db, {
        state,
        nonce,
        codeVerifier,
        returnTo: safeReturnTo(request.query.returnTo, config.publicUrl),
      });
      reply.setCookie(LOGIN_COOKIE, token, {
        path: LOGIN_COOKIE_PATH,
        httpOnly: true,
        sameSite: "lax",
        secure,
        maxAge: LOGIN_TRANSACTION_TTL_MS / 1000,
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: rp.redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
        prompt: rp.prompt,
        ...(rp.maxAgeSeconds ? { max_age: String(rp.maxAgeSeconds) } : {}),
      });
      return reply.redirect(url.href, 302);
    },
  );

  routes.get(
    "/auth/callback",
    {
      schema: { querystring: z.record(z.string(), z.unknown()), hide: true },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const loginToken = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH });
      const transaction = loginToken ? await takeLoginTransaction(app.db, loginToken) : null;
      const query = request.query;
      if (!transaction || typeof query.state !== "string" || query.state !== transaction.state) {
        request.log.warn({ hasTransaction: transaction !== null }, "sign-in callback with a state mismatch");
        return errorPage(reply, 400, MESSAGES.invalidState, SIGN_IN_COPY.linkExpired);
      }
      if (query.error === "access_denied") {
        request.log.info("the person cancelled the sign-in at the provider");
        return canceledPage(reply, transaction.returnTo);
      }
      if (typeof query.error === "string") {
        request.log.info({ error: query.error }, "the provider refused the sign-in");
        return errorPage(reply, 400, MESSAGES.loginFailed, describeProviderError(query.error));
      }

      let claims: client.IDToken;
      let profile: Record<string, unknown>;
      let idToken: string | undefined;
      try {
        const configuration = await rp.configuration();
        const tokens = await client.authorizationCodeGrant(
          configuration,
          new URL(request.url, config.publicUrl),
          {
            pkceCodeVerifier: transaction.codeVerifier,
            expectedState: transaction.state,
            expectedNonce: transaction.nonce,
            idTokenExpected: true,
            ...(rp.maxAgeSeconds ? { maxAge: rp.maxAgeSeconds } : {}),
          },
        );
        const checked = tokens.claims();
        if (!checked) throw new Error("no ID token");
        claims = checked;
        idToken = tokens.id_token;
        profile = { ...claims };
        // Some providers put email and name only in the userinfo answer.
        if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
          profile = {
            ...(await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)),
            ...claims,
          };
        }
      } catch (error) {
        request.log.warn({ err: error }, "sign-in failed at the token exchange or ID token check");
        return errorPage(reply, 400, MESSAGES.loginFailed, SIGN_IN_COPY.notCompleted);
      }

      const user = await upsertUserFromProfile(app.db, {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile.email === "string" ? profile.email : null,
        emailVerified: profile.email_verified === true,
        name: typeof profile.name === "string" && profile.name ? profile.name : null,
        avatarUrl: typeof profile.picture === "string" ? profile.picture : null,
      });
      // Session rotation: whatever session this browser had before is ended, a new id is issued.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.db, previous);
      const session = await createSession(app.db, { userId: user.id, idToken: idToken ?? null });
      reply.setCookie(SESSION_COOKIE, session.token, sessionCookieOptions(config, session.expiresAt));
      return reply.redirect(transaction.returnTo, 302);
    },
  );

  routes.post(
    "/auth/logout",
    { schema: { response: { 200: z.object({ redirectTo: z.string() }) }, hide: true } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      const ended = token ? await deleteSession(app.db, token) : null;
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      const home = `${config.publicUrl}/`;
      let redirectTo = home;
      if (ended) {
        try {
          const configuration = await rp.configuration();
          if (configuration.serverMetadata().end_session_endpoint) {
            redirectTo = client.buildEndSessionUrl(configuration, {
              post_logout_redirect_uri: home,
              client_id: configuration.clientMetadata().client_id,
              ...(rp.sendIdTokenHint && ended.idToken ? { id_token_hint: ended.idToken } : {}),
            }).href;
          }
        } catch (error) {
          request.log.warn({ err: error }, "provider unavailable at sign-out; signed out of the site only");
        }
      }
      return { redirectTo };
    },
  );

  routes.get(
    "/api/me",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["account"],
        summary: "The signed-in user with plan (401 when signed out)",
        response: { 200: signedInUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      // requireUser guarantees it; the check keeps the types honest.
      if (!request.user) throw new Error("requireUser let an anonymous request through");
      return request.user;
    },
  );
  routes.get(
    "/api/session",
    {
      config: { public: true },
      schema: {
        tags: ["account"],
        summary: "Who is signed in: the user, or null for a visitor (never 401)",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      // Per person and changing at sign-in and sign-out: never stored by a cache.
      reply.header("cache-control", "no-store");
      return { user: request.user };
    },
  );
}
