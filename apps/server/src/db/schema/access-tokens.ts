import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Personal access tokens (the command-line tool's sign-in). `tokenHash` is the SHA-256 of the token, which is
 * 256 random bits: nothing could guess it, so a fast hash is enough to make a copy of this table useless as
 * tokens, and it lets every request find its token by index. Revoking deletes the row; one past `expiresAt`
 * stays listed (the user sees why the tool stopped) and is refused.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    /** null: never expires (every token made before lifetimes existed, and those made so on purpose) */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("access_tokens_user_idx").on(t.userId)],
);

export type AccessTokenRow = typeof accessTokens.$inferSelect;
