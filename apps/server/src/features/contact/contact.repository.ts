import { desc, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages, users } from "../../db/schema/index.ts";

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<string> {
  const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  const row = rows[0];
  if (!row) throw new Error("contact message insert returned nothing");
  return row.id;
}

/** The newest messages, each with its sender's plan now (null: sent without signing in). */
export async function listMessages(db: Db, { limit }: { limit: number }) {
  return db
    .select({ ...getTableColumns(contactMessages), plan: users.plan })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
}
