import { randomBytes } from "node:crypto";
import { MAX_TOKENS_PER_ACCOUNT, TOKEN_PREFIX, type TokenSummary } from "@photo-organizer/core/api";
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
});

export type CreateTokenResult = { ok: true; id: string; name: string; token: string } | { ok: false };

/**
 * A new token for the user, or a refusal when they already hold `MAX_TOKENS_PER_ACCOUNT`. The account's row is
 * locked while its tokens are counted, so tokens asked for at once cannot all pass the count together.
 */
export async function createToken(db: Db, { userId, name }: { userId: string; name: string }) {
  return db.transaction(async (tx) => {
    await repository.lockOwner(tx, userId);
    if ((await repository.countTokens(tx, userId)) >= MAX_TOKENS_PER_ACCOUNT)
      return { ok: false } satisfies CreateTokenResult;
    const token = newAccessToken();
    const row = await repository.insertToken(tx, { userId, name, tokenHash: hashToken(token) });
    return { ok: true, id: row.id, name: row.name, token } satisfies CreateTokenResult;
  });
}

export async function listTokens(db: Db, userId: string): Promise<TokenSummary[]> {
  return (await repository.listTokens(db, userId)).map(toSummary);
}

export const revokeToken = repository.deleteToken;

/** The account a bearer token belongs to (null: no such token), its use recorded. */
export async function resolveToken(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const found = await repository.findTokenOwner(db, hashToken(token));
  if (!found) return null;
  await repository.touchToken(db, found.token.id, now, new Date(now.getTime() - TOKEN_TOUCH_INTERVAL_MS));
  return found.user;
}
