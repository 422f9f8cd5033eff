import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<string> {
  const rows = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  const row = rows[0];
  if (!row) throw new Error("contact message insert returned nothing");
  return row.id;
}

export async function listMessages(db: Db, { limit }: { limit: number }) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
