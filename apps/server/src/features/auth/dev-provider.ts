import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import { MESSAGES, SIGN_IN_COPY } from "@photo-organizer/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import MemoryAdapter from "oidc-provider/lib/adapters/memory_adapter.js";
import { z } from "zod";
import type { Config } from "../../config/env.ts";
import { HttpError } from "../../plugins/errors.ts";
import { escapeHtml, htmlPage } from "./html.ts";

/**
 * The built-in development OpenID provider (panva's oidc-provider), mounted in-process under /oidc when no
 * OIDC_ISSUER is configured. Its sign-in page asks for an email and a name and believes them: it is a stand-in
 * for "Continue with Google" so that `npm start` works with no set-up, never an identity check. Config
 * loading refuses it under NODE_ENV=production unless DEV_OIDC_IN_PRODUCTION=true.
 */
export const DEV_OIDC_PATH = "/oidc";
export const DEV_CLIENT_ID = "photo-organizer";

export type DevProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
};

type DevAccount = { email: string; name: string };

/** The subject for an email: stable across restarts, so the same email is always the same account. */
export function devSubject(email: string): string {
  return `dev-${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 24)}`;
}

const loginForm = z.object({
  email: z.email().max(254),
  name: z.string().trim().max(100).default(""),
});

/** The interaction (the provider's record of this sign-in, tied to its cookie) is gone or expired. */
function expiredPage() {
  return htmlPage(
    "Sign-in expired",
    `<span class="badge">Development sign-in provider</span>
<h1>This sign-in has expired</h1>
<p>Please start again.</p>
<div class="actions"><a class="button" href="/auth/login">Sign in again</a>
<a class="button secondary" href="/">Back to Photo Organizer</a></div>`,
  );
}

async function interaction(provider: Provider, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    request.log.info({ err: error }, "development sign-in without a live interaction");
    return null;
  }
}

function signInPage(uid: string, values: { email?: string; name?: string }, error?: string) {
  return htmlPage(
    "Development sign-in",
    `<span class="badge">Development sign-in provider</span>
<h1>Sign in to Photo Organizer</h1>
<p>This built-in provider stands in for a real sign-in (Google, say) on a local installation. It does not check
who you are: type any email address and name.</p>
${error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>` : ""}
<form method="post" action="${DEV_OIDC_PATH}/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autofocus value="${escapeHtml(values.email ?? "")}">
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="100" value="${escapeHtml(values.name ?? "")}">
<div class="actions">
<button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="${DEV_OIDC_PATH}/interaction/${escapeHtml(uid)}/abort" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/**
 * The provider's own in-memory store, named so it does not warn "you MUST change it": a development provider
 * only holds sign-ins in progress (the app's sessions live in the database), and a restart just asks again.
 */
class DevProviderMemory extends MemoryAdapter {}

let signingKey: Record<string, unknown> | undefined;

/** The provider's RS256 signing key: made once per process (its ID tokens only live for one sign-in). */
function devSigningKey(): Record<string, unknown> {
  if (!signingKey) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    signingKey = { ...privateKey.export({ format: "jwk" }), kid: randomBytes(8).toString("hex"), use: "sig" };
  }
  return signingKey;
}

/** Mounts the development provider on `app` and returns how the relying party reaches it. */
export async function registerDevProvider(app: FastifyInstance, config: Config): Promise<DevProvider> {
  const issuer = `${config.publicUrl}${DEV_OIDC_PATH}`;
  const clientSecret = randomBytes(32).toString("base64url");
  const accounts = new Map<string, DevAccount>();

  const configuration: Configuration = {
    adapter: DevProviderMemory,
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [devSigningKey() as never] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    // Like Google: the ID token itself carries email and name.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = htmlPage(
            "Sign out",
            `<span class="badge">Development sign-in provider</span>
<h1>Sign out of the development provider too?</h1>
<p>You are signed out of Photo Organizer.</p>
${form}
<div class="actions">
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" class="secondary" form="op.logoutForm">No, stay signed in</button>
</div>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
    // First-party client: the consent prompt is answered by granting the requested scopes.
    loadExistingGrant: async (ctx) => {
      const oidc = ctx.oidc;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = htmlPage(
        "Sign-in error",
        `<span class="badge">Development sign-in provider</span><h1>Something went wrong</h1>
<p>${escapeHtml(String(out.error_description ?? out.error ?? "Unknown error"))}</p>
<p><a class="button" href="/">Back to Photo Organizer</a></p>`,
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  if (config.trustProxy || config.publicUrl.startsWith("https:")) provider.proxy = true;
  provider.on("server_error", (_ctx, error) =>
    app.log.error({ err: error }, "development OIDC provider error"),
  );
  const callback = provider.callback();

  await app.register(async (scope) => {
    // The provider reads its own request bodies: leave the stream untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url?.slice(DEV_OIDC_PATH.length) || "/";
      callback(raw, reply.raw);
    };
    scope.all(DEV_OIDC_PATH, handler);
    scope.all(`${DEV_OIDC_PATH}/*`, handler);
  });

  await app.register(async (scope) => {
    await scope.register(formbody);
    const sameOrigin = async (request: FastifyRequest) => {
      if (request.headers.origin !== config.publicUrl) {
        throw new HttpError(403, "Cross-site request refused", "csrf");
      }
    };
    scope.get<{ Params: { uid: string } }>(`${DEV_OIDC_PATH}/interaction/:uid`, async (request, reply) => {
      const details = await interaction(provider, request, reply);
      if (!details || details.uid !== request.params.uid) {
        return reply.code(400).type("text/html").send(expiredPage());
      }
      const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
      return reply.type("text/html").send(signInPage(details.uid, { email: hint }));
    });
    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${DEV_OIDC_PATH}/interaction/:uid/login`,
      { preHandler: sameOrigin, config: { rateLimit: { max: 30, timeWindow: "1 minute" } } },
      async (request, reply) => {
        const details = await interaction(provider, request, reply);
        if (!details || details.uid !== request.params.uid) {
          return reply.code(400).type("text/html").send(expiredPage());
        }
        const parsed = loginForm.safeParse(request.body ?? {});
        if (!parsed.success) {
          return reply
            .code(400)
            .type("text/html")
            .send(signInPage(details.uid, request.body ?? {}, MESSAGES.emailInvalid));
        }
        const email = parsed.data.email.trim();
        const accountId = devSubject(email);
        accounts.set(accountId, { email, name: parsed.data.name });
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
    scope.post<{ Params: { uid: string } }>(
      `${DEV_OIDC_PATH}/interaction/:uid/abort`,
      { preHandler: sameOrigin },
      async (request, reply) => {
        const details = await interaction(provider, request, reply);
        if (!details || details.uid !== request.params.uid) {
          return reply.code(400).type("text/html").send(expiredPage());
        }
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { error: "access_denied", error_description: SIGN_IN_COPY.providerErrors.access_denied },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });

  return { issuer, clientId: DEV_CLIENT_ID, clientSecret };
}
