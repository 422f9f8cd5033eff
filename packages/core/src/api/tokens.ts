import { z } from "zod";

/** Longest name a personal access token may have (it is only a label the user reads on /usage). */
export const MAX_TOKEN_NAME_LENGTH = 100;
/** Most live tokens one account may hold: each is a key to the account's allowance. */
export const MAX_TOKENS_PER_ACCOUNT = 20;
/**
 * How long a new token may stay valid, in days: the web page offers these, 90 first. A token for a computer that
 * runs the tool unattended may be made without an end (null).
 */
export const TOKEN_LIFETIMES_DAYS = [30, 90, 365] as const;
export type TokenLifetimeDays = (typeof TOKEN_LIFETIMES_DAYS)[number];
export const DEFAULT_TOKEN_LIFETIME_DAYS: TokenLifetimeDays = 90;

/** The header each answer to a request made with a token that ends carries: when it ends (ISO 8601). */
export const TOKEN_EXPIRES_HEADER = "x-token-expires-at";
/** A token ending within this many days is said to be ending soon, by the tool that uses it. */
export const TOKEN_ENDING_SOON_DAYS = 7;

/** What every personal access token starts with, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = "po_";

/** `POST /api/tokens` */
export const createTokenBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1)
      .max(MAX_TOKEN_NAME_LENGTH)
      .describe("A label, e.g. the computer it is for"),
    expiresInDays: z
      .union(TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)))
      .nullable()
      .optional()
      .describe("Days until the token stops working (30, 90 or 365); null or absent: it never expires"),
  })
  // A misspelt field (`expiresInDay`) is refused, not dropped: dropped, it would make a token that never ends.
  .strict();

export const createdTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    token: z.string().describe("The token itself: shown this once, only its hash is stored"),
    expiresAt: z.iso.datetime().nullable().describe("When it stops working; null: never"),
  })
  .describe("A new personal access token, to send as `Authorization: Bearer <token>`");

export const tokenSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable().describe("Last request made with it (to the minute); null: never"),
  expiresAt: z.iso.datetime().nullable().describe("When it stops working; null: never"),
});

/** `GET /api/tokens` */
export const tokenListSchema = z.object({ tokens: z.array(tokenSummarySchema) });

/** `DELETE /api/tokens/:id` */
export const tokenParamsSchema = z.object({ id: z.uuid() });

/** Why a request with `Authorization: Bearer` was refused. */
export const TOKEN_REFUSAL_CODES = ["token_invalid", "token_expired", "token_not_allowed"] as const;
export type TokenRefusalCode = (typeof TOKEN_REFUSAL_CODES)[number];

export type CreateTokenBody = z.infer<typeof createTokenBodySchema>;
export type CreatedToken = z.infer<typeof createdTokenSchema>;
export type TokenSummary = z.infer<typeof tokenSummarySchema>;
export type TokenList = z.infer<typeof tokenListSchema>;
