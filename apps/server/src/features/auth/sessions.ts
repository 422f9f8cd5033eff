import { createHash, randomBytes } from "node:crypto";
import { ADMIN_UNLOCK_TTL_MS } from "@photo-organizer/core";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, type UserRow, users } from "../../db/schema/index.ts";

/** Idle time after which a session ends; every use pushes the end back (sliding expiry). */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's expiry is pushed back at most this often, so reads do not all turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** A new random token for a cookie: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions and sign-in transactions are stored under the hash of their token, never the token itself. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createSession(
  db: Db,
  { userId, idToken, now = new Date() }: { userId: string; idToken: string | null; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await deleteExpiredSessions(db, now);
  await db.insert(sessions).values({ id: hashToken(token), userId, idToken, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type LoadedSession = {
  id: string;
  expiresAt: Date;
  adminUnlocked: boolean;
  idToken: string | null;
  user: UserRow;
};

/** The live session for a cookie token, with its user; slides the expiry when it is due. */
export async function loadSession(db: Db, token: string, now = new Date()): Promise<LoadedSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row) return null;
  let expiresAt = row.session.expiresAt;
  if (expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_TOUCH_INTERVAL_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return {
    id,
    expiresAt,
    adminUnlocked: isAdminUnlocked(row.session.adminUnlockedAt, now),
    idToken: row.session.idToken,
    user: row.user,
  };
}

/** D3: the admin password unlocks a session for `ADMIN_UNLOCK_TTL_MS`, then it asks again. */
export function isAdminUnlocked(unlockedAt: Date | null, now: Date): boolean {
  return unlockedAt !== null && now.getTime() - unlockedAt.getTime() < ADMIN_UNLOCK_TTL_MS;
}

/** Ends a session; returns its ID token (for the provider's end-session hint) when there was one. */
export async function deleteSession(db: Db, token: string): Promise<{ idToken: string | null } | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.id, hashToken(token)))
    .returning({ idToken: sessions.idToken });
  return row ?? null;
}

/**
 * Marks the session as having passed the admin password gate (D3), or locks it again.
 * `sessionId` is `request.session.id` (already hashed).
 */
export async function setSessionAdminUnlocked(db: Db, sessionId: string, unlocked: boolean): Promise<void> {
  await db
    .update(sessions)
    .set({ adminUnlockedAt: unlocked ? new Date() : null })
    .where(eq(sessions.id, sessionId));
}

/** Removes sessions that ran out (at every sign-in; any server process may do it). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
