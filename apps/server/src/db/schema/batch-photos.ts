import { pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { batches } from "./batches.ts";

/**
 * The photos of a batch that hold one of its slots, by the browser's key for the photo (its idempotency key):
 * a photo sent again (a retry after a lost answer) is analysed again without taking a second slot.
 */
export const batchPhotos = pgTable(
  "batch_photos",
  {
    batchId: uuid("batch_id")
      .notNull()
      .references(() => batches.id, { onDelete: "cascade" }),
    photoKey: text("photo_key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.photoKey] })],
);
