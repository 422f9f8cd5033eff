import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readdir, stat } from "node:fs/promises";
import { basename, join, relative, sep } from "node:path";
import { CLI_COPY, checkImageFile, DECLARED_SIZE_BYTES, type ImageFormat } from "@photo-organizer/core";

/** A photo the product accepts, found in the folder. */
export type FoundPhoto = {
  /** absolute path */
  source: string;
  /** path inside the folder, with `/` separators (what the user sees in lines and the manifest) */
  relative: string;
  name: string;
  size: number;
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

async function head(path: string, bytes: number): Promise<{ head: Uint8Array; size: number }> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    const buffer = new Uint8Array(Math.min(bytes, size));
    await file.read(buffer, 0, buffer.length, 0);
    return { head: buffer, size };
  } finally {
    await file.close();
  }
}

export async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Every file under `folder` (subfolders included, links to photos read through, links to folders not followed,
 * `exclude`d folders left out), in path order: the photos core's checks accept (by content, within their
 * format's size limit), and the other files with the reason they are skipped.
 */
export async function scanFolder(
  folder: string,
  exclude: readonly string[],
): Promise<{ photos: FoundPhoto[]; skipped: SkippedFile[] }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .map((entry) => ({ path: join(entry.parentPath, entry.name), link: entry.isSymbolicLink() }))
    .filter(({ path }) => !exclude.some((dir) => path === dir || path.startsWith(dir + sep)))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const photos: FoundPhoto[] = [];
  const skipped: SkippedFile[] = [];
  const seen = new Map<string, number>();
  for (const { path: source, link } of paths) {
    const rel = relative(folder, source).split(sep).join("/");
    // A link to a photo is the photo, read through the link. A link to a folder is not followed: it may lead
    // back up into this folder, or out of it into a whole disk.
    if (link) {
      const target = await stat(source).catch(() => null);
      if (!target) skipped.push({ relative: rel, reason: CLI_COPY.brokenLinkSkipped(rel) });
      else if (target.isDirectory())
        skipped.push({ relative: rel, reason: CLI_COPY.linkedFolderSkipped(rel) });
      if (!target?.isFile()) continue;
    }
    const name = basename(source);
    const { head: bytes, size } = await head(source, DECLARED_SIZE_BYTES);
    // Named by its path in the folder, so the reason says which of several same-named files it is.
    const check = checkImageFile({ name: rel, size, head: bytes });
    if (!check.ok) {
      skipped.push({ relative: rel, reason: check.message });
      continue;
    }
    const hash = await sha256(source);
    const copies = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, copies);
    const id = copyId(hash, copies);
    photos.push({ source, relative: rel, name, size, format: check.format, hash, id });
  }
  return { photos, skipped };
}
