import { createHash, randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, stat } from "node:fs/promises";
import { dirname } from "node:path";
import {
  CLI_COPY,
  createPathAllocator,
  DEFAULT_ORGANIZATION_SETTINGS,
  duplicateEntryPath,
  exactDuplicates,
  failedEntryPath,
  layoutPath,
  MANIFEST_FILE_NAME,
  type ManifestRow,
  MESSAGES,
  manifestCsv,
  UNSORTED_FOLDER,
  zipEntryPath,
} from "@photo-organizer/core";
import {
  type OrganizationSettings,
  PHOTO_REANALYSED_CODE,
  type Reservation,
  SERVICE_FAILURES_TO_STOP,
  type Usage,
} from "@photo-organizer/core/api";
import {
  analyzeWithRetry,
  CONNECTION_WAIT_MS,
  connectionHold,
  isServiceFailure,
} from "./analyze-with-retry.ts";
import { type Api, ApiError, NetworkError, tokenEndingSoon } from "./api-client.ts";
import { CliError } from "./cli-error.ts";
import type { Output, OutputEntry } from "./outputs.ts";
import { appliedSettings, layoutRecord, photoLayout } from "./photo-layout.ts";
import { makePreview, UnreadablePhotoError } from "./preview/make-preview.ts";
import { realPathOf } from "./real-path.ts";
import { isFirstCopy, withRecordedIds } from "./recorded-ids.ts";
import type { Reporter } from "./reporter.ts";
import { lockRun } from "./run-lock.ts";
import {
  type DonePhoto,
  emptyState,
  filedUnderOtherSettings,
  readState,
  settingsMark,
  stateWriter,
} from "./run-state.ts";
import { contentHash, type FoundPhoto, scanFolder } from "./scan.ts";

export type OrganizeOptions = {
  folder: string;
  output: Output;
  /** null: only a dry run may go on without one */
  api: Api | null;
  server: string;
  /** what to say when there is no token (none saved, or one saved for another server) */
  noToken?: string;
  dryRun: boolean;
  reporter: Reporter;
  /** SIGINT: stop sending, keep what is done, give the batch's unused photos back */
  signal: AbortSignal;
};

/** The batch's idempotency key of a photo: the same for the photo in every run, so never charged twice. */
const photoKey = (photo: FoundPhoto) => createHash("sha256").update(photo.id).digest("hex");

/**
 * The photos that repeat, byte for byte, the first copy of a picture, each with the photo it repeats: the
 * browser's rule (core's `exactDuplicates`), on the hashes the scan took.
 */
function repeatedPhotos(found: readonly FoundPhoto[]): Map<string, FoundPhoto> {
  // The first copy is the one kept, wherever the folder's order now puts it.
  const photos = [...found].sort((a, b) => Number(!isFirstCopy(a)) - Number(!isFirstCopy(b)));
  const firsts = exactDuplicates(photos.map(({ size, hash }) => ({ size, hash })));
  const repeats = new Map<string, FoundPhoto>();
  firsts.forEach((first, index) => {
    const photo = photos[index];
    const original = first === null ? undefined : photos[first];
    if (photo && original) repeats.set(photo.id, original);
  });
  return repeats;
}

/** The server's answer to a token it does not take, as one line. */
function refusal(error: unknown): CliError | null {
  const tokenRefused =
    error instanceof ApiError &&
    (error.status === 401 || (error.status === 403 && error.code?.startsWith("token_")));
  if (tokenRefused) return new CliError(CLI_COPY.tokenRefused(error.message), "token_refused");
  return null;
}

/** The server's own words for a failed analysis carry the "Analysis failed:" prefix already; others get it. */
const PREFIX = MESSAGES.analysisFailed("");
const analysisFailure = (message: string) =>
  message.startsWith(PREFIX) ? message : MESSAGES.analysisFailed(message);

/** How long a stopped run waits for the server to take its batch back before it says the slots stay held. */
const FINISH_ON_STOP_MS = 10_000;

/** A batch with less time left than this is not used for photos never sent under it: they would find it gone. */
const BATCH_MARGIN_MS = 60_000;

