import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import type { Config } from "../../config/env.ts";

/** What the sign-in routes need from the OpenID provider, whichever it is. */
export type RelyingParty = {
  /** The discovered provider configuration (discovered on first use, retried after a failure). */
  configuration: () => Promise<client.Configuration>;
  redirectUri: string;
  /** The `prompt` sent with every sign-in: account selection where the provider offers it. */
  prompt: "select_account" | "login";
  maxAgeSeconds: number | undefined;
  /** Whether to send `id_token_hint` to the end-session endpoint (a dev provider's keys change at restart). */
  sendIdTokenHint: boolean;
};

/** D1 / spec section 5: tolerated clock difference for exp, nbf and iat. */
export const ID_TOKEN_LEEWAY_SECONDS = 60;
const HTTP_TIMEOUT_SECONDS = 10;

export function createRelyingParty(
  config: Config,
  provider: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    maxAgeSeconds: number | undefined;
    /** Set for the built-in provider: its requests are answered in-process, not over the network. */
    app?: FastifyInstance;
  },
): RelyingParty {
  let discovered: Promise<client.Configuration> | undefined;
  const discover = async () => {
    const options: client.DiscoveryRequestOptions = { timeout: HTTP_TIMEOUT_SECONDS };
    if (provider.app) {
      options[client.customFetch] = inProcessFetch(provider.app, config.publicUrl);
      // Only the in-process provider may be plain http (it never leaves this process).
      if (provider.issuer.startsWith("http:")) options.execute = [client.allowInsecureRequests];
    }
    return client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      {
        id_token_signed_response_alg: "RS256",
        [client.clockTolerance]: ID_TOKEN_LEEWAY_SECONDS,
        ...(provider.maxAgeSeconds ? { default_max_age: provider.maxAgeSeconds } : {}),
      },
      client.ClientSecretBasic(provider.clientSecret),
      options,
    );
  };
  return {
    configuration: () => {
      discovered ??= discover().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
    redirectUri: `${config.publicUrl}/auth/callback`,
    prompt: provider.app ? "login" : "select_account",
    maxAgeSeconds: provider.maxAgeSeconds,
    sendIdTokenHint: !provider.app,
  };
}

/** A fetch that hands requests for the public URL to `app.inject`, so the server never calls itself. */
function inProcessFetch(app: FastifyInstance, publicUrl: string): client.CustomFetch {
  const { host, protocol } = new URL(publicUrl);
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== publicUrl) return fetch(url, options as RequestInit);
    const body = options.body;
    const response = await app.inject({
      method: options.method as "GET" | "POST",
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host, "x-forwarded-proto": protocol.slice(0, -1) },
      ...(body === undefined || body === null ? {} : { payload: String(body) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}
