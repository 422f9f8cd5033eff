import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI_COPY } from "@photo-organizer/core";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { scanFolder, sha256 } from "./scan.ts";

describe("finding the photos of a folder", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), "photo-organizer-scan-"));
    dirs.push(dir);
    return dir;
  };
  const jpeg = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } })
      .jpeg()
      .toBuffer();

  it("reads a link to a photo as the photo, and says why it leaves a link to a folder or to nothing", async () => {
    const elsewhere = tempFolder();
    const original = join(elsewhere, "beach.jpg");
    writeFileSync(original, await jpeg());
    mkdirSync(join(elsewhere, "more"));
    writeFileSync(join(elsewhere, "more", "hidden.jpg"), await jpeg());

    const folder = tempFolder();
    writeFileSync(join(folder, "own.jpg"), await jpeg());
    symlinkSync(original, join(folder, "favourite.jpg"));
    symlinkSync(join(elsewhere, "more"), join(folder, "more"));
    symlinkSync(join(elsewhere, "gone.jpg"), join(folder, "gone.jpg"));

    const { photos, skipped } = await scanFolder(folder, []);
    expect(photos.map((photo) => photo.relative)).toEqual(["favourite.jpg", "own.jpg"]);
    const favourite = photos[0];
    expect(favourite?.source).toBe(join(folder, "favourite.jpg"));
    expect(favourite?.hash).toBe(await sha256(original));
    expect(skipped).toEqual([
      { relative: "gone.jpg", reason: CLI_COPY.brokenLinkSkipped("gone.jpg") },
      { relative: "more", reason: CLI_COPY.linkedFolderSkipped("more") },
    ]);
  });

  it("leaves out hidden files and folders, and the copies an earlier run organized into the folder", async () => {
    const folder = tempFolder();
    writeFileSync(join(folder, "beach.jpg"), await jpeg());
    mkdirSync(join(folder, ".thumbnails"));
    writeFileSync(join(folder, ".thumbnails", "beach.jpg"), await jpeg());
    writeFileSync(join(folder, "._beach.jpg"), await jpeg());
    mkdirSync(join(folder, "organized", ".photo-organizer"), { recursive: true });
    writeFileSync(join(folder, "organized", ".photo-organizer", "run.json"), "{}");
    mkdirSync(join(folder, "organized", "Nature"));
    writeFileSync(join(folder, "organized", "Nature", "beach.jpg"), await jpeg());
    // A folder named like an output, without a run's record, is the user's own.
    mkdirSync(join(folder, "trip", "Nature"), { recursive: true });
    writeFileSync(join(folder, "trip", "Nature", "lake.jpg"), await jpeg());

    const { photos, skipped } = await scanFolder(folder, []);
    expect(photos.map((photo) => photo.relative)).toEqual(["beach.jpg", "trip/Nature/lake.jpg"]);
    expect(skipped.map((file) => file.reason).sort()).toEqual(
      [
        CLI_COPY.hiddenSkipped("._beach.jpg"),
        CLI_COPY.hiddenSkipped(".thumbnails"),
        CLI_COPY.earlierOutputSkipped("organized"),
      ].sort(),
    );
  });

  it("takes the hash an earlier run recorded for a file of the same path, size and date, and reads a changed one", async () => {
    const folder = tempFolder();
    writeFileSync(join(folder, "beach.jpg"), await jpeg());
    writeFileSync(join(folder, "lake.jpg"), await jpeg());
    const { size, mtimeMs } = statSync(join(folder, "beach.jpg"));
    const asked: string[] = [];
    const { photos } = await scanFolder(folder, [], {
      known: (relative, bytes, mtime) => {
        asked.push(relative);
        return relative === "beach.jpg" && bytes === size && mtime === mtimeMs ? "a".repeat(64) : undefined;
      },
    });
    expect(asked.sort()).toEqual(["beach.jpg", "lake.jpg"]);
    expect(photos.find((photo) => photo.relative === "beach.jpg")?.hash).toBe("a".repeat(64));
    expect(photos.find((photo) => photo.relative === "lake.jpg")?.hash).toBe(
      await sha256(join(folder, "lake.jpg")),
    );
  });

  it("stops reading as soon as it is stopped (Ctrl-C), rather than after every file is read", async () => {
    const folder = tempFolder();
    for (const name of ["a.jpg", "b.jpg", "c.jpg"]) writeFileSync(join(folder, name), await jpeg());
    const stop = new AbortController();
    const asked: string[] = [];
    const scan = scanFolder(folder, [], {
      known: (relative) => {
        asked.push(relative);
        stop.abort(new Error("interrupted"));
        return undefined;
      },
      signal: stop.signal,
    });
    await expect(scan).rejects.toThrow("interrupted");
    // The file being read when the stop came is not taken for an unreadable one, and no other is read.
    expect(asked).toEqual(["a.jpg"]);
  });
});
