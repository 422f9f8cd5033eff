import { eq, lte, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema/index.ts";

export type CounterState = {
  /** hits in the current window, this one included */
  count: number;
  /** milliseconds until the window ends and the count starts again */
  ttlMs: number;
};

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, atomically (one upsert), on the database's clock so
 * that every server process sharing the database agrees; a window that has ended starts again at 1.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      ttlMs:
        sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000)`.mapWith(
          Number,
        ),
    });
  if (!row) throw new Error(`the rate-limit counter ${key} was not written`);
  return { count: row.count, ttlMs: Math.max(0, row.ttlMs) };
}

/** The current window's count without counting a hit (0 when there is none or it has ended). */
export async function readHits(db: Queryable, key: string): Promise<CounterState> {
  const [row] = await db
    .select({
      count:
        sql<number>`case when ${rateLimitCounters.windowEndsAt} <= now() then 0 else ${rateLimitCounters.count} end`.mapWith(
          Number,
        ),
      ttlMs:
        sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.windowEndsAt} - now())) * 1000))`.mapWith(
          Number,
        ),
    })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row && row.count > 0 ? row : { count: 0, ttlMs: 0 };
}

/** Takes one hit back (an attempt that turned out not to count, e.g. the right password). */
export async function takeBackHit(db: Queryable, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

/** Removes counters whose window has ended (they would start again at 1 anyway). */
export async function deleteEndedCounters(db: Queryable): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, sql`now()`));
}
