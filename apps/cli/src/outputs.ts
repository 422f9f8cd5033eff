import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, openAsBlob } from "node:fs";
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CLI_COPY, MANIFEST_FILE_NAME } from "@photo-organizer/core";
import { withZip64EntryCount } from "@photo-organizer/web/src/features/upload/zip/zip64-entry-count.ts";
import { downloadZip } from "client-zip";
import { CliError } from "./cli-error.ts";
import { readPreviousZip } from "./previous-zip.ts";
import { realPathOf } from "./real-path.ts";
import { RUN_FOLDER, TREE_RUN_RECORD } from "./run-files.ts";
import { contentHash, type FoundPhoto } from "./scan.ts";

/** Where the organized copies go: a folder tree under --out, or one ZIP file (--zip). */
export type Output = {
  /** what the summary names */
  where: string;
  /** the run's record (run-state.ts); null for a dry run with no output named, which has none */
  statePath: string | null;
  /** folders and files the scan leaves out (the output itself when it is inside the folder organized) */
  exclude: string[];
  /**
   * Why the output cannot take the copies of `folder` (an absolute path), as one line; null when it can.
   * Asked before anything is sent, so a mistyped option costs nothing of the allowance.
   */
  refusal: (folder: string) => Promise<string | null>;
  /** false when `path` is already taken by a file this run did not write */
  free: (path: string) => boolean;
  /** makes the copy ready to `commit` (false: the original changed or vanished since it was scanned) */
  prepare: (photo: FoundPhoto) => Promise<boolean>;
  /** puts the prepared copy at `path`, after the run's record says it is there */
  commit: (photo: FoundPhoto, path: string) => Promise<void>;
  /**
   * Makes sure the copy recorded at `path` is there, for a run that stopped between recording a photo and
   * committing its copy; false when it is not and the original changed or vanished meanwhile.
   */
  repair: (photo: FoundPhoto, path: string) => Promise<boolean>;
  /**
   * Writes the manifest of what is done (for a ZIP, the ZIP with every recorded photo, once the run ended
   * without interruption: a half-written ZIP would be of no use). Answers the recorded paths the output does
   * not hold (a ZIP's photos whose originals are gone and that the ZIP before did not hold either); the
   * manifest, made last, lists them so.
   */
  finish: (
    entries: readonly OutputEntry[],
    manifest: (absent: ReadonlySet<string>) => string,
    run: { complete: boolean },
  ) => Promise<ReadonlySet<string>>;
};

/** A recorded photo for the output: `photo` null when its original is no longer in the folder. */
export type OutputEntry = { photo: FoundPhoto | null; id: string; path: string; sidecar?: string };

