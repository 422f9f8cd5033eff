import { PLAN_IDS, supportRank } from "@photo-organizer/core";
import { asc, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, users } from "../../db/schema/index.ts";

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<string> {
  const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  const row = rows[0];
  if (!row) throw new Error("contact message insert returned nothing");
  return row.id;
}

/** Core's order of answering, by the sender's plan now; a message sent without signing in comes with Free's. */
const supportOrder: SQL = sql`case ${users.plan} ${sql.join(
  // The ranks are core's own small integers, written in: as parameters PostgreSQL would take them for text.
  PLAN_IDS.map((plan) => sql`when ${plan} then ${sql.raw(String(supportRank(plan)))}`),
  sql` `,
)} else ${sql.raw(String(supportRank(null)))} end`;

/**
 * Messages in the order the plans' support promises them an answer (VIP, then Pro, then the rest), newest
 * first within each, each with its sender's plan now (null: sent without signing in). Ordered before the
 * limit, so a VIP message is never pushed off the list by newer ones from Free.
 */
export async function listMessages(db: Db, { limit }: { limit: number }) {
  return db
    .select({ ...getTableColumns(contactMessages), plan: users.plan })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .orderBy(asc(supportOrder), desc(contactMessages.createdAt))
    .limit(limit);
}
