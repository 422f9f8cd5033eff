import type { ManifestRow } from "@photo-organizer/core";
import type { Analysis } from "./photo-step";
import { db } from "./saved-reviews";

/** What is kept of a selected photo to find it again after a reload: never its bytes. */
export type RunPhotoIdentity = {
  name: string;
  /** its path in a chosen folder (`trip/day 1/a.jpg`), else its name */
  path: string;
  size: number;
  lastModified: number;
};

/**
 * Where a run writes: a streamed ZIP, the folder the user picked (its handle, kept to write there again), or
 * nothing while it goes: a review first, whose results view writes the ZIP once the user has looked.
 */
export type RunOutput =
  | { kind: "zip" }
  | { kind: "folder"; handle: FileSystemDirectoryHandle; label: string }
  | { kind: "review" };

/**
 * A run while it goes, kept in the browser so that a closed tab, a crash or a reload loses nothing (#22):
 * the photos it runs (in order: their place is the key of everything kept of them), its output and the
 * server batches it reserved. Forgotten once the run ends or the user discards it.
 */
export type RunRecord = {
  id: string;
  /** whose run it is: another account on this browser never sees it */
  userId: string;
  startedAt: number;
  output: RunOutput;
  /** parts of the output started so far (ZIPs, or runs into the folder) */
  partsStarted: number;
  photos: RunPhotoIdentity[];
  /** every batch reserved for it, to be finished when it is continued */
  batches: string[];
  /**
   * reservations asked for whose batch is not known yet (the page may have gone away before the answer): each
   * one's key, sent again when the run is continued to get its batch back and finish it
   */
  reserving?: RunReservation[];
  /** exact duplicates set aside when it started (#21): written after the photos, from their own files */
  duplicates?: { photo: RunPhotoIdentity; of: number; path: string }[];
};

/** A reservation of the run by its idempotency key, and how many slots it asked for. */
export type RunReservation = { key: string; count: number };

/** What is known of one photo of a run; absent fields: not yet. */
export type RunPhotoRecord = {
  runId: string;
  index: number;
  /** the analysis received: the photo is written from it and never sent again */
  answer?: Analysis;
  /** sent and not answered yet: the same preview under the same batch and key asks for the kept answer */
  sent?: { batchId: string; photoKey: string; preview: string };
  /**
   * the part that holds it and its manifest row there; no row when the part was a review (the results view
   * kept in this browser holds it, and its ZIP's manifest is written from the review)
   */
  written?: { part: number; row?: ManifestRow };
};

export const identityOf = (file: File): RunPhotoIdentity => ({
  name: file.name,
  path: file.webkitRelativePath || file.name,
  size: file.size,
  lastModified: file.lastModified,
});

export async function startRun(run: RunRecord): Promise<void> {
  await (await db()).put("runs", run);
}

async function updateRun(id: string, change: (run: RunRecord) => RunRecord): Promise<void> {
  const tx = (await db()).transaction("runs", "readwrite");
  const run = await tx.store.get(id);
  if (run) await tx.store.put(change(run));
  await tx.done;
}

const withoutKey = (run: RunRecord, key: string | undefined): RunRecord => {
  if (key === undefined || !run.reserving) return run;
  const { reserving, ...rest } = run;
  const left = reserving.filter((reservation) => reservation.key !== key);
  return left.length > 0 ? { ...rest, reserving: left } : rest;
};

/** The batch granted (under `key`, when it was asked for by `reserveKept`) is the run's: it is finished later. */
export const runBatchReserved = (id: string, batchId: string, key?: string) =>
  updateRun(id, (run) => {
    const rest = withoutKey(run, key);
    return rest.batches.includes(batchId) ? rest : { ...rest, batches: [...rest.batches, batchId] };
  });

/**
 * Reserves a batch for the run so that a reload at any moment leaves no slot held until the batch expires. The
 * request leaves only after the browser keeps its key with the run, and the batch granted is kept with the run
 * before it is used (as `sendKept` does for a photo): the server counts the slots as the request arrives, so
 * were the page to go away before the answer was kept, the continued run sends the key again, gets the same
 * batch back and finishes it. A refused key holds no batch: it is forgotten. Where nothing can be kept
 * (no storage), the reservation is asked for all the same.
 */
