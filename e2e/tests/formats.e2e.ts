import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import {
  COLLECTION_COPY,
  checkImageFile,
  detectImageFormat,
  IMAGE_SIGNATURE_BYTES,
  MANIFEST_FILE_NAME,
  MESSAGES,
  UNSORTED_FOLDER,
  ZIP_FILE_NAME,
} from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { manifestOf, readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const FORMATS = join(sharedDir, "photos", "formats");
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * A Canon CR3 with a real picture: the shared CR3 sample's boxes (its image data was stripped), with its
 * PRVW preview box holding a 1620×1080 JPEG of a dev photo, laid out as Canon writes it.
 */
async function cr3WithPreview(photo: string): Promise<Buffer> {
  const stub = readFileSync(join(FORMATS, "raw", "exiftool__CanonRaw.cr3"));
  const jpeg = await sharp(photo).resize(1620, 1080, { fit: "cover" }).jpeg({ quality: 85 }).toBuffer();
  const be32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const prvwBody = Buffer.concat([
    Buffer.from([0, 0, 0, 0, 0, 1, 0x06, 0x54, 0x04, 0x38, 0, 0]),
    be32(jpeg.length),
    jpeg,
  ]);
  const prvw = Buffer.concat([be32(8 + prvwBody.length), Buffer.from("PRVW"), prvwBody]);
  const uuid = Buffer.from("eaf42b5e1c984b88b9fbb7dc406e4d16", "hex");
  const previewBox = Buffer.concat([
    be32(24 + 8 + prvw.length),
    Buffer.from("uuid"),
    uuid,
    Buffer.alloc(8),
    prvw,
  ]);
  // Everything before the sample's (truncated) preview box, then the complete one.
  const at = stub.indexOf(Buffer.concat([Buffer.from("uuid"), uuid])) - 4;
  return Buffer.concat([stub.subarray(0, at), previewBox]);
}

describe("formats: HEIC, WebP, AVIF, GIF, BMP, TIFF and RAW are read in the browser and filed", () => {
  const site = useSite({ MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models") });
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "formats-e2e-"));
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  async function userPage(email: string): Promise<{ page: Page; errors: string[] }> {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, { email, name: email.split("@")[0] ?? email });
    return { page, errors };
  }

  /**
   * Every toast's text as it appeared. A toast stays a few seconds and at most three show at once, so one
   * raised while the photos were read may be gone by the time the ZIP has been checked.
   */
  async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { shownToasts: Set<string> }).shownToasts = seen;
      // The document, not its element: an init script runs before the document has one.
      new MutationObserver(() => {
        for (const title of Array.from(document.querySelectorAll("[data-sonner-toast] [data-title]")))
          if (title.textContent) seen.add(title.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    return () => page.evaluate(() => [...(window as unknown as { shownToasts: Set<string> }).shownToasts]);
  }

  /** Selects the files on /upload, organises them and returns the ZIP's entries. */
  async function organize(
    page: Page,
    files: string[],
    accepted = files.length,
    afterSelection: () => Promise<void> = async () => undefined,
  ): Promise<ZipEntry[]> {
    await page.goto(`${site.server.url}/upload?save=blob`);
    await page.getByRole("heading", { name: MESSAGES.uploadHeading }).waitFor();
    await page.getByTestId("upload-input").setInputFiles(files);
    await page.getByText(MESSAGES.filesSelected(accepted)).waitFor();
    await afterSelection();
    const download = page.waitForEvent("download", { timeout: 300_000 });
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ZIP_FILE_NAME);
    const path = join(work, `${Date.now()}-${ZIP_FILE_NAME}`);
    await file.saveAs(path);
    return readZip(readFileSync(path));
  }

  it("reads and describes a HEIC, WebP, AVIF, TIFF, GIF, DNG, CR3 and JPEG; damaged files go to Unsorted unread", async () => {
    const { page, errors } = await userPage("formats@example.test");
    const toasts = await recordToasts(page);
    const cr3 = join(work, "IMG_0042.CR3");
    writeFileSync(cr3, await cr3WithPreview(devPhotos()[100] as string));
    const truncatedHeic = join(work, "IMG_7001.heic");
    const heic = readFileSync(join(FORMATS, "heic", "photoprism__iphone_15_pro.heic"));
    writeFileSync(truncatedHeic, heic.subarray(0, Math.floor(heic.length / 3)));
    const readable = [
      join(FORMATS, "heic", "photoprism__iphone_15_pro.heic"),
      join(FORMATS, "webp", "lovell__4.webp"),
      join(FORMATS, "avif", "photoprism__fox.profile0.8bpc.yuv420.avif"),
      join(FORMATS, "tiff", "ianare__BSG1.tiff"),
      join(FORMATS, "gif", "lovell__Crash_test.gif"),
      join(FORMATS, "raw", "photoprism__canon_eos_6d.dng"),
      cr3,
      devPhotos()[200] as string,
    ];
    const unreadable = [
      truncatedHeic,
      join(FORMATS, "corrupt", "lovell__truncated.png"),
      join(FORMATS, "bombs", "libvips__17000x17000.avif"),
      join(FORMATS, "raw", "exiftool__Nikon.nef"),
    ];
    const inputs = [...readable, ...unreadable];
    // HEIC, TIFF, RAW and the rest show a thumbnail in the selection list, decoded small in a worker.
    const zip = await organize(page, inputs, inputs.length, async () => {
      for (const input of readable) {
        const row = page.locator("li", { has: page.locator(`p[title="${basename(input)}"]`) });
        // Off-screen rows are decoded only once scrolled to.
        await row.scrollIntoViewIfNeeded();
        await row.locator("img").waitFor({ timeout: 30_000 });
      }
    });

    // Every input once, byte-identical, under its own extension in lower case.
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs.map((p) => sha256(readFileSync(p))).sort(),
    );
    const rows = manifestOf(zip);
    expect(rows).toHaveLength(inputs.length);
    for (const input of inputs) {
      const row = rows.find((r) => r.original_name === basename(input));
      expect(row, basename(input)).toBeDefined();
      const entry = photos.find((e) => e.name === row?.zip_path);
      expect(entry?.data.equals(readFileSync(input)), basename(input)).toBe(true);
      const extension = basename(input).split(".").pop()?.toLowerCase();
      expect(row?.zip_path.endsWith(`.${extension}`), row?.zip_path).toBe(true);
      const format = detectImageFormat(readFileSync(input).subarray(0, IMAGE_SIGNATURE_BYTES));
      expect(row?.format, basename(input)).toBe(format?.name);
      if (readable.includes(input)) {
        // Read and described; its folder is the describer's call (an unsure one is honestly Unsorted).
        expect(row?.status, basename(input)).toBe("ok");
        expect(row?.description.trim(), basename(input)).not.toBe("");
      } else {
        expect([row?.status, row?.zip_path], basename(input)).toEqual([
          "unreadable",
          `${UNSORTED_FOLDER}/${basename(input)}`,
        ]);
      }
    }
    // A toast names each file that could not be read, and why: the two cut short are incomplete.
    expect(await toasts()).toEqual(
      expect.arrayContaining([
        MESSAGES.photoIncomplete("IMG_7001.heic"),
        MESSAGES.photoIncomplete("lovell__truncated.png"),
        MESSAGES.photoTooManyPixels("libvips__17000x17000.avif", 17000, 17000),
        MESSAGES.rawWithoutPreview("exiftool__Nikon.nef"),
      ]),
    );
    expect(errors).toEqual([]);
  });

  it("takes every file of shared/photos/formats through the page: each in the ZIP once, byte-identical", async () => {
    const { page } = await userPage("every-format@example.test");
    const files = readdirSync(FORMATS)
      .filter((dir) => statSync(join(FORMATS, dir)).isDirectory())
      .sort()
      .flatMap((dir) =>
        readdirSync(join(FORMATS, dir))
          .sort()
          .map((name) => join(FORMATS, dir, name)),
      );
    const checks = files.map((path) => {
      const data = readFileSync(path);
      return {
        path,
        check: checkImageFile({
          name: basename(path),
          size: data.length,
          head: data.subarray(0, IMAGE_SIGNATURE_BYTES),
        }),
      };
    });
    const accepted = checks.filter((c) => c.check.ok).map((c) => c.path);
    const rejected = checks.filter((c) => !c.check.ok);
    expect(accepted.length).toBeLessThanOrEqual(250);

    // Every file turned away is listed under the selection with why, as a user opens that list.
    const zip = await organize(page, files, accepted.length, async () => {
      if (rejected.length === 0) return;
      await page.getByText(COLLECTION_COPY.skippedTitle(rejected.length), { exact: true }).click();
      for (const { check } of rejected)
        if (!check.ok) await page.getByRole("listitem").filter({ hasText: check.message }).first().waitFor();
    });

    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    // Every file accepted is in the ZIP once: files with the same bytes are analysed once, and the copies are in
    // Duplicates/ (the default), their rows naming the photo they repeat.
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      accepted.map((p) => sha256(readFileSync(p))).sort(),
    );
    const rows = manifestOf(zip);
    expect(rows).toHaveLength(accepted.length);
    const table = ["| file | read as | status | zip path | description |", "| --- | --- | --- | --- | --- |"];
    const problems: string[] = [];
    for (const path of files) {
      const name = relative(FORMATS, path);
      const check = checks.find((c) => c.path === path)?.check;
      if (!check?.ok) {
        table.push(`| ${name} | — | rejected at selection | — | — |`);
        continue;
      }
      const row = rows.find((r) => r.original_name === basename(path));
      const inZip = row?.status === "duplicate" ? row.duplicate_of : row?.zip_path;
      const entry = photos.find((e) => e.name === inZip);
      if (!entry?.data.equals(readFileSync(path))) problems.push(`${name}: not in the ZIP as it was`);
      // Nothing fails for another reason: each photo is described or, if its picture cannot be read, unreadable.
      const statuses = ["ok", "unreadable", "duplicate"];
      if (!statuses.includes(row?.status ?? "")) problems.push(`${name}: ${row?.status}`);
      table.push(`| ${name} | ${row?.format} | ${row?.status} | ${row?.zip_path} | ${row?.description} |`);
    }
    console.log(`\n${table.join("\n")}\n`);
    expect(problems).toEqual([]);
  }, 600_000);
});
