import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { decodeGraph, type Encoded, encodeGraph } from "./graph-json";
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
  /** the folder on disk the copies were written into instead of a ZIP (#22); none: a ZIP */
  savedInto?: string;
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

/*
 * A write still under way when the page goes (a reload, the tab closed) is aborted with it, and a large
 * batch's takes long: the user's last move or rename would be lost. So on `pagehide` (synchronous, before the
 * abort) each write not yet confirmed is copied into localStorage, which survives the reload; the next read
 * applies it and writes it into IndexedDB. The copy holds only what changed since what IndexedDB may hold,
 * never the photos. IndexedDB commits a batch's writes in the order they were made, and may have committed
 * some the page never heard back from: so it holds the last write the page saw confirmed or any one of those
 * under way, and the copy holds the change against each of them.
 */
const COPY_PREFIX = `${DB_NAME}:unsaved-review:`;

/** What this page knows IndexedDB holds of a batch (written or read here), as the base of a copy. */
type Known = Pick<SavedReview, "savedAt" | "state" | "hashes">;
type Forgotten = { id: string; savedAt: number; forgotten: true };
/** The change against one record IndexedDB may hold (by its `savedAt`; null: against nothing, whole). */
type Change = { base: number | null; changes: Encoded };
type Copy =
  | Forgotten
  | (Change & {
      id: string;
      userId: string;
      savedAt: number;
      /** the same change against each write under way before it (absent in copies of one write) */
      after?: Change[];
      forgotten?: undefined;
    });

const known = new Map<string, Known>();
/** The latest write of each batch IndexedDB has not confirmed yet: what a copy keeps. */
const unconfirmed = new Map<string, SavedReview | Forgotten>();
/** Each batch's records being written, in the order they were made: what IndexedDB may hold besides `known`. */
const underWay = new Map<string, SavedReview[]>();
/** The last `savedAt` of each batch this page wrote or read: a later write's is always greater. */
const stamped = new Map<string, number>();
let listening = false;

const changed = (review: Known) => ({ state: review.state, hashes: review.hashes });

/**
 * `wanted` (now), or just after the batch's last write when that is not earlier (two changes within one
 * millisecond): a copy finds the record it applies to by its `savedAt`, so no two may share one.
 */
function stamp(id: string, wanted: number): number {
  const at = Math.max(wanted, (stamped.get(id) ?? Number.NEGATIVE_INFINITY) + 1);
  stamped.set(id, at);
  return at;
}

function copyOf(write: SavedReview | Forgotten): Copy {
  if ("forgotten" in write) return write;
  const base = known.get(write.id) ?? null;
  const earlier = (underWay.get(write.id) ?? []).filter((other) => other.savedAt < write.savedAt);
  return {
    id: write.id,
    userId: write.userId,
    savedAt: write.savedAt,
    base: base?.savedAt ?? null,
    changes: encodeGraph(changed(write), base ? changed(base) : null),
    ...(earlier.length > 0
      ? {
          after: earlier.map((other) => ({
            base: other.savedAt,
            changes: encodeGraph(changed(write), changed(other)),
          })),
        }
      : {}),
  };
}

function keepUnconfirmed() {
  for (const write of unconfirmed.values()) {
    try {
      localStorage.setItem(COPY_PREFIX + write.id, JSON.stringify(copyOf(write)));
    } catch {
      // Storage full or refused: this change is lost with the page, as it would have been without the copy.
    }
  }
}

function removeCopy(id: string) {
  try {
    localStorage.removeItem(COPY_PREFIX + id);
  } catch {
    // storage refused: there is no copy
  }
}

function storedCopies(): Copy[] {
  const copies: Copy[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(COPY_PREFIX)) continue;
      try {
        copies.push(JSON.parse(localStorage.getItem(key) ?? "") as Copy);
      } catch {
        copies.push({ id: key.slice(COPY_PREFIX.length), savedAt: 0, forgotten: true });
      }
    }
  } catch {
    // storage refused: there are no copies
  }
  return copies;
}

