import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { extensionOrigin, MESSAGES } from "@photo-organizer/core";
import type { FastifyInstance } from "fastify";
import helmetHeaders from "helmet";
import type { Config } from "../config/env.ts";
import { databaseRateLimitStore } from "../features/rate-limits/database-store.ts";
import { hasBearer } from "../features/tokens/bearer-auth.ts";
import { HttpError } from "./errors.ts";

/** Largest JSON body any route accepts unless it sets its own `bodyLimit`. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** Paths whose POSTs come from elsewhere by design (the OpenID provider's token endpoint is server-to-server). */
const CSRF_EXEMPT = /^\/oidc(\/|$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * SHA-256 sources for the inline scripts of the built index.html (e.g. a theme script that must run before
 * first paint), so the Content-Security-Policy can stay without 'unsafe-inline' for scripts.
 */
export function inlineScriptHashes(webDistDir: string | undefined): string[] {
  if (!webDistDir) return [];
  const index = join(webDistDir, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    if (body.trim()) hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

/** The security headers every answer carries (helmet's options): a CSP the Vite app works under, and more. */
export function securityHeaderOptions(config: Config, webDistDir: string | undefined) {
  const production = config.nodeEnv === "production";
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // The HEIC decoder is WebAssembly: 'wasm-unsafe-eval' lets the page compile it, and nothing else (no eval).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(webDistDir)],
        // Radix and sonner set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would break the provider's avatar images and links to checkout pages.
    crossOriginEmbedderPolicy: false,
    hsts: production,
    // With "no-referrer" (helmet's default) browsers send `Origin: null` on same-origin form posts and
    // fetches, which the CSRF check would refuse.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
  };
}

/**
 * Sets the security headers on a raw response, for the answers Fastify gives before any hook runs (a URL it
 * cannot decode): every answer carries them, framework errors included.
 */
export function rawSecurityHeaders(config: Config, webDistDir: string | undefined) {
  const apply = helmetHeaders(securityHeaderOptions(config, webDistDir));
  return (request: IncomingMessage, response: ServerResponse) =>
    apply(request, response, (error?: unknown) => {
      if (error) throw error;
    });
}

/**
 * Security headers (with a CSP the Vite app works under), global rate-limit registration (routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`; counted in the database, so server processes sharing it count
 * together), and the CSRF Origin check for state-changing requests made with cookies.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, webDistDir: string) {
  await app.register(helmet, securityHeaderOptions(config, webDistDir));

  await app.register(rateLimit, {
    global: false,
    // Read when the first request is counted: the database is registered after this plugin.
    store: databaseRateLimitStore(() => app.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: MESSAGES.tooManyRequests,
      code: "rate_limited",
    }),
  });

  // The site itself, and the browser extension's pages (D19): a web page cannot send a chrome-extension:// Origin.
  const allowedOrigins = new Set([
    new URL(config.publicUrl).origin,
    ...config.extension.ids.map((id) => extensionOrigin(id)),
  ]);
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || CSRF_EXEMPT.test(request.url)) return;
    // A bearer-token request is authenticated by its header alone (auth.plugin ignores its cookies), and a
    // page on another site cannot add that header without a CORS preflight this server never grants.
    if (hasBearer(request)) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin === undefined || !allowedOrigins.has(origin)) {
      throw new HttpError(403, "Cross-site request refused", "csrf");
    }
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
