import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A reservation of `reserved` images against the monthly quota, of which `used` were analysed (D2). */
export const batches = pgTable(
  "batches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    reserved: integer("reserved").notNull(),
    used: integer("used").notNull().default(0),
    status: text("status", { enum: ["open", "finished", "expired"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** the caller's idempotency key for the reservation: the same key again gets this batch back */
    key: uuid("key"),
  },
  (t) => [
    // Keys are the user's own: another account's same key is another batch. Batches without one never clash.
    uniqueIndex("batches_user_key_idx").on(t.userId, t.key),
    index("batches_user_status_idx").on(t.userId, t.status),
    index("batches_open_expiry_idx").on(t.status, t.expiresAt),
    check("batches_used_within_reserved", sql`${t.used} >= 0 and ${t.used} <= ${t.reserved}`),
    check("batches_status_check", sql`${t.status} in ('open', 'finished', 'expired')`),
  ],
);
