import { randomBytes } from "node:crypto";
import {
  MAX_TOKENS_PER_ACCOUNT,
  TOKEN_PREFIX,
  type TokenLifetimeDays,
  type TokenSummary,
} from "@photo-organizer/core/api";
import type { Db } from "../../db/client.ts";
import type { AccessTokenRow, UserRow } from "../../db/schema/index.ts";
import { hashToken } from "../auth/sessions.ts";
import * as repository from "./tokens.repository.ts";

/** A token's last use is written at most this often: "last used" is shown to the minute. */
export const TOKEN_TOUCH_INTERVAL_MS = 60_000;

/** 256 random bits, URL-safe, behind a recognisable prefix. */
export function newAccessToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export const toSummary = (row: AccessTokenRow): TokenSummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

const DAY_MS = 24 * 60 * 60 * 1000;

export type CreateTokenResult =
  | { ok: true; id: string; name: string; token: string; expiresAt: string | null }
  | { ok: false };

/**
 * A new token for the user, or a refusal when they already hold `MAX_TOKENS_PER_ACCOUNT`. The account's row is
 * locked while its tokens are counted, so tokens asked for at once cannot all pass the count together.
 */
export async function createToken(
  db: Db,
  {
    userId,
    name,
    expiresInDays = null,
    now = new Date(),
  }: { userId: string; name: string; expiresInDays?: TokenLifetimeDays | null; now?: Date },
) {
  return db.transaction(async (tx) => {
    await repository.lockOwner(tx, userId);
    if ((await repository.countTokens(tx, userId)) >= MAX_TOKENS_PER_ACCOUNT)
      return { ok: false } satisfies CreateTokenResult;
    const token = newAccessToken();
    const expiresAt = expiresInDays === null ? null : new Date(now.getTime() + expiresInDays * DAY_MS);
    const row = await repository.insertToken(tx, { userId, name, tokenHash: hashToken(token), expiresAt });
    return {
      ok: true,
      id: row.id,
      name: row.name,
      token,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    } satisfies CreateTokenResult;
  });
}

export async function listTokens(db: Db, userId: string): Promise<TokenSummary[]> {
  return (await repository.listTokens(db, userId)).map(toSummary);
}

export const revokeToken = repository.deleteToken;

/**
 * The account a bearer token belongs to, its use recorded; `expired` with the token's end once past it (not
 * recorded as a use); null: no such token.
 */
export async function resolveToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: UserRow; expiresAt: Date | null } | { expired: Date } | null> {
  const found = await repository.findTokenOwner(db, hashToken(token));
  if (!found) return null;
  if (found.token.expiresAt && found.token.expiresAt <= now) return { expired: found.token.expiresAt };
  await repository.touchToken(db, found.token.id, now, new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS));
  return { user: found.user, expiresAt: found.token.expiresAt };
}