/** Why the nearest existing folder above `path` cannot be written into (EROFS, EACCES), or undefined if it can. */
async function unwritableBecause(path: string): Promise<string | undefined> {
  let dir = dirname(path);
  while (!(await stat(dir).catch(() => null)) && dirname(dir) !== dir) dir = dirname(dir);
  return access(dir, constants.W_OK).then(
    () => undefined,
    (error: NodeJS.ErrnoException) => error.code,
  );
}

/** The file system refused for want of permission (another user's file or folder). */
const denied = (error: NodeJS.ErrnoException | null) => error?.code === "EACCES" || error?.code === "EPERM";

/** The batch's answers meaning it is gone (finished, expired or unknown): its photos go to a new one. */
const batchGone = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 404 || error.status === 409) &&
  error.code?.startsWith("batch");

/**
 * Organizes the photos of `folder` into `output`: scans and checks them, skips what the run's record says is
 * done, reserves server batches within the plan's cap and the month's allowance (one after another for a big
 * folder), sends each photo's preview for analysis under a stable photoKey, and copies the untouched original
 * to the path core's naming and allocator give it: under the account's organization settings when its plan
 * applies them (its folder and name patterns with the photo's capture date and camera, its own folders, XMP
 * sidecars, exact duplicates set aside unanalysed and uncharged), as the browser does. Resumable at any point
 * from the record in the output.
 */
export async function organize(options: OrganizeOptions): Promise<void> {
  const { folder, output, reporter, server } = options;
  const folderStat = await stat(folder).catch(() => null);
  if (!folderStat) throw new CliError(CLI_COPY.noSuchFolder(folder), "no_such_folder");
  if (!folderStat.isDirectory()) throw new CliError(CLI_COPY.notAFolder(folder), "no_such_folder");
  // As the disk sees it, as the output's paths are compared: an output inside a folder named relatively or
  // reached through a link is still left out.
  const root = await realPathOf(folder);
  const outputRefusal = await output.refusal(root);
  if (outputRefusal) throw new CliError(outputRefusal, "output_refused");

  const api = options.api;
  if (!api && !options.dryRun) throw new CliError(options.noToken ?? CLI_COPY.noToken, "no_token");
  // The token is tried before the folder is read: a refusal should not wait for a scan of thousands of photos.
  let usage: Usage | null = null;
  let settings: OrganizationSettings | null = null;
  try {
    usage = api ? await api.usage() : null;
    settings = api ? await appliedSettings(api) : null;
  } catch (error) {
    if (error instanceof NetworkError)
      throw new CliError(CLI_COPY.serverUnreachable(server, error.message), "server_unreachable");
    throw refusal(error) ?? error;
  }
  const ending = api ? tokenEndingSoon(api.tokenExpiresAt(), new Date()) : null;
  if (ending) reporter.info(CLI_COPY.tokenEndingSoon(ending));
  if (settings && JSON.stringify(settings) !== JSON.stringify(DEFAULT_ORGANIZATION_SETTINGS))
    reporter.info(CLI_COPY.settingsApplied(settings.folderPattern, settings.namePattern, settings.sidecars));

  // One run at a time into an output (run-lock.ts); a dry run writes nothing and needs none.
  const lock =
    options.dryRun || output.statePath === null
      ? null
      : await lockRun(output.statePath).catch(async (error: NodeJS.ErrnoException) => {
          // A folder made on a read-only disk fails as ENOENT: the nearest folder that is there says why.
          const code =
            error?.code === "ENOENT" ? await unwritableBecause(output.statePath as string) : error?.code;
          if (code === "EACCES" || code === "EPERM" || code === "EROFS")
            throw new CliError(CLI_COPY.outNotWritable(output.where, code), "output_refused");
          throw error;
        });
  if (lock && "heldBy" in lock)
    throw new CliError(
      CLI_COPY.runLocked(output.where, lock.heldBy.pid, lock.heldBy.host, lock.path),
      "output_locked",
    );
  try {
    await organizeHeld({ ...options, root, usage, settings });
  } finally {
    await lock?.release();
  }
}

