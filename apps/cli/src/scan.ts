import { createHash } from "node:crypto";
import { createReadStream, type Dirent, existsSync } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { CLI_COPY, checkImageFile, DECLARED_SIZE_BYTES, type ImageFormat } from "@photo-organizer/core";
import { TREE_RUN_RECORD } from "./run-files.ts";

/** A photo the product accepts, found in the folder. */
export type FoundPhoto = {
  /** absolute path */
  source: string;
  /** path inside the folder, with `/` separators (what the user sees in lines and the manifest) */
  relative: string;
  name: string;
  size: number;
  /** the file's modification time when it was scanned */
  mtimeMs: number;
  format: ImageFormat;
  /** SHA-256 of the content, hex */
  hash: string;
  /**
   * The photo's identity across runs: its content hash, and for the second and later byte-identical file
   * in the folder its place among them, so that copies of one picture are each organized once.
   */
  id: string;
};

export type SkippedFile = { relative: string; reason: string };

/** The id of the `copy`-th byte-identical file found (1 for the first): its content hash, then its place. */
export const copyId = (hash: string, copy: number): string => (copy === 1 ? hash : `${hash}-${copy}`);
/** The SHA-256 of the photo an id stands for (`copyId`'s hash). */
export const contentHash = (id: string): string => id.split("-")[0] ?? id;

async function head(
  path: string,
  bytes: number,
): Promise<{ head: Uint8Array; size: number; mtimeMs: number }> {
  const file = await open(path, "r");
  try {
    const { size, mtimeMs } = await file.stat();
    const buffer = new Uint8Array(Math.min(bytes, size));
    await file.read(buffer, 0, buffer.length, 0);
    return { head: buffer, size, mtimeMs };
  } finally {
    await file.close();
  }
}

/**
 * The SHA-256 an earlier run recorded for the file at `relative` with this size and modification time, so a
 * run again over a collection of hundreds of gigabytes reads only what is new or changed; undefined: read it.
 */
export type KnownHash = (relative: string, size: number, mtimeMs: number) => string | undefined;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/**
 * Every file and link to a file under `folder`, `exclude`d folders left out, and each file or subfolder that
 * could not be read: one folder another user owns must not end the run for the thousands beside it.
 */
async function filesUnder(
  folder: string,
  exclude: readonly string[],
  signal: AbortSignal | undefined,
): Promise<{
  files: { path: string; link: boolean }[];
  unreadable: { path: string; code?: string }[];
  /** hidden files and folders, and folders an earlier run of this tool wrote its copies into */
  passedOver: { path: string; why: "hidden" | "output" }[];
}> {
  const files: { path: string; link: boolean }[] = [];
  const unreadable: { path: string; code?: string }[] = [];
  const passedOver: { path: string; why: "hidden" | "output" }[] = [];
  const excluded = (path: string) => exclude.some((dir) => path === dir || path.startsWith(dir + sep));
  const visit = async (dir: string): Promise<void> => {
    signal?.throwIfAborted();
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (dir === folder) throw error;
      unreadable.push({ path: dir, code: errorCode(error) });
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (excluded(path)) continue;
      // Thumbnail caches, a NAS's or an editor's own files, macOS's `._` copies: never the user's photos.
      if (entry.name.startsWith(".")) passedOver.push({ path, why: "hidden" });
      // Copies organized before would be organized, and charged, again.
      else if (entry.isDirectory() && existsSync(join(path, TREE_RUN_RECORD)))
        passedOver.push({ path, why: "output" });
      else if (entry.isDirectory()) await visit(path);
      else if (entry.isFile() || entry.isSymbolicLink()) files.push({ path, link: entry.isSymbolicLink() });
    }
  };
  await visit(folder);
  return { files, unreadable, passedOver };
}

/**
 * A file's size, format (by content, within its size limit) and SHA-256, or why it is skipped: no photo, or a
 * file that could not be read (no permission, removed meanwhile).
 */
async function readPhoto(
  source: string,
  rel: string,
  known: KnownHash,
  signal: AbortSignal | undefined,
): Promise<
  | { ok: true; size: number; mtimeMs: number; format: ImageFormat; hash: string }
  | { ok: false; reason: string }
> {
  try {
    const { head: bytes, size, mtimeMs } = await head(source, DECLARED_SIZE_BYTES);
    // Named by its path in the folder, so the reason says which of several same-named files it is.
    const check = checkImageFile({ name: rel, size, head: bytes }, { limitSize: false });
    if (!check.ok) return { ok: false, reason: check.message };
    const hash = known(rel, size, mtimeMs) ?? (await sha256(source, signal));
    return { ok: true, size, mtimeMs, format: check.format, hash };
  } catch (error) {
    // Stopped (Ctrl-C), not unreadable: the file is read again by the next run.
    signal?.throwIfAborted();
    return { ok: false, reason: CLI_COPY.unreadableSkipped(rel, errorCode(error)) };
  }
}

export async function sha256(path: string, signal?: AbortSignal): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, signal ? { signal } : {})) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Every file under `folder` (subfolders included, links to photos read through, links to folders not followed,
 * `exclude`d folders left out), in path order: the photos core's checks accept (by content, within their
 * format's size limit), and the other files with the reason they are skipped. Rejects with `signal`'s reason
 * as soon as it is aborted: reading a large collection takes minutes, and Ctrl-C must not wait for it.
 */
export async function scanFolder(
  folder: string,
  exclude: readonly string[],
  {
    known = () => undefined,
    reading = () => undefined,
    signal,
  }: { known?: KnownHash; reading?: (files: number) => void; signal?: AbortSignal } = {},
): Promise<{ photos: FoundPhoto[]; skipped: SkippedFile[] }> {
  const found = await filesUnder(folder, exclude, signal);
  reading(found.files.length);
  const paths = found.files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const photos: FoundPhoto[] = [];
  const relativeOf = (path: string) => relative(folder, path).split(sep).join("/");
  const skipped: SkippedFile[] = [
    ...found.unreadable.map(({ path, code }) => ({
      relative: relativeOf(path),
      reason: CLI_COPY.unreadableSkipped(relativeOf(path), code),
    })),
    ...found.passedOver.map(({ path, why }) => ({
      relative: relativeOf(path),
      reason: (why === "hidden" ? CLI_COPY.hiddenSkipped : CLI_COPY.earlierOutputSkipped)(relativeOf(path)),
    })),
  ];
  const seen = new Map<string, number>();
  for (const { path: source, link } of paths) {
    const rel = relativeOf(source);
    // A link to a photo is the photo, read through the link. A link to a folder is not followed: it may lead
    // back up into this folder, or out of it into a whole disk.
    if (link) {
      const target = await stat(source).catch(() => null);
      if (!target) skipped.push({ relative: rel, reason: CLI_COPY.brokenLinkSkipped(rel) });
      else if (target.isDirectory())
        skipped.push({ relative: rel, reason: CLI_COPY.linkedFolderSkipped(rel) });
      if (!target?.isFile()) continue;
    }
    signal?.throwIfAborted();
    const read = await readPhoto(source, rel, known, signal);
    if (!read.ok) {
      skipped.push({ relative: rel, reason: read.reason });
      continue;
    }
    const { size, mtimeMs, format, hash } = read;
    const name = basename(source);
    const copies = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, copies);
    const id = copyId(hash, copies);
    photos.push({ source, relative: rel, name, size, mtimeMs, format, hash, id });
  }
  return { photos, skipped };
}