/** Runs `write` for the batch `id`, copied on `pagehide` until IndexedDB confirms it. */
async function confirmed(id: string, pending: SavedReview | Forgotten, write: () => Promise<unknown>) {
  unconfirmed.set(id, pending);
  if (!listening && typeof window !== "undefined") {
    window.addEventListener("pagehide", keepUnconfirmed);
    listening = true;
  }
  const record = "forgotten" in pending ? null : pending;
  if (record) underWay.set(id, [...(underWay.get(id) ?? []), record]);
  try {
    await write();
  } finally {
    // Committed (then `known` below) or not written at all: either way no longer a record IndexedDB may hold.
    const left = underWay.get(id)?.filter((other) => other !== record) ?? [];
    if (left.length > 0) underWay.set(id, left);
    else underWay.delete(id);
  }
  if (unconfirmed.get(id) === pending) unconfirmed.delete(id);
  if (record) known.set(id, record);
  else known.delete(id);
  // A copy left by an earlier page is older than what was just written. One this page made (it came back to
  // the page, from the browser's back-forward cache) stays while a later change is still unconfirmed.
  if (!unconfirmed.has(id)) removeCopy(id);
}

export async function saveReview(review: SavedReview): Promise<void> {
  const database = await db();
  const savedAt = stamp(review.id, review.savedAt);
  const written = savedAt === review.savedAt ? review : { ...review, savedAt };
  await confirmed(review.id, written, () => database.put("reviews", written));
}

/**
 * Applies an earlier page's copy to what IndexedDB holds (`mine`: the user's batches, by id); false when the
 * copy is another user's, left for them.
 */
async function applyCopy(
  database: IDBPDatabase<Schema>,
  copy: Copy,
  mine: Map<string, SavedReview>,
  userId: string,
): Promise<boolean> {
  if (copy.forgotten) {
    // Whoever's batch it was: forgotten unless written again since.
    const review = await database.get("reviews", copy.id);
    if (review && review.savedAt <= copy.savedAt) {
      await database.delete("reviews", copy.id);
      mine.delete(copy.id);
    }
    return true;
  }
  if (copy.userId !== userId) return false;
  const review = mine.get(copy.id);
  // A copy applies to a record it was made against, never to one written after it (nor to the write it
  // copies, which IndexedDB then holds already).
  if (!review || review.savedAt >= copy.savedAt) return true;
  const against: Change[] = [{ base: copy.base, changes: copy.changes }, ...(copy.after ?? [])];
  const change =
    against.find(({ base }) => base === review.savedAt) ?? against.find(({ base }) => base === null);
  if (change) {
    const later = decodeGraph(change.changes, change.base === null ? null : changed(review)) as Known;
    const restored = { ...review, savedAt: copy.savedAt, state: later.state, hashes: later.hashes };
    await database.put("reviews", restored);
    mine.set(copy.id, restored);
  }
  return true;
}

/** The user's batches not downloaded yet, the latest first, with the changes an earlier page left unwritten. */
export async function savedReviews(userId: string): Promise<SavedReview[]> {
  const database = await db();
  const mine = new Map(
    (await database.getAllFromIndex("reviews", "byUser", userId)).map((review) => [review.id, review]),
  );
  for (const copy of storedCopies()) {
    // A copy that does not fit its record goes: the record stays as it was written.
    const done = await applyCopy(database, copy, mine, userId).catch(() => true);
    if (done) removeCopy(copy.id);
  }
  const all = [...mine.values()];
  for (const review of all) {
    // Read while a write of this page was under way, and that write confirmed since: it is what is known.
    if (review.savedAt < (known.get(review.id)?.savedAt ?? Number.NEGATIVE_INFINITY)) continue;
    known.set(review.id, review);
    stamped.set(review.id, Math.max(review.savedAt, stamped.get(review.id) ?? review.savedAt));
  }
  return all.sort((a, b) => b.savedAt - a.savedAt);
}

export async function forgetReview(id: string): Promise<void> {
  const database = await db();
  const forgotten: Forgotten = { id, savedAt: stamp(id, Date.now()), forgotten: true };
  await confirmed(id, forgotten, () => database.delete("reviews", id));
}

/** For tests: the next call opens the database again (e.g. after it was deleted). */
export async function closeSavedReviews(): Promise<void> {
  const open = opening;
  opening = null;
  (await open?.catch(() => null))?.close();
}
