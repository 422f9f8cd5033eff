import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema/index.ts";

/** Stores the sign-up; false when this email was on the list already. */
export async function insertSubscription(
  db: Db,
  values: { email: string; listId: string },
): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length === 1;
}

export async function listSubscriptions(db: Db) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      listId: newsletterSubscriptions.listId,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email));
}