export async function reserveKept<Granted extends { batchId: string }>(
  runId: string,
  reservation: RunReservation,
  reserve: () => Promise<Granted>,
): Promise<Granted> {
  await updateRun(runId, (run) => {
    const rest = withoutKey(run, reservation.key);
    return { ...rest, reserving: [...(rest.reserving ?? []), reservation] };
  }).catch(() => undefined);
  let granted: Granted;
  try {
    granted = await reserve();
  } catch (error) {
    // Refused (the month's limit, the batch cap): the server found no batch under the key and made none. Any
    // other failure may have come after the batch was made: the key stays.
    if (refused(error))
      await updateRun(runId, (run) => withoutKey(run, reservation.key)).catch(() => undefined);
    throw error;
  }
  await runBatchReserved(runId, granted.batchId, reservation.key).catch(() => undefined);
  return granted;
}

/** A reservation the server refused (403): it looks the key up before it refuses, so none holds it. */
const refused = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { status?: unknown }).status === 403;

export const updateRunOutput = (id: string, output: RunOutput) =>
  updateRun(id, (run) => ({ ...run, output }));

export const runPartStarted = (id: string, part: number) =>
  updateRun(id, (run) => ({ ...run, partsStarted: Math.max(run.partsStarted, part) }));

/** Merges what became known of a photo into what was kept of it (one transaction: no change is lost). */
export async function notePhoto(
  runId: string,
  index: number,
  change: Partial<Omit<RunPhotoRecord, "runId" | "index">>,
): Promise<void> {
  const tx = (await db()).transaction("runPhotos", "readwrite");
  const kept = (await tx.store.get([runId, index])) ?? { runId, index };
  const next: RunPhotoRecord = { ...kept, ...change };
  // An answer ends the wait: the preview sent is no longer needed.
  if (change.answer) delete next.sent;
  await tx.store.put(next);
  await tx.done;
}

/**
 * Sends one photo of the run for analysis so that a reload at any moment charges it once. The request leaves
 * only after the browser keeps the photo as sent (batch, key and preview): the server charges a photo as its
 * request arrives, so were the page to go away before the answer came back, the continued run must know to ask
 * under the same key for the answer the server kept, rather than analyse the photo anew in a new batch and
 * charge it twice. Where nothing can be kept (no storage), the photo is sent all the same; such a run cannot be
 * continued either.
 */
export async function sendKept(
  runId: string,
  index: number,
  sent: NonNullable<RunPhotoRecord["sent"]>,
  send: () => Promise<Analysis>,
): Promise<Analysis> {
  await notePhoto(runId, index, { sent }).catch(() => undefined);
  const answer = await send();
  if (answer.description?.trim()) await notePhoto(runId, index, { answer }).catch(() => undefined);
  return answer;
}

/**
 * The user's interrupted runs, the latest first. When every run is running in another tab, waits until one is
 * let go (that tab finished it, was closed, crashed or reloaded late) and looks again: a page that asked a
 * moment too early still offers the run.
 */
export async function interruptedRuns(userId: string, signal?: AbortSignal): Promise<RunRecord[]> {
  const all = await (await db()).getAllFromIndex("runs", "byUser", userId);
  // A run another tab is running is not interrupted: offered here, Discard or Continue would end its batches.
  const running = await Promise.all(all.map((run) => runningElsewhere(run.id)));
  const interrupted = all.filter((_, index) => !running[index]);
  if (interrupted.length > 0 || !signal || all.length === 0) {
    return interrupted.sort((a, b) => b.startedAt - a.startedAt);
  }
  await Promise.race(all.map((run) => letGo(run.id, signal)));
  return interruptedRuns(userId, signal);
}

const RUN_LOCK_PREFIX = "photo-organizer-run:";

/**
 * Marks the run as running in this tab until the returned function is called (a Web Lock, released by the
 * browser too when the tab closes or crashes), so no other tab takes it for an interrupted one.
 */
export function holdRun(id: string): () => void {
  let release: () => void = () => undefined;
  const running = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.navigator?.locks?.request(`${RUN_LOCK_PREFIX}${id}`, () => running).catch(() => undefined);
  return release;
}

/**
 * How long a run's lock is waited for before the run is taken to be running in another tab: a tab reloaded
 * mid-run gives its lock up as it goes, a moment after the new page may already ask.
 */
const RUN_LOCK_WAIT_MS = 1500;

