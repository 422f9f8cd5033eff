import { createHash, randomUUID } from "node:crypto";
import { appendFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { DEFAULT_ORGANIZATION_SETTINGS, type ManifestStatus } from "@photo-organizer/core";
import { z } from "zod";

const doneSchema = z.object({
  /** the photo's path in the folder organized */
  source: z.string(),
  /** where it is in the output (the ZIP entry, or the path under --out), `/`-separated */
  path: z.string(),
  category: z.string(),
  description: z.string(),
  status: z.enum(["ok", "failed", "unreadable", "duplicate"]),
  format: z.string(),
  /** the capture date (ISO) and where it came from, when the account's settings applied */
  date: z.string().optional(),
  dateSource: z.enum(["", "exif", "file"]).optional(),
  /** the XMP sidecar written beside the copy at `path`.xmp, when the settings ask for one */
  sidecar: z.string().optional(),
  /** an exact duplicate: the id of the photo it repeats (set aside unanalysed, as the settings say) */
  duplicateOf: z.string().optional(),
  /**
   * false from the moment the photo is recorded until its copy is in place: only then may a later run put a
   * missing copy back. Once it was placed, a copy missing from `--out` is one the user moved or deleted, and it
   * stays so. Absent from records written before it was kept (their copies are put back, as they were then).
   */
  placed: z.boolean().optional(),
  /**
   * The organization settings it was filed under (`settingsMark`): a run under others says how many copies stay
   * laid out as they were. Absent from records written before it was kept.
   */
  settings: z.string().optional(),
  /** the original's size and modification time when it was organized: a run again takes its hash from here */
  size: z.number().optional(),
  mtime: z.number().optional(),
});

const stateSchema = z.object({
  version: z.literal(1),
  /** by photo id (content hash), in the order they were organized */
  done: z.record(z.string(), doneSchema),
  /** the open server batch and the photos it was reserved for, kept so a resumed run sends them under it */
  batch: z
    .object({
      id: z.uuid(),
      expiresAt: z.string(),
      concurrency: z.number().int(),
      photos: z.array(z.string()),
    })
    .nullable(),
  /**
   * The reservation asked for and not yet answered: its key is kept before the request leaves, so a run cut
   * short before the answer was kept sends it again and gets that batch back rather than leaving it to expire
   * (DR 033). Absent from records written before keys were sent.
   */
  reserving: z
    .object({
      key: z.uuid(),
      count: z.number().int(),
      photos: z.array(z.string()),
    })
    .nullable()
    .default(null),
  /**
   * The photos sent for analysis and not recorded done yet, each with the batch and photo key it was sent under:
   * kept before the request leaves, as the server may charge the photo as the request arrives. A continued run
   * sends each again under that batch and key first: the server answers one it answered before without
   * charging it again, even once that batch is closed, and refuses (batch closed or expired) one it never
   * answered, which then goes to a new batch. Absent from records written before it was kept.
   */
  sent: z.record(z.string(), z.object({ batch: z.uuid(), key: z.string() })).default({}),
  /** the log of changes written after this record (`<record>.log`): its lines with this id and a later seq */
  log: z.object({ id: z.string(), seq: z.number().int() }).optional(),
});

/** One line of the log: the photos recorded since, and the batch and reservation as they are now. */
const logLineSchema = z.object({
  log: z.string(),
  seq: z.number().int(),
  done: z.record(z.string(), doneSchema),
  batch: stateSchema.shape.batch,
  reserving: stateSchema.shape.reserving,
  /** the photos sent and not done, whole (they are few: those in flight, and those a stopped run left so) */
  sent: stateSchema.shape.sent.optional(),
});

export type DonePhoto = z.infer<typeof doneSchema> & { status: ManifestStatus };
export type OpenBatch = NonNullable<z.infer<typeof stateSchema>["batch"]>;
export type PendingReservation = NonNullable<z.infer<typeof stateSchema>["reserving"]>;
export type SentPhoto = z.infer<typeof stateSchema>["sent"][string];
export type RunState = z.infer<typeof stateSchema>;

/**
 * A short mark of the organization settings a photo is filed under (none, or the defaults: the standard folders; the
 * same layout, whether the plan applies settings or not), kept with each
 * photo recorded rather than the settings themselves, which a record of 50,000 photos would repeat as often.
 */
export function settingsMark(settings: object | null): string {
  const standard =
    settings === null || JSON.stringify(settings) === JSON.stringify(DEFAULT_ORGANIZATION_SETTINGS);
  return createHash("sha256")
    .update(standard ? "standard" : JSON.stringify(settings))
    .digest("hex")
    .slice(0, 12);
}

/** The copies in the output filed under settings other than `mark` (those whose settings were recorded). */
export function filedUnderOtherSettings(state: RunState, mark: string): number {
  return Object.values(state.done).filter(
    (done) => done.path !== "" && done.settings !== undefined && done.settings !== mark,
  ).length;
}

export const emptyState = (): RunState => ({ version: 1, done: {}, batch: null, reserving: null, sent: {} });

const logPath = (path: string) => `${path}.log`;

export async function readState(path: string): Promise<RunState> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyState();
    throw error;
  }
  const { log, ...state } = stateSchema.parse(JSON.parse(text));
  if (!log) return state;
  const lines = await readFile(logPath(path), "utf8").catch(() => "");
  for (const line of lines.split("\n")) {
    // A line cut short by an interruption is the last one written: what it held is done again.
    const parsed = line ? logLineSchema.safeParse(safeJson(line)) : null;
    if (!parsed?.success || parsed.data.log !== log.id || parsed.data.seq <= log.seq) continue;
    Object.assign(state.done, parsed.data.done);
    state.batch = parsed.data.batch;
    state.reserving = parsed.data.reserving;
    if (parsed.data.sent) state.sent = parsed.data.sent;
  }
  return state;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Lines the log may grow to before the record is written whole again, at least: then as many as it holds. */
