import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { ManifestStatus } from "@photo-organizer/core";
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
});

export type DonePhoto = z.infer<typeof doneSchema> & { status: ManifestStatus };
export type OpenBatch = NonNullable<z.infer<typeof stateSchema>["batch"]>;
export type PendingReservation = NonNullable<z.infer<typeof stateSchema>["reserving"]>;
export type RunState = z.infer<typeof stateSchema>;

export const emptyState = (): RunState => ({ version: 1, done: {}, batch: null, reserving: null });

export async function readState(path: string): Promise<RunState> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyState();
    throw error;
  }
  return stateSchema.parse(JSON.parse(text));
}

/**
 * The run's record, rewritten whole after every photo through a rename, so an interruption at any moment
 * leaves the previous record or the new one, never half of one.
 */
export function stateWriter(path: string) {
  let queue = Promise.resolve();
  return (state: RunState): Promise<void> => {
    const text = JSON.stringify(state);
    queue = queue.then(async () => {
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.tmp`;
      await writeFile(partial, text);
      await rename(partial, path);
    });
    return queue;
  };
}