/** Whether another tab of this browser is running the run now (never, where the browser has no Web Locks). */
async function runningElsewhere(id: string): Promise<boolean> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return false;
  try {
    await locks.request(
      `${RUN_LOCK_PREFIX}${id}`,
      { signal: AbortSignal.timeout(RUN_LOCK_WAIT_MS) },
      async () => undefined,
    );
    return false;
  } catch {
    return true;
  }
}

/** Resolves when no tab runs the run any more; rejects when `signal` is aborted first. */
async function letGo(id: string, signal: AbortSignal): Promise<void> {
  await globalThis.navigator?.locks?.request(`${RUN_LOCK_PREFIX}${id}`, { signal }, async () => undefined);
}

const photosOf = (runId: string) => IDBKeyRange.bound([runId, 0], [runId, Number.POSITIVE_INFINITY]);

/** What is kept of each photo of the run, by its place (undefined: nothing yet). */
export async function runPhotos(run: RunRecord): Promise<(RunPhotoRecord | undefined)[]> {
  const kept = await (await db()).getAll("runPhotos", photosOf(run.id));
  const byIndex: (RunPhotoRecord | undefined)[] = run.photos.map(() => undefined);
  for (const photo of kept) byIndex[photo.index] = photo;
  return byIndex;
}

export async function forgetRun(id: string): Promise<void> {
  const tx = (await db()).transaction(["runs", "runPhotos"], "readwrite");
  await tx.objectStore("runs").delete(id);
  await tx.objectStore("runPhotos").delete(photosOf(id));
  await tx.done;
}

export type MatchedRun = {
  /** by place in the run: the file selected again, or null when it was not among those chosen */
  files: (File | null)[];
  /** chosen files that are none of the run's photos */
  unmatched: File[];
};

/**
 * Finds the run's photos among the files the user selected again: same name, size and date of change, and
 * among several alike the one at the same path first. A file matches one photo at most.
 */
export function matchRun(photos: readonly RunPhotoIdentity[], chosen: readonly File[]): MatchedRun {
  const key = (p: { name: string; size: number; lastModified: number }) =>
    `${p.name}\u0000${p.size}\u0000${p.lastModified}`;
  const waiting = new Map<string, number[]>();
  for (const [index, photo] of photos.entries()) {
    const list = waiting.get(key(photo)) ?? [];
    list.push(index);
    waiting.set(key(photo), list);
  }
  const files: (File | null)[] = photos.map(() => null);
  const unmatched: File[] = [];
  for (const file of chosen) {
    const list = waiting.get(key(file));
    const path = file.webkitRelativePath || file.name;
    const at = list?.findIndex((index) => photos[index]?.path === path) ?? -1;
    const index = list?.splice(at === -1 ? 0 : at, 1)[0];
    if (index === undefined) unmatched.push(file);
    else files[index] = file;
  }
  return { files, unmatched };
}

/** The user's latest interrupted run with what was kept of its photos; null when there is none (or no storage). */
export async function interruptedRun(
  userId: string,
  signal?: AbortSignal,
): Promise<{ run: RunRecord; kept: (RunPhotoRecord | undefined)[] } | null> {
  try {
    const [run] = await interruptedRuns(userId, signal);
    return run ? { run, kept: await runPhotos(run) } : null;
  } catch {
    return null;
  }
}

/**
 * Finishes every batch of the run, so its unused slots come back at once: those it knows by id, and those it
 * knows only by the key they were asked for under (sent again, the key gets the batch back; no photo was sent
 * under one, since a batch is kept with the run before it is used).
 */
export async function finishRunBatches(
  run: RunRecord,
  server: {
    finish(batchId: string): Promise<unknown>;
    reserve(reservation: RunReservation): Promise<{ batchId: string }>;
  },
): Promise<void> {
  const regained = await Promise.all(
    (run.reserving ?? []).map((reservation) =>
      server.reserve(reservation).then(
        (granted) => granted.batchId,
        () => null,
      ),
    ),
  );
  const batches = new Set([...run.batches, ...regained.filter((id): id is string => id !== null)]);
  await Promise.all([...batches].map((batchId) => server.finish(batchId).catch(() => null)));
}

/** Forgets a run the user discards, and finishes its batches (`finishRunBatches`). */
export async function discardRun(
  run: RunRecord,
  server: Parameters<typeof finishRunBatches>[1],
): Promise<void> {
  await forgetRun(run.id).catch(() => undefined);
  await finishRunBatches(run, server);
}
