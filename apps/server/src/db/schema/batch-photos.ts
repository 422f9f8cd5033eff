import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { batches } from "./batches.ts";

/**
 * The photos of a batch that hold one of its slots, by the browser's key for the photo (its idempotency key,
 * or one the server made up when none was sent). The key is bound to the photo it first came with (the
 * SHA-256 of the image bytes): the same photo sent again gets its stored answer back or, while its first
 * analysis has not answered, is analysed again without a second slot; another photo under the key is refused.
 * A claim with no answer long after the analysis timeout is a dead one (its server was killed): its slot is
 * given back. The answer is kept while the batch is open; once it is closed, only that the photo answered is
 * kept, so the photo sent again under its key is described again without a second charge, as many times as
 * `reanalyses` allows (core's `PHOTO_REANALYSES`): each would otherwise be work nobody is charged for.
 */
export const batchPhotos = pgTable(
  "batch_photos",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    photoKey: text("photo_key").notNull(),
    imageSha256: text("image_sha256"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answer: jsonb("answer"),
    reanalyses: integer("reanalyses").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.photoKey] }),
    index("batch_photos_unanswered_idx").on(t.claimedAt).where(sql`${t.answeredAt} is null`),
  ],
);
