import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import yauzl from "yauzl";

/**
 * The ZIP an earlier run wrote, read for the photos whose originals are gone from the folder since: the new ZIP
 * replaces it, and takes their entries from it instead of losing them.
 */
export type PreviousZip = {
  /** the entry at `path` when its bytes have the SHA-256 `hash`; null when it is not there or not those bytes */
  entry(path: string, hash: string): Promise<{ size: number; open(): Promise<Readable> } | null>;
  close(): void;
};

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** The ZIP at `file`, or null when there is none or it cannot be read as one. */
export async function readPreviousZip(file: string): Promise<PreviousZip | null> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    return null;
  }
  const byName = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: yauzl.Entry) => {
        byName.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on("end", resolve);
      zip.on("error", reject);
      zip.readEntry();
    });
  } catch {
    zip.close();
    return null;
  }
  return {
    async entry(path, hash) {
      const found = byName.get(path);
      if (!found) return null;
      // Checked whole before it is written anywhere: a damaged entry is no copy of the photo.
      try {
        const digest = createHash("sha256");
        for await (const chunk of await readStream(zip, found)) digest.update(chunk as Buffer);
        if (digest.digest("hex") !== hash) return null;
      } catch {
        return null;
      }
      return { size: found.uncompressedSize, open: () => readStream(zip, found) };
    },
    close: () => zip.close(),
  };
}