/** Copies `from` to `to`, hashing what is read: the copy is the bytes whose SHA-256 was recorded, or nothing. */
async function copyVerified(from: string, to: string, hash: string): Promise<boolean> {
  const digest = createHash("sha256");
  const hashing = new Transform({
    transform(chunk, _encoding, done) {
      digest.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(from), hashing, createWriteStream(to));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  if (digest.digest("hex") !== hash) {
    await rm(to, { force: true });
    return false;
  }
  // The copy keeps the original's date: for a photo without a capture date it is the only date there is.
  const original = await stat(from).catch(() => null);
  if (original) await utimes(to, original.atime, original.mtime);
  return true;
}

/** Writes `text` to `path` unless something is there already; whether it wrote. */
async function writeNew(path: string, text: string): Promise<boolean> {
  try {
    await writeFile(path, text, { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Makes the folders `file` goes in. A file where one of them should be (the user's own `Food` beside the
 * copies) is named in one line: moved away, the same command then puts the copy in place.
 */
async function folderFor(file: string, root: string): Promise<void> {
  try {
    await mkdir(dirname(file), { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EEXIST" && code !== "ENOTDIR") throw error;
    let blocking = dirname(file);
    for (let dir = blocking; dir.startsWith(root + sep); dir = dirname(dir)) {
      if ((await stat(dir).catch(() => null))?.isFile()) blocking = dir;
    }
    throw new CliError(CLI_COPY.fileInTheWay(blocking), "output_refused");
  }
}

/** Organized copies written straight into `--out`, folder by folder, `manifest.csv` at the top. */
export function treeOutput(out: string): Output {
  const root = resolve(out);
  const runFolder = join(root, RUN_FOLDER);
  const pending = (photo: FoundPhoto) => join(runFolder, "pending", photo.id);
  const target = (path: string) => join(root, ...path.split("/"));
  return {
    where: root,
    statePath: join(root, TREE_RUN_RECORD),
    exclude: [root],
    refusal: async (folder) => {
      // Inside the folder is fine: the scan leaves it out. The folder itself, or one holding it, would be left out
      // whole, with every photo in it. Compared as the disk sees both (`folder` is already).
      const real = await realPathOf(root);
      if (folder === real || folder.startsWith(real + sep))
        return CLI_COPY.outHoldsTheFolder(out.replace(/[\\/]+$/, ""));
      const found = await stat(root).catch(() => null);
      if (found && !found.isDirectory()) return CLI_COPY.outIsAFile(out);
      // A manifest.csv no run of this tool wrote (none is recorded there) is someone's own file: the run's
      // manifest would replace it.
      const manifest = join(root, MANIFEST_FILE_NAME);
      if (existsSync(manifest) && !existsSync(join(root, TREE_RUN_RECORD)))
        return CLI_COPY.foreignManifest(manifest);
      return null;
    },
    free: (path) => !existsSync(target(path)),
    prepare: async (photo) => {
      await mkdir(dirname(pending(photo)), { recursive: true });
      return copyVerified(photo.source, pending(photo), photo.hash);
    },
    commit: async (photo, path) => {
      await folderFor(target(path), root);
      await rename(pending(photo), target(path));
    },
    repair: async (photo, path) => {
      const found = await stat(target(path)).catch(() => null);
      if (found?.size === photo.size) return true;
      const waiting = await stat(pending(photo)).catch(() => null);
      if (waiting?.size !== photo.size) {
        await mkdir(dirname(pending(photo)), { recursive: true });
        if (!(await copyVerified(photo.source, pending(photo), photo.hash))) return false;
      }
      await folderFor(target(path), root);
      await rename(pending(photo), target(path));
      return true;
    },
    finish: async (entries, manifest) => {
      // Sidecars beside their copies (`photo.jpg.xmp`), from the record: a resumed run writes the missing ones.
      // One already there is never replaced (a photo manager keeps the user's ratings, tags and edits in it), nor
      // written beside a copy the user moved or deleted.
      for (const { path, sidecar } of entries) {
        if (sidecar && existsSync(target(path))) await writeNew(target(`${path}.xmp`), sidecar);
      }
      await writeFile(join(root, MANIFEST_FILE_NAME), manifest(new Set()));
      await rm(join(runFolder, "pending"), { recursive: true, force: true });
      return new Set();
    },
  };
}

/**
 * One ZIP (--zip): the photos are analysed first, their outcomes recorded beside the ZIP, and the ZIP is
 * written at the end from the originals, one at a time (Zip64 past 4 GB or 65,535 entries).
 */
/** What a ZIP was written from, its size and date once written, and what it could not hold. */
type WrittenZip = { from: string; size: number; mtimeMs: number; absent: string[] };

/** Everything a ZIP's bytes follow from: each entry's path, photo, date and sidecar, and the manifest. */
function zipSource(entries: readonly OutputEntry[], manifest: string): string {
  const each = entries.map(({ photo, id, path, sidecar }) => [
    path,
    id,
    photo?.mtimeMs ?? null,
    sidecar ?? null,
  ]);
  return createHash("sha256")
    .update(JSON.stringify([each, manifest]))
    .digest("hex");
}

async function readWritten(path: string): Promise<WrittenZip | null> {
  try {
    return JSON.parse(await readFile(path, "utf8")) as WrittenZip;
  } catch {
    return null;
  }
}

export function zipOutput(zip: string): Output {
  const file = resolve(zip);
  const statePath = join(dirname(file), RUN_FOLDER, `${basename(file)}.run.json`);
  const writtenPath = join(dirname(file), RUN_FOLDER, `${basename(file)}.written.json`);
  return {
    where: file,
    statePath,
    // The ZIP, its part written so far and its run's record, should they be inside the folder organized.
    exclude: [join(dirname(file), RUN_FOLDER), file, `${file}.partial`],
    refusal: async () => {
      const found = await stat(file).catch(() => null);
      if (found?.isDirectory()) return CLI_COPY.zipIsAFolder(zip);
      // A file no run of this tool wrote (none is recorded beside it) is someone's own: never replaced.
      if (found && !existsSync(statePath)) return CLI_COPY.foreignZip(zip);
      return null;
    },
    free: () => true,
    prepare: async () => true,
    commit: async () => undefined,
    repair: async () => true,
    finish: async (entries, manifest, { complete }) => {
      const absent = new Set<string>();
      if (!complete) return absent;
      // Nothing new since this tool wrote the ZIP there, and the ZIP untouched since: writing a collection's
      // tens of gigabytes again would give the same bytes.
      const from = zipSource(entries, manifest(new Set()));
      const [before, found] = await Promise.all([readWritten(writtenPath), stat(file).catch(() => null)]);
      if (before?.from === from && before.size === found?.size && before.mtimeMs === found.mtimeMs)
        return new Set(before.absent);
      // The ZIP is written whole again: a photo organized before whose original is gone since comes from the
      // ZIP it replaces (checked byte for byte), so running again never drops what the user has organized.
      const previous = entries.some((entry) => !entry.photo) ? await readPreviousZip(file) : null;
      let written = 0;
      const counted = async function* () {
        for await (const entry of files()) {
          written++;
          yield entry;
        }
      };
      const files = async function* () {
        for (const { photo, id, path, sidecar } of entries) {
          if (photo) {
            const blob = await openAsBlob(photo.source);
            // Dated as the original is, as the browser's ZIP is: the only date of a photo without a capture date.
            const { mtime } = await stat(photo.source);
            yield { name: path, input: blob, size: photo.size, lastModified: mtime };
            if (sidecar) yield { name: `${path}.xmp`, input: sidecar, lastModified: mtime };
            continue;
          }
          const kept = await previous?.entry(path, contentHash(id));
          if (!kept) {
            absent.add(path);
            continue;
          }
          yield { name: path, input: await kept.open(), size: kept.size };
          if (sidecar) yield { name: `${path}.xmp`, input: sidecar };
        }
        yield { name: MANIFEST_FILE_NAME, input: manifest(absent), lastModified: new Date() };
      };
      try {
        const zipped = downloadZip(counted()).body;
        if (!zipped) throw new Error("the ZIP writer gave no stream");
        // Past 65,535 entries (a collection of tens of thousands of photos), the true count in a Zip64 record.
        const body = withZip64EntryCount(zipped, () => written);
        const partial = `${file}.partial`;
        await pipeline(
          Readable.fromWeb(body as import("node:stream/web").ReadableStream),
          createWriteStream(partial),
        );
        await rename(partial, file);
      } finally {
        previous?.close();
      }
      const { size, mtimeMs } = await stat(file);
      const record: WrittenZip = { from, size, mtimeMs, absent: [...absent] };
      await writeFile(writtenPath, JSON.stringify(record));
      return absent;
    },
  };
}

/**
 * No output: a dry run given neither --out nor --zip lists every photo as still to do (no record says
 * otherwise) and writes nothing.
 */
export function noOutput(): Output {
  const writes = (): never => {
    throw new Error("a dry run without an output writes nothing");
  };
  return {
    where: "",
    statePath: null,
    exclude: [],
    refusal: async () => null,
    free: () => true,
    prepare: writes,
    commit: writes,
    repair: writes,
    finish: writes,
  };
}
