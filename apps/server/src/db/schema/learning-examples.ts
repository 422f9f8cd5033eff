import { bigserial, boolean, index, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A user's own filing, to file their next photos alike (#13): the classifier's pooled features of a photo
 * (no pixels, no file name) and the folder the user put it in, either by moving it (`corrected`) or by
 * leaving it where it was. Capped per user (oldest go first); gone with the account or on "Forget".
 * `batchId` is the review the example came from: recording a review again replaces its rows, so a photo
 * moved after a first download is one example in its last folder, not two (#19).
 */
export const learningExamples = pgTable(
  "learning_examples",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    embedding: real("embedding").array().notNull(),
    category: text("category").notNull(),
    corrected: boolean("corrected").notNull(),
    batchId: uuid("batch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("learning_examples_user_idx").on(t.userId, t.id),
    index("learning_examples_batch_idx").on(t.userId, t.batchId),
  ],
);

/** How a user reviews their batches; one row once they chose. */
export const reviewSettings = pgTable("review_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  reviewBeforeDownload: boolean("review_before_download").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
