import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { monthlyUsage } from "../../db/schema/index.ts";

type Key = { userId: string; period: string };

const byKey = ({ userId, period }: Key) =>
  and(eq(monthlyUsage.userId, userId), eq(monthlyUsage.period, period));

/** The user's count in the period; 0 when nothing was recorded yet. */
export async function readCount(db: Db, key: Key): Promise<number> {
  const rows = await db.select({ count: monthlyUsage.count }).from(monthlyUsage).where(byKey(key));
  return rows[0]?.count ?? 0;
}

/** Makes sure the period's row exists and locks it until the end of the transaction. Returns its count. */
export async function lockCount(tx: Db, key: Key): Promise<number> {
  await tx
    .insert(monthlyUsage)
    .values({ ...key, count: 0 })
    .onConflictDoNothing();
  const rows = await tx
    .select({ count: monthlyUsage.count })
    .from(monthlyUsage)
    .where(byKey(key))
    .for("update");
  const row = rows[0];
  if (!row) throw new Error(`usage row ${key.userId}/${key.period} vanished inside its transaction`);
  return row.count;
}

export async function addToCount(tx: Db, key: Key, amount: number): Promise<number> {
  const rows = await tx
    .update(monthlyUsage)
    .set({ count: sql`${monthlyUsage.count} + ${amount}`, updatedAt: new Date() })
    .where(byKey(key))
    .returning({ count: monthlyUsage.count });
  const row = rows[0];
  if (!row) throw new Error(`usage row ${key.userId}/${key.period} missing`);
  return row.count;
}

/** Gives slots back; never below zero (an admin may have reset the counter meanwhile). */
export async function subtractFromCount(tx: Db, key: Key, amount: number): Promise<void> {
  await tx
    .update(monthlyUsage)
    .set({ count: sql`greatest(${monthlyUsage.count} - ${amount}, 0)`, updatedAt: new Date() })
    .where(byKey(key));
}

export async function setCount(tx: Db, key: Key, count: number): Promise<void> {
  await tx.update(monthlyUsage).set({ count, updatedAt: new Date() }).where(byKey(key));
}
