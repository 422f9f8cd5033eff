import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Server-side sessions. `id` is the SHA-256 of the random token in the browser's cookie, so a copy of this
 * table cannot be replayed as cookies. `adminUnlockedAt` is set once the admin password was given in this
 * session (D3); `idToken` is kept only as the hint for the provider's end-session endpoint.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    adminUnlockedAt: timestamp("admin_unlocked_at", { withTimezone: true }),
    idToken: text("id_token"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** A sign-in in progress: PKCE verifier, state and nonce, looked up by the SHA-256 of a short-lived cookie. */
export const loginTransactions = pgTable(
  "login_transactions",
  {
    id: text("id").primaryKey(),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    returnTo: text("return_to").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_transactions_expires_idx").on(t.expiresAt)],
);
