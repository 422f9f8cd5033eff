import type { PlanId } from "@photo-organizer/core";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  adminAuditLog,
  contactMessages,
  monthlyUsage,
  newsletterSubscriptions,
  users,
} from "../../db/schema/index.ts";

export type AuditEntry = {
  actorUserId: string;
  action: string;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
};

export async function insertAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

/** `%`, `_` and `\` in the search text match themselves. */
function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(
  db: Db,
  { query, period, limit }: { query: string; period: string; limit: number },
) {
  const pattern = likePattern(query);
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      plan: users.plan,
      createdAt: users.createdAt,
      usageCount: sql<number>`coalesce(${monthlyUsage.count}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(monthlyUsage, and(eq(monthlyUsage.userId, users.id), eq(monthlyUsage.period, period)))
    .where(query ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt), users.id)
    .limit(limit);
}

export async function findUserPlan(db: Db, id: string): Promise<{ id: string; plan: PlanId } | undefined> {
  const rows = await db.select({ id: users.id, plan: users.plan }).from(users).where(eq(users.id, id));
  return rows[0];
}

export async function updateUserPlan(db: Db, { id, plan }: { id: string; plan: PlanId }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Deletes the account and everything kept for it: its rows in every table that refers to it go with it (sessions,
 * tokens, batches and their photo records, usage, settings, learning examples); its messages and its newsletter
 * sign-up are deleted here, as they are kept by email too. False for an unknown account.
 */
export async function deleteAccount(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const email = user.email?.toLowerCase() ?? null;
  await db
    .delete(contactMessages)
    .where(
      email
        ? or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${email}`)
        : eq(contactMessages.userId, userId),
    );
  if (email) await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  await db.delete(users).where(eq(users.id, userId));
  return true;
}
