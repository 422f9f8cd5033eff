import { planForNewAccount } from "@photo-organizer/core";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";

/** What a sign-in tells us about the person (validated ID token claims, or userinfo). */
export type SignInProfile = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  avatarUrl: string | null;
};

/** Any constant; every server process sharing the database must use the same one. */
const ACCOUNT_CREATION_LOCK_KEY = 7_316_002;

/**
 * The spec's profile upsert: the first sign-in creates the account, later ones refresh email, name and
 * avatar (never the plan). The first VIP_FIRST_ACCOUNTS (10) accounts created get the enterprise plan (D4);
 * account creation is serialised with a transaction-scoped advisory lock, so concurrent first sign-ups,
 * even on several server processes, can never hand out more.
 */
export async function upsertUserFromProfile(db: Db, profile: SignInProfile): Promise<UserRow> {
  const details = {
    email: profile.email,
    emailVerified: profile.emailVerified,
    name: profile.name,
    avatarUrl: profile.avatarUrl,
  };
  const identity = and(eq(users.issuer, profile.issuer), eq(users.subject, profile.subject));
  const [updated] = await db
    .update(users)
    .set({ ...details, updatedAt: new Date() })
    .where(identity)
    .returning();
  if (updated) return updated;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK_KEY})`);
    // Someone may have created the same account while we waited for the lock.
    const [existing] = await tx
      .update(users)
      .set({ ...details, updatedAt: new Date() })
      .where(identity)
      .returning();
    if (existing) return existing;
    const [row] = await tx.select({ accounts: count() }).from(users);
    const plan = planForNewAccount(row?.accounts ?? 0);
    const [created] = await tx
      .insert(users)
      .values({ issuer: profile.issuer, subject: profile.subject, plan, ...details })
      .returning();
    if (!created) throw new Error("user insert returned no row");
    return created;
  });
}
