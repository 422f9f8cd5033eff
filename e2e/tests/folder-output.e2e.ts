import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  COLLECTION_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  parseCsvRecords,
  REVIEW_TEXTS,
} from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { describe, expect, it } from "vitest";
import { usageOf } from "../support/accounts.ts";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The folder the user picks: a real directory handle, of the origin's private file system (no dialog here). */
const PICKED = "Pictures";

describe("saving into a folder instead of a ZIP (Chromium's File System Access)", () => {
  const site = useSite({ MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models") });

  it("writes every photo byte-identical into a new folder in the one picked, and the results say where", async () => {
    const context = await site.newContext();
    // Only the picker's dialog is answered for the user; the handle and every write through it are the browser's.
    await context.addInitScript((name) => {
      Object.assign(window, {
        showDirectoryPicker: async () =>
          (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true }),
      });
    }, PICKED);
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, { email: "folder-output@example.test", name: "Folder" }, "/upload");
    const photos = devPhotos().slice(0, 6);
    const before = await usageOf(page, site.server.url);

    await page.getByRole("switch", { name: COLLECTION_COPY.saveToFolder }).click();
    await page.getByTestId("upload-input").setInputFiles(photos);
    await page.getByText(MESSAGES.filesSelected(photos.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: 120_000 });

    // What the picked folder holds now, read back through the browser's own file system.
    const written = await page.evaluate(async (name) => {
      const files: { path: string; bytes: number[] }[] = [];
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
        for await (const handle of (
          dir as unknown as { values(): AsyncIterable<FileSystemHandle> }
        ).values()) {
          if (handle.kind === "directory")
            await walk(handle as FileSystemDirectoryHandle, `${prefix}${handle.name}/`);
          else {
            const file = await (handle as FileSystemFileHandle).getFile();
            files.push({
              path: `${prefix}${handle.name}`,
              bytes: [...new Uint8Array(await file.arrayBuffer())],
            });
          }
        }
      };
      await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), "");
      return files;
    }, PICKED);
    const [output] = new Set(written.map((file) => file.path.split("/")[0]));
    expect(written.every((file) => file.path.startsWith(`${output}/`))).toBe(true);
    const byPath = new Map(
      written.map((file) => [file.path.slice(`${output}/`.length), Buffer.from(file.bytes)]),
    );

    const rows = parseCsvRecords(String(byPath.get(MANIFEST_FILE_NAME)));
    expect(rows.map((row) => row.original_name).sort()).toEqual(
      photos.map((photo) => basename(photo)).sort(),
    );
    for (const photo of photos) {
      const row = rows.find((r) => r.original_name === basename(photo));
      const copy = byPath.get(row?.zip_path ?? "");
      expect(copy && sha256(copy), `${basename(photo)} → ${row?.zip_path}`).toBe(sha256(readFileSync(photo)));
    }
    expect(byPath.size).toBe(photos.length + 1);
    expect((await usageOf(page, site.server.url)).count - before.count).toBe(photos.length);

    // The results tell the truth about this run: the photos are in that folder, no ZIP was saved.
    await page.getByText(REVIEW_TEXTS.savedIntoNotice(`${PICKED}/${output}`)).waitFor();
    expect(await page.getByText(REVIEW_TEXTS.downloadedNotice).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
