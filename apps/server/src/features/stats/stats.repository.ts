import { count, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { batches, users } from "../../db/schema/index.ts";

export async function countAccounts(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(users);
  return rows[0]?.n ?? 0;
}

/** Images analysed successfully, over every user and batch (each one used a slot, D2). */
export async function countImagesProcessed(db: Db): Promise<number> {
  const rows = await db.select({ n: sql<string>`coalesce(sum(${batches.used}), 0)` }).from(batches);
  return Number(rows[0]?.n ?? 0);
}
