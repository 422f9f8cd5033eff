import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window request counters kept in the database, so every server process sharing it counts together
 * (rate limits of public routes, the admin password's attempts). `key` names the limit and whom it counts
 * (`POST /api/subscribe|10.0.0.1`, `admin-unlock:account:<id>`); a window that ended starts again at 1.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_window_idx").on(t.windowEndsAt)],
);
