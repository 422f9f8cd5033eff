import { eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginTransactions } from "../../db/schema/index.ts";
import { hashToken, newToken } from "./sessions.ts";

/** How long a sign-in may take between leaving for the provider and coming back. */
export const LOGIN_TRANSACTION_TTL_MS = 10 * 60 * 1000;

export type LoginTransaction = { state: string; nonce: string; codeVerifier: string; returnTo: string };

/** Stores a sign-in in progress; returns the token for its short-lived cookie. */
export async function startLoginTransaction(db: Db, transaction: LoginTransaction, now = new Date()) {
  const token = newToken();
  await db.delete(loginTransactions).where(lt(loginTransactions.expiresAt, now));
  await db.insert(loginTransactions).values({
    id: hashToken(token),
    ...transaction,
    expiresAt: new Date(now.getTime() + LOGIN_TRANSACTION_TTL_MS),
  });
  return token;
}

/** Takes the sign-in for a cookie token out of storage: each one can be completed once. */
export async function takeLoginTransaction(
  db: Db,
  token: string,
  now = new Date(),
): Promise<LoginTransaction | null> {
  const [row] = await db
    .delete(loginTransactions)
    .where(eq(loginTransactions.id, hashToken(token)))
    .returning();
  if (!row || row.expiresAt <= now) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
}