const LOG_LINES_BEFORE_REWRITE = 1000;

/**
 * The run's record. Written whole through a rename, so an interruption at any moment leaves the previous
 * record or the new one, never half of one; between two such writes each save names what changed (`changed`:
 * the photos recorded) and only that is appended to a log beside it, so a run of 50,000 photos does not
 * write its whole record again after each one. The log is replayed on reading, and the record is written whole
 * again when the log holds as many lines as the record holds photos (or without `changed`). A new log id at each
 * whole write keeps the lines of the log before it from being replayed over it.
 */
export function stateWriter(path: string) {
  let queue = Promise.resolve();
  let log = { id: "", seq: 0 };
  let appended = 0;
  let photos = 0;
  return (state: RunState, changed?: readonly string[]): Promise<void> => {
    const whole =
      changed === undefined || log.id === "" || appended >= Math.max(LOG_LINES_BEFORE_REWRITE, photos);
    let write: () => Promise<void>;
    if (whole) {
      log = { id: randomUUID(), seq: 0 };
      appended = 0;
      photos = Object.keys(state.done).length;
      const text = JSON.stringify({ ...state, log });
      write = async () => {
        await mkdir(dirname(path), { recursive: true });
        const partial = `${path}.tmp`;
        await writeFile(partial, text);
        await rename(partial, path);
        await rm(logPath(path), { force: true });
      };
    } else {
      log = { ...log, seq: log.seq + 1 };
      appended += 1;
      photos += changed.length;
      const done = Object.fromEntries(changed.map((id) => [id, state.done[id]]));
      const line = `${JSON.stringify({ log: log.id, seq: log.seq, done, batch: state.batch, reserving: state.reserving, sent: state.sent })}\n`;
      write = () => appendFile(logPath(path), line);
    }
    queue = queue.then(write);
    return queue;
  };
}