/** What `organize` found out before the run: the folder's absolute path, the account's usage and settings. */
type HeldRun = Omit<OrganizeOptions, "folder"> & {
  root: string;
  usage: Usage | null;
  settings: OrganizationSettings | null;
};

/** The run itself, once the output is this process's alone. */
async function organizeHeld(run: HeldRun): Promise<void> {
  const { root, output, reporter, signal, server, api, settings } = run;
  let usage = run.usage;
  const state = output.statePath === null ? emptyState() : await readState(output.statePath);
  // The photos organized before, unchanged since (same path, size and date), are not read again.
  const recorded = new Map(
    Object.entries(state.done).flatMap(([id, done]) =>
      done.size === undefined || done.mtime === undefined
        ? []
        : [[`${done.source}\n${done.size}\n${done.mtime}`, contentHash(id)] as const],
    ),
  );
  const scanned = await scanFolder(root, await Promise.all(output.exclude.map(realPathOf)), {
    known: (relative, size, mtimeMs) => recorded.get(`${relative}\n${size}\n${mtimeMs}`),
    reading: (files) => reporter.info(CLI_COPY.reading(files)),
    signal,
  }).catch((error: NodeJS.ErrnoException) => {
    // Nothing was reserved or sent yet: there is nothing to give back.
    if (signal.aborted) throw new CliError(CLI_COPY.interruptedReading, "interrupted", 130);
    if (denied(error)) throw new CliError(CLI_COPY.folderUnreadable(root), "folder_unreadable");
    throw error;
  });
  const { skipped } = scanned;
  const photos = withRecordedIds(scanned.photos, state.done);
  for (const file of skipped) reporter.skipped(file.relative, file.reason);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  // With the account's settings, as in the browser, a copy of a photo is set aside before anything is sent:
  // neither analysed nor charged. Without them every copy is organized, as every file selected is.
  const repeats = settings ? repeatedPhotos(photos) : new Map<string, FoundPhoto>();
  const duplicates = photos.filter((photo) => repeats.has(photo.id) && !state.done[photo.id]);
  const todo = photos.filter((photo) => !state.done[photo.id] && !repeats.has(photo.id));
  const alreadyDone = photos.filter((photo) => state.done[photo.id]).length;
  reporter.info(CLI_COPY.scanned(photos.length, skipped.length, alreadyDone));
  const mark = settingsMark(settings);
  const otherSettings = filedUnderOtherSettings(state, mark);
  if (otherSettings > 0) reporter.info(CLI_COPY.filedUnderOtherSettings(otherSettings));

  if (run.dryRun) {
    for (const photo of duplicates) reporter.dryRun(photo.relative, repeats.get(photo.id)?.relative);
    for (const photo of todo) reporter.dryRun(photo.relative);
    if (usage) {
      const covered = Math.min(todo.length, usage.remaining);
      if (covered < todo.length) reporter.info(CLI_COPY.allowanceCovers(covered, todo.length));
      reporter.info(CLI_COPY.dryRunPlan(covered, Math.ceil(covered / usage.batchCap), usage.batchCap));
    }
    return;
  }
  if (!api || !usage) throw new CliError(CLI_COPY.noToken, "no_token");
  if (output.statePath === null) throw new CliError(CLI_COPY.outOrZipRequired, "bad_arguments");
  const save = stateWriter(output.statePath);
  // A photo renamed or moved since it was organized is listed in manifest.csv under the name it has now.
  let moved = false;
  for (const photo of photos) {
    const record = state.done[photo.id];
    if (record && record.source !== photo.relative) {
      record.source = photo.relative;
      moved = true;
    }
  }
  if (moved) await save(state);

  // Copies recorded by a run that stopped before moving them into place.
  const allocate = createPathAllocator();
  allocate(MANIFEST_FILE_NAME);
  for (const [id, done] of Object.entries(state.done)) {
    if (done.path) allocate(done.path);
    const photo = byId.get(id);
    if (!photo || !done.path || done.placed) continue;
    if (await output.repair(photo, done.path)) done.placed = true;
    else done.path = "";
  }

  const batchPhotos = (batch: { photos: string[] } | null) =>
    batch ? batch.photos.filter((id) => !state.done[id] && byId.has(id)) : [];
  // The batch of a run cut short, reused while it has time left for the photos not sent under it yet.
  const openBatch =
    state.batch && Date.parse(state.batch.expiresAt) > Date.now() + BATCH_MARGIN_MS ? state.batch : null;
  // Every request waits for a lost connection together, and the user hears of it once.
  const connection = connectionHold((lost, cause) =>
    reporter.info(
      lost
        ? CLI_COPY.connectionLost(server, cause, CONNECTION_WAIT_MS / 60_000)
        : CLI_COPY.connectionBack(server),
    ),
  );

  const startedAt = performance.now();
  let organizedNow = 0;
  let allowanceEnded = false;
  // Photos the image service failed on: not filed in Unsorted, but left for the next run, which tries them again.
  const serviceLeft = new Set<string>();
  // Photos changed or removed since the scan (a sync client, an editor saving in place): their copy would not be
  // the photo analysed, so none is made; the next run finds them as they are then.
  const changedLeft = new Set<string>();
  let failuresInARow = 0;
  let serviceStopped = false;
  let fatal: unknown = null;
  let ended = false;
  reporter.start(photos.length, alreadyDone);

  const record = async (photo: FoundPhoto, done: DonePhoto) => {
    const known = { ...done, size: photo.size, mtime: photo.mtimeMs, settings: mark };
    const kept: DonePhoto = done.path ? { ...known, placed: false } : known;
    state.done[photo.id] = kept;
    delete state.sent[photo.id];
    await save(state, [photo.id]);
    if (done.path) {
      await output.commit(photo, done.path);
      // Saved with the next photo's record: a run cut off before that finds the copy in place and says so.
      kept.placed = true;
    }
    organizedNow += 1;
    const original = done.duplicateOf === undefined ? undefined : byId.get(done.duplicateOf);
    reporter.photo({
      source: photo.relative,
      path: done.path,
      status: done.status,
      category: done.category,
      ...(original ? { duplicateOf: original.relative } : {}),
    });
  };

  /** The exact duplicates: copied into Duplicates/ or only listed in the manifest, as the settings say. */
  const setAside = async () => {
    if (!settings || duplicates.length === 0) return;
    const inFolder = settings.duplicates === "folder";
    reporter.info(CLI_COPY.duplicatesSetAside(duplicates.length, inFolder));
    for (const photo of duplicates) {
      let path = "";
      if (inFolder && (await output.prepare(photo))) {
        const wanted = duplicateEntryPath(photo.name);
        path = allocate(wanted);
        while (!output.free(path)) path = allocate(wanted);
      }
      await record(photo, {
        source: photo.relative,
        path,
        category: "",
        description: "",
        status: "duplicate",
        format: photo.format.name,
        duplicateOf: repeats.get(photo.id)?.id as string,
      });
    }
  };

  /**
   * One photo: preview, analysis, copy, record. Returns "gone" when the batch turned out to be gone, "service"
   * when the image service failed on it (left for the next run).
   */
  const organizeOne = async (
    photo: FoundPhoto,
    batch: { id: string },
    stop: AbortSignal,
  ): Promise<"done" | "gone" | "service"> => {
    let analysis: { category: string; folder?: string; description: string } | null = null;
    let status: DonePhoto["status"] = "ok";
    /** why it goes to Unsorted: said once its copy is made (a photo removed meanwhile is not "damaged") */
    let warning: string | null = null;
    try {
      const preview = await makePreview(photo);
      if (stop.aborted) return "done";
      const before = state.sent[photo.id];
      const sent = before?.batch === batch.id ? before : { batch: batch.id, key: photoKey(photo) };
      // Kept before the request leaves: the server charges the photo as it arrives, and a run continued after
      // this one was cut short sends it under this batch and key again, where it is not charged twice.
      if (sent !== before) {
        state.sent[photo.id] = sent;
        await save(state, []);
      }
      analysis = await analyzeWithRetry(
        api,
        { base64Image: preview.toString("base64"), batchId: sent.batch, photoKey: sent.key },
        stop,
        connection,
      );
    } catch (error) {
      if (stop.aborted) return "done";
      if (batchGone(error)) {
        // Never answered under that batch: it goes to a new one.
        delete state.sent[photo.id];
        return "gone";
      }
      // The server stayed out of reach: the run stops, and says what it did.
      if (error instanceof NetworkError) throw error;
      const ended = refusal(error);
      if (ended) throw ended;
      if (!(error instanceof UnreadablePhotoError) && isServiceFailure(error)) {
        serviceLeft.add(photo.id);
        const why = analysisFailure((error as Error).message);
        reporter.warn(photo.relative, CLI_COPY.serviceFailedPhoto(photo.relative, why));
        return "service";
      }
      status = error instanceof UnreadablePhotoError ? "unreadable" : "failed";
      warning =
        error instanceof UnreadablePhotoError
          ? error.message
          : error instanceof ApiError && error.code === PHOTO_REANALYSED_CODE
            ? CLI_COPY.reanalysedToUnsorted(photo.relative)
            : `${photo.relative}: ${analysisFailure((error as Error).message)}`;
    }
    // The folder the account's settings chose (its own folders); the category where they do not apply.
    const folder = analysis ? (analysis.folder ?? analysis.category) : UNSORTED_FOLDER;
    const layout = analysis && settings ? await photoLayout(photo, settings) : null;
    let path = "";
    if (await output.prepare(photo)) {
      const wanted = !analysis
        ? failedEntryPath(photo.name)
        : layout
          ? layoutPath(layout, { folder, description: analysis.description, originalName: photo.name })
          : zipEntryPath(folder, analysis.description, photo.name);
      path = allocate(wanted);
      while (!output.free(path) || !output.free(`${path}.xmp`)) path = allocate(wanted);
    } else {
      changedLeft.add(photo.id);
      reporter.warn(photo.relative, CLI_COPY.changedWhileOrganized(photo.relative));
      return "done";
    }
    if (warning) reporter.warn(photo.relative, warning);
    await record(photo, {
      source: photo.relative,
      path,
      category: folder,
      description: analysis?.description ?? "",
      status,
      format: photo.format.name,
      ...(layout && analysis ? layoutRecord(layout, folder, analysis.description) : {}),
    });
    return "done";
  };

  /**
   * Sends `queue`'s photos under `current`, as many at a time as it allows. Returns whether the batch turned out
   * to be gone (finished, expired, closed by a server restart): from then on only the photos sent under it before
   * are sent there (the server answers again, without charging, a photo it answered under it), and the photos in
   * flight end as they do; the others are left for a new batch.
   */
  const sendUnder = async (current: { id: string; concurrency: number }, queue: FoundPhoto[]) => {
    const stop = new AbortController();
    const stopAll = AbortSignal.any([signal, stop.signal]);
    let gone = false;
    const worker = async () => {
      // Stopped for the service, the photos in flight still end (an answer already charged is kept).
      for (let photo = queue.shift(); photo && !stopAll.aborted && !serviceStopped; photo = queue.shift()) {
        if (gone && state.sent[photo.id]?.batch !== current.id) continue;
        try {
          const outcome = await organizeOne(photo, current, stopAll);
          if (outcome === "gone") gone = true;
          failuresInARow = outcome === "service" ? failuresInARow + 1 : 0;
          if (failuresInARow >= SERVICE_FAILURES_TO_STOP) serviceStopped = true;
        } catch (error) {
          fatal ??= error;
          stop.abort();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, current.concurrency) }, worker));
    if (fatal) throw fatal;
    return gone;
  };

  /** A batch's unused slots back to the month; its answered photos stay charged. Gone already: nothing to do. */
  const finish = async (id: string) => {
    try {
      usage = (await connection.send(() => api.finish(id), signal)).usage;
    } catch (error) {
      if (!batchGone(error)) throw refusal(error) ?? error;
    }
  };

  let batch = openBatch;
  /** the batch's end time, when a stopped run could not give its unused slots back */
  let heldUntil: string | undefined;
  let stopped: unknown = null;
  try {
    await setAside();
    // Photos a run cut short had sent under a batch this run does not go on with: each is sent under that batch
    // and key first, so that one the server answered there is not charged again in a new batch.
    const earlier = new Map<string, FoundPhoto[]>();
    for (const [id, sent] of Object.entries(state.sent)) {
      const photo = byId.get(id);
      if (!photo || state.done[id] || repeats.has(id) || sent.batch === openBatch?.id) continue;
      earlier.set(sent.batch, [...(earlier.get(sent.batch) ?? []), photo]);
    }
    for (const [id, queue] of earlier) {
      if (signal.aborted) break;
      await sendUnder({ id, concurrency: state.batch?.concurrency ?? 1 }, queue);
    }
    // The batch left with too little time: its unused slots come back now rather than when it expires.
    if (state.batch && !openBatch && !signal.aborted) {
      await finish(state.batch.id);
      state.batch = null;
      await save(state, []);
    }
    // A reservation kept unanswered most likely holds its slots already, as an open batch does.
    const held = batchPhotos(openBatch ?? state.reserving).length;
    const left = todo.filter((photo) => !state.done[photo.id]).length;
    const covered = held + Math.max(0, Math.min(left - held, usage.remaining));
    if (covered < left) reporter.info(CLI_COPY.allowanceCovers(covered, left));
    while (!signal.aborted) {
      if (!batch) {
        // A reservation a run cut short asked for without keeping the answer: sent again under its key, it gets
        // that batch back (or a new one, had the request not arrived), so its slots are not held until it expires.
        const resumed = state.reserving;
        let reservation = resumed;
        if (!reservation) {
          const left = todo.filter(
            (photo) => !state.done[photo.id] && !serviceLeft.has(photo.id) && !changedLeft.has(photo.id),
          );
          if (left.length === 0) break;
          const count = Math.min(left.length, usage.batchCap, usage.remaining);
          if (count === 0) {
            allowanceEnded = true;
            break;
          }
          reservation = { key: randomUUID(), count, photos: left.slice(0, count).map((photo) => photo.id) };
          // Kept before the request leaves: the server holds the slots as the request arrives.
          state.reserving = reservation;
          await save(state, []);
        }
        let granted: Reservation;
        try {
          const asked = { count: reservation.count, key: reservation.key };
          granted = await connection.send(() => api.reserve(asked), signal);
        } catch (error) {
          // Refused: the server looked the key up first and made no batch, so there is none to get back. Any
          // other failure may have come after the batch was made: the key stays for the next run.
          if (error instanceof ApiError && error.status === 403) {
            state.reserving = null;
            await save(state, []);
            // A kept key asked for what the month allowed then: ask anew for what it allows now.
            if (resumed && (error.code === "limit_reached" || error.code === "batch_cap")) continue;
          }
          if (error instanceof ApiError && error.code === "limit_reached") {
            allowanceEnded = true;
            break;
          }
          throw refusal(error) ?? error;
        }
        usage = granted.usage;
        batch = {
          id: granted.batchId,
          expiresAt: granted.expiresAt,
          concurrency: granted.concurrency,
          photos: reservation.photos,
        };
        state.batch = batch;
        state.reserving = null;
        await save(state, []);
      }
      const current = batch;
      // Those sent under it before first: were it gone, the server may still answer them without a charge.
      const sentHere = (photo: FoundPhoto) => state.sent[photo.id]?.batch === current.id;
      const queue = batchPhotos(current)
        .map((id) => byId.get(id) as FoundPhoto)
        .sort((a, b) => Number(sentHere(b)) - Number(sentHere(a)));
      const gone = await sendUnder(current, queue);
      if (signal.aborted) break;
      if (gone) reporter.info(CLI_COPY.batchGone);
      else await finish(current.id);
      state.batch = null;
      batch = null;
      await save(state, []);
      if (serviceStopped) break;
    }
    ended = true;
  } catch (error) {
    stopped = error;
  } finally {
    reporter.stop();
    // Stopped with a batch open (Ctrl-C, an error): its unused slots go back to the month now, rather than
    // staying held until it expires. The photos in flight stay recorded as sent: the next run asks for them
    // under it first, and the server answers those it answered without charging them again.
    const open = batch ?? state.batch;
    if (open) {
      try {
        usage = (await api.finish(open.id, AbortSignal.timeout(FINISH_ON_STOP_MS))).usage;
        state.batch = null;
      } catch (error) {
        if (batchGone(error)) state.batch = null;
        else heldUntil = open.expiresAt;
      }
    }
    const rows: ManifestRow[] = Object.values(state.done).map((done) => ({
      originalName: done.source,
      zipPath: done.path,
      category: done.category,
      description: done.description,
      status: done.status,
      format: done.format,
      ...(done.date !== undefined ? { date: done.date, dateSource: done.dateSource ?? "" } : {}),
      // Where the photo it repeats is now (empty while that photo is still to be organized).
      ...(done.duplicateOf !== undefined ? { duplicateOf: state.done[done.duplicateOf]?.path ?? "" } : {}),
    }));
    const entries = Object.entries(state.done).flatMap(([id, done]): OutputEntry[] =>
      done.path
        ? [
            {
              photo: byId.get(id) ?? null,
              id,
              path: done.path,
              ...(done.sidecar ? { sidecar: done.sidecar } : {}),
            },
          ]
        : [],
    );
    await save(state);
    // A photo the output cannot hold any more (its original gone, and not in the ZIP before) is listed so.
    const manifest = (absent: ReadonlySet<string>) =>
      manifestCsv(
        rows.map((row) => (absent.has(row.zipPath) ? { ...row, zipPath: "", status: "unreadable" } : row)),
      );
    const absent = await output.finish(entries, manifest, { complete: ended && !signal.aborted });
    if (absent.size > 0) reporter.info(CLI_COPY.earlierPhotosGone(absent.size));
  }

  const done = Object.keys(state.done).filter((id) => byId.has(id)).length;
  const until = heldUntil
    ? new Date(heldUntil).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })
    : undefined;
  if (signal.aborted)
    throw new CliError(CLI_COPY.interrupted(done, photos.length, until), "interrupted", 130);
  if (stopped instanceof NetworkError)
    throw new CliError(
      CLI_COPY.connectionGaveUp(server, stopped.message, CONNECTION_WAIT_MS / 60_000, done, photos.length),
      "server_unreachable",
    );
  if (stopped) throw stopped;
  if (serviceStopped)
    throw new CliError(CLI_COPY.serviceStopped(done, photos.length), "image_service_failing");
  if (serviceLeft.size > 0 && !allowanceEnded)
    throw new CliError(
      CLI_COPY.serviceLeftOver(serviceLeft.size, done, photos.length),
      "image_service_failing",
    );
  if (changedLeft.size > 0 && !allowanceEnded)
    throw new CliError(CLI_COPY.changedLeftOver(changedLeft.size, done, photos.length), "photos_changed");
  if (allowanceEnded || done < photos.length) {
    // Slots held by a run not finished come back: "next month" would not be true of them.
    const held = (await api.usage().catch(() => null))?.held ?? 0;
    throw new CliError(CLI_COPY.allowanceUsedUp(done, photos.length, held), "allowance_used_up");
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const statuses = photos.map((photo) => state.done[photo.id]?.status);
  const apart = {
    duplicates: statuses.filter((status) => status === "duplicate").length,
    unsorted: statuses.filter((status) => status === "failed" || status === "unreadable").length,
  };
  reporter.finished(
    {
      organized: organizedNow,
      total: photos.length,
      skipped: skipped.length,
      seconds: Number(seconds.toFixed(1)),
      ...apart,
    },
    CLI_COPY.finished(photos.length, output.where, seconds, apart, organizedNow),
  );
}
