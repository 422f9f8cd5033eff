import { and, asc, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type AccessTokenRow, accessTokens, type UserRow, users } from "../../db/schema/index.ts";

export async function insertToken(
  db: Db,
  values: { userId: string; name: string; tokenHash: string; expiresAt: Date | null },
): Promise<AccessTokenRow> {
  const [row] = await db.insert(accessTokens).values(values).returning();
  if (!row) throw new Error("the new access token was not stored");
  return row;
}

/** Locks the account's row until the end of the transaction: its token changes go one at a time. */
export async function lockOwner(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function countTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.n ?? 0;
}

export function listTokens(db: Db, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
}

/** Deletes the user's token; false when it is not theirs or already gone. */
export async function deleteToken(db: Db, { id, userId }: { id: string; userId: string }): Promise<boolean> {
  const rows = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

export async function findTokenOwner(
  db: Db,
  tokenHash: string,
): Promise<{ token: AccessTokenRow; user: UserRow } | null> {
  const [row] = await db
    .select({ token: accessTokens, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(eq(accessTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Records a use, unless one was recorded since `staleBefore` (so a run of requests is not a run of writes). */
export async function touchToken(db: Db, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(accessTokens.id, id),
        or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore)),
      ),
    );
}
