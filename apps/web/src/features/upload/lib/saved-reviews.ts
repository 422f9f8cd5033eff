import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import type { RunPhotoRecord, RunRecord } from "./run-journal";

/**
 * The browser's copy of a finished batch that is not in a downloaded ZIP yet (#19): what describes each photo
 * (never an original), the review state as the results view keeps it, and each original's SHA-256, so the
 * same files can be found again after a reload. Kept until the user downloads or discards the batch.
 */
export type SavedReview<Photo = unknown, State = unknown, Duplicate = unknown> = {
  /** the batch, as the results view names it */
  id: string;
  /** whose batch it is: another account signed in on this browser never sees it */
  userId: string;
  /** ms since the epoch, when it was last saved */
  savedAt: number;
  /** the ZIP was saved while the photos were analysed (DR 002) */
  streamed: boolean;
  /** what the results view keeps of each photo, by selection index */
  photos: Photo[];
  /** the review state, whatever its shape: saved and restored whole */
  state: State;
  /** each original's SHA-256 (hex), by selection index; null until computed */
  hashes: (string | null)[];
  /** exact duplicates left out of the analysis; what is kept of each, never its bytes */
  duplicates?: Duplicate[];
};

const DB_NAME = "photo-organizer";
/**
 * The schema's version: bump it with every change below, and migrate in `upgrade` from each older one.
 * 1: `reviews`, by batch id, indexed by user.
 * 2: `runs` (a run being written, by id, indexed by user) and `runPhotos` (each of its photos, by run and place).
 */
const DB_VERSION = 2;

export interface Schema extends DBSchema {
  reviews: { key: string; value: SavedReview; indexes: { byUser: string } };
  runs: { key: string; value: RunRecord; indexes: { byUser: string } };
  runPhotos: { key: [string, number]; value: RunPhotoRecord };
}

let opening: Promise<IDBPDatabase<Schema>> | null = null;

/** The browser's database of this app, opened once per page and upgraded from any older version. */
export function db(): Promise<IDBPDatabase<Schema>> {
  opening ??= openDB<Schema>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const reviews = database.createObjectStore("reviews", { keyPath: "id" });
        reviews.createIndex("byUser", "userId");
      }
      if (oldVersion < 2) {
        const runs = database.createObjectStore("runs", { keyPath: "id" });
        runs.createIndex("byUser", "userId");
        database.createObjectStore("runPhotos", { keyPath: ["runId", "index"] });
      }
    },
    // Another tab opened a newer version: let it, and open again on the next call.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function saveReview(review: SavedReview): Promise<void> {
  await (await db()).put("reviews", review);
}

/** The user's batches not downloaded yet, the latest first. */
export async function savedReviews(userId: string): Promise<SavedReview[]> {
  const all = await (await db()).getAllFromIndex("reviews", "byUser", userId);
  return all.sort((a, b) => b.savedAt - a.savedAt);
}

export async function forgetReview(id: string): Promise<void> {
  await (await db()).delete("reviews", id);
}

/** For tests: the next call opens the database again (e.g. after it was deleted). */
export async function closeSavedReviews(): Promise<void> {
  const open = opening;
  opening = null;
  (await open?.catch(() => null))?.close();
}
