import {
  EXTENSION_ID_PATTERN,
  RESPONSE_FORMATS,
  type ResponseFormat,
  webStoreExtensionId,
} from "@photo-organizer/core";
import { z } from "zod";
import { defaultCliPackage } from "../features/cli-package/cli-package.routes.ts";
import { BUILT_EXTENSION_ID, defaultExtensionZip } from "../features/extension/extension-build.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

/**
 * Every setting the server reads from the environment, validated once at start-up.
 * The defaults are the embedded mode: `npm start` needs no configuration at all.
 * Keep this list and the README's environment table in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_MAX_AGE_SECONDS: z.coerce.number().int().positive().optional(),
  DEV_OIDC_IN_PRODUCTION: z.enum(["true", "false"]).default("false"),
  ADMIN_EMAILS: z.string().default(""),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .refine((value) => parseTrustProxy(value) !== undefined, {
      message: "must be false, true, a number of proxies, or a comma-separated list of proxy addresses/CIDRs",
    }),
  BATCH_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  BATCH_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  STATS_BASE_USERS: z.coerce.number().int().min(0).default(0),
  STATS_BASE_IMAGES: z.coerce.number().int().min(0).default(0),
  RATING: z.coerce.number().min(0).max(5).default(4.9),
  CHECKOUT_URL_PRO: z.url({ protocol: /^https?$/ }).optional(),
  CHECKOUT_URL_VIP: z.url({ protocol: /^https?$/ }).optional(),
  DONATION_URL: z.url({ protocol: /^https?$/ }).optional(),
  CHROME_EXTENSION_URL: z.url({ protocol: /^https?$/ }).optional(),
  EXTENSION_IDS: z
    .string()
    .default("")
    .refine((value) => splitList(value).every((id) => EXTENSION_ID_PATTERN.test(id)), {
      message: "must be a comma-separated list of extension ids (32 letters a–p each)",
    }),
  EXTENSION_ZIP: z.string().min(1).optional(),
  CLI_PACKAGE: z.string().min(1).optional(),
  DESCRIBER: z.enum(["local", "openai"]).default("local"),
  MODELS_DIR: z.string().min(1).default("./models"),
  DESCRIBE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.openai.com/v1"),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_RESPONSE_FORMAT: z.enum(RESPONSE_FORMATS).default("json_schema"),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(128),
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(10),
});

function splitList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A client gets this long to send its request headers (browsers send them at once). */
const HEADERS_TIMEOUT_MS = 10_000;
/** An idle kept-alive connection is closed after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

export type Config = {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  logLevel: string;
  webDistDir: string | undefined;
  /** Folder for the embedded database (PGlite keeps its files in `<dataDir>/pglite`). */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  /** The origin people reach the site at, without a trailing slash (`http://localhost:3000`). */
  publicUrl: string;
  /** An external OpenID provider; `null` runs the built-in development provider under `/oidc`. */
  oidc: { issuer: string; clientId: string; clientSecret: string; maxAgeSeconds: number | undefined } | null;
  /** Lower-cased admin emails (D3). */
  adminEmails: string[];
  adminPassword: string | undefined;
  /**
   * Behind reverse proxies: which X-Forwarded-For entries to believe for the client address (rate limits,
   * logs). `false`: none; a number: that many proxies in front (`true` is 1); a list: the proxies' addresses.
   * Never "believe every entry", which would let a client pick its own address.
   */
  trustProxy: TrustProxy;
  /** Unfinished batches give their unused slots back after `ttlMinutes`; swept every `sweepSeconds` (0: off). */
  batches: { ttlMinutes: number; sweepSeconds: number };
  /** Baselines added to the real figures on the home page's statistics card (D13). */
  stats: { baseUsers: number; baseImages: number; rating: number };
  /** Hosted checkout pages of the paid plans (D14); null sends the pricing button to /contact. */
  checkoutUrls: { pro: string | null; vip: string | null };
  /** The footer's donation link and the extension's store page; null when not configured. */
  donationUrl: string | null;
  chromeExtensionUrl: string | null;
  /**
   * The browser extension (D19): ids whose \`chrome-extension://\` Origin may make state-changing requests with the
   * session cookie (the key-derived id of our own unpacked build is always among them), and the built zip the
   * server offers on /chrome-extension.
   */
  extension: { ids: string[]; zipPath: string };
  /** The command-line tool's packed npm package the server offers next to a new access token. */
  cli: { packagePath: string };
  /** Image description (issue 6): local models on the CPU, or an OpenAI-compatible vision API. */
  describe: {
    kind: "local" | "openai";
    modelsDir: string;
    /** inference threads; undefined = one per core */
    workers: number | undefined;
    openai: { baseUrl: string; apiKey: string | undefined; model: string; responseFormat: ResponseFormat };
  };
  /** Longest one analysis may take, waiting for its turn included; then its slot is given back (503). */
  analysisTimeoutMs: number;
  /**
   * Slow clients: a request's headers and body must arrive within `requestMs` (headers within
   * `headersMs`), and one address keeps at most `connectionsPerAddress` connections open.
   */
  http: { requestMs: number; headersMs: number; keepAliveMs: number; connectionsPerAddress: number };
  /** Connecting to, and each start-up query of, PostgreSQL must finish within this. */
  databaseTimeoutMs: number;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const oidcVariables = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcVariables.some((v) => v !== undefined) && oidcVariables.some((v) => v === undefined)) {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
  }
  if (e.NODE_ENV === "production" && !e.OIDC_ISSUER && e.DEV_OIDC_IN_PRODUCTION !== "true") {
    throw new ConfigError(
      "Invalid configuration:\n  OIDC_ISSUER: required when NODE_ENV=production (the built-in development " +
        "sign-in provider accepts any email); set DEV_OIDC_IN_PRODUCTION=true to run it anyway",
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            maxAgeSeconds: e.OIDC_MAX_AGE_SECONDS,
          }
        : null,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((a) => a.trim().toLowerCase())
      .filter((a) => a.length > 0),
    adminPassword: e.ADMIN_PASSWORD,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    batches: { ttlMinutes: e.BATCH_TTL_MINUTES, sweepSeconds: e.BATCH_SWEEP_SECONDS },
    stats: { baseUsers: e.STATS_BASE_USERS, baseImages: e.STATS_BASE_IMAGES, rating: e.RATING },
    checkoutUrls: { pro: e.CHECKOUT_URL_PRO ?? null, vip: e.CHECKOUT_URL_VIP ?? null },
    donationUrl: e.DONATION_URL ?? null,
    chromeExtensionUrl: e.CHROME_EXTENSION_URL ?? null,
    extension: {
      // The store listing "Add to Chrome" leads to names its extension: installed from there, it works as is.
      ids: [
        ...new Set([
          BUILT_EXTENSION_ID,
          ...splitList(e.EXTENSION_IDS),
          ...[webStoreExtensionId(e.CHROME_EXTENSION_URL ?? "")].filter((id) => id !== null),
        ]),
      ],
      zipPath: e.EXTENSION_ZIP ?? defaultExtensionZip,
    },
    cli: {
      packagePath: e.CLI_PACKAGE ?? defaultCliPackage,
    },
    describe: {
      kind: e.DESCRIBER,
      modelsDir: e.MODELS_DIR,
      workers: e.DESCRIBE_WORKERS,
      openai: {
        baseUrl: e.OPENAI_BASE_URL,
        apiKey: e.OPENAI_API_KEY,
        model: e.OPENAI_MODEL,
        responseFormat: e.OPENAI_RESPONSE_FORMAT,
      },
    },
    analysisTimeoutMs: e.ANALYSIS_TIMEOUT_SECONDS * 1000,
    http: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      headersMs: Math.min(HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_SECONDS * 1000),
      keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
      connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    },
    databaseTimeoutMs: e.DATABASE_TIMEOUT_SECONDS * 1000,
  };
}
