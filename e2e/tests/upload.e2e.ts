import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import {
  BATCH_COPY,
  COLLECTION_COPY,
  failedEntryPath,
  folderName,
  MANIFEST_FILE_NAME,
  MESSAGES,
  PLANS,
  type PlanId,
  parseCsv,
  UNSORTED_FOLDER,
  ZIP_FILE_NAME,
  zipEntryPath,
} from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { manifestOf, readZip } from "@photo-organizer/test-support/unzip";
import type { Download, Page } from "playwright-core";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan as setPlanOf, unlockedAdmin, usageOf } from "../support/accounts.ts";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const ADMIN_EMAIL = "upload-admin@example.test";
const ADMIN_PASSWORD = "upload-e2e-admin-password";

/** `count` photos spread over all the dev sets, so the batch mixes subjects. */
function pickPhotos(count: number, offset = 0): string[] {
  const all = devPhotos();
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, i) => all[(offset + i * step) % all.length] as string);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** `expected`, or `expected` with the allocator's `_2`, `_3`, … before the extension. */
function matchesAllocated(actual: string, expected: string): boolean {
  if (actual === expected) return true;
  const ext = extname(expected);
  const stem = expected.slice(0, expected.length - ext.length);
  return new RegExp(`^${stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}_\\d+${ext.replace(".", "\\.")}$`).test(
    actual,
  );
}

describe("upload: organise photos into one ZIP", () => {
  const site = useSite({
    ADMIN_EMAILS: ADMIN_EMAIL,
    ADMIN_PASSWORD,
    MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models"),
  });
  let admin: Page;
  let work: string;

  async function userPage(email: string): Promise<{ page: Page; errors: string[] }> {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, { email, name: email.split("@")[0] ?? email });
    return { page, errors };
  }

  const usage = (page: Page) => usageOf(page, site.server.url);
  const setPlan = (email: string, plan: PlanId) => setPlanOf(admin, site.server.url, email, plan);

  /** The upload page as users open it: the ZIP is saved the default way, the browser's own download. */
  async function openUpload(page: Page) {
    await page.goto(`${site.server.url}/upload`);
    await page.getByRole("heading", { name: MESSAGES.uploadHeading }).waitFor();
    await page.getByText(MESSAGES.dropZoneTitle).waitFor();
  }

  async function select(page: Page, files: string[]) {
    await page.getByTestId("upload-input").setInputFiles(files);
  }

  /** Every body the page posts to /api/analyze-image from now on (the requests still go through). */
  async function recordAnalysisRequests(page: Page): Promise<Record<string, unknown>[]> {
    const bodies: Record<string, unknown>[] = [];
    await page.route("**/api/analyze-image", async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    return bodies;
  }

  /** Opens /upload, selects the files and organises them; returns the downloaded ZIP's bytes. */
  async function organizeFiles(page: Page, files: string[]): Promise<Buffer> {
    await openUpload(page);
    await select(page, files);
    await page.getByText(MESSAGES.filesSelected(files.length)).waitFor();
    return organizeAndDownload(page);
  }

  const organizeButton = (page: Page) => page.getByRole("button", { name: MESSAGES.organizePhotos });

  /** Clicks Organize Photos and returns the downloaded ZIP's bytes. */
  async function organizeAndDownload(page: Page): Promise<Buffer> {
    const download = page.waitForEvent("download", { timeout: 110_000 });
    await organizeButton(page).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ZIP_FILE_NAME);
    const path = join(work, `${Date.now()}-${ZIP_FILE_NAME}`);
    await file.saveAs(path);
    expect(await file.failure()).toBeNull();
    return readFileSync(path);
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "upload-e2e-"));
    admin = await unlockedAdmin(site, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("puts 20 real photos, byte-identical, into category folders with a matching manifest", async () => {
    const email = "organizer@example.test";
    const { page, errors } = await userPage(email);
    await setPlan(email, "free");
    const inputs = pickPhotos(20);
    const before = await usage(page);

    await openUpload(page);
    await expect(organizeButton(page).isDisabled()).resolves.toBe(true);
    await select(page, inputs);
    await page.getByText(MESSAGES.filesSelected(20)).waitFor();
    const zip = readZip(await organizeAndDownload(page));
    await page.getByText(MESSAGES.downloadComplete).waitFor();

    // Every input exactly once, byte-identical.
    const manifestEntry = zip.find((e) => e.name === MANIFEST_FILE_NAME);
    expect(manifestEntry).toBeDefined();
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos).toHaveLength(inputs.length);
    expect(new Set(photos.map((e) => e.name.toLowerCase())).size).toBe(photos.length);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs.map((p) => sha256(readFileSync(p))).sort(),
    );

    // manifest.csv: one row per photo, pointing at its entry.
    const [header, ...rows] = parseCsv(manifestEntry?.data.toString("utf8") ?? "");
    expect(header).toEqual(["original_name", "zip_path", "category", "description", "status", "format"]);
    expect(rows).toHaveLength(inputs.length);
    const byPath = new Map(photos.map((e) => [e.name, e]));
    // Two photos of the set may share a name (img513.jpg in two folders): a row matches one of them.
    const hashesByName = new Map<string, string[]>();
    for (const p of inputs)
      hashesByName.set(basename(p), [...(hashesByName.get(basename(p)) ?? []), sha256(readFileSync(p))]);
    const folders = new Set<string>();
    let ok = 0;
    for (const [
      originalName = "",
      zipPath = "",
      category = "",
      description = "",
      status = "",
      format,
    ] of rows) {
      expect(format).toMatch(/^(jpeg|png)$/);
      const entry = byPath.get(zipPath);
      expect(entry, zipPath).toBeDefined();
      expect(hashesByName.get(originalName), originalName).toBeDefined();
      expect(hashesByName.get(originalName)).toContain(sha256(entry?.data ?? Buffer.alloc(0)));
      folders.add(zipPath.split("/")[0] ?? "");
      if (status === "ok") {
        ok++;
        expect(description.trim()).not.toBe("");
        expect(matchesAllocated(zipPath, zipEntryPath(category, description, originalName)), zipPath).toBe(
          true,
        );
      } else {
        expect(status).toBe("failed");
        expect(matchesAllocated(zipPath, failedEntryPath(originalName)), zipPath).toBe(true);
      }
    }
    // Folders are catalogue categories or Unsorted (folderName is the core's rule for a category's folder).
    const categories = new Set(rows.map((r) => folderName(r[2] ?? "")));
    for (const folder of folders)
      expect(categories.has(folder) || folder === UNSORTED_FOLDER, folder).toBe(true);
    expect(ok).toBeGreaterThan(0);

    // Usage went up by the successes only.
    const after = await usage(page);
    expect(after.count - before.count).toBe(ok);
    expect(errors).toEqual([]);
  });

  it("streams the ZIP through the download service worker while the photos are analysed", async () => {
    const { page, errors } = await userPage("streamer@example.test");
    const inputs = pickPhotos(8, 2);
    await openUpload(page);
    // The default save is the browser's download: no Save-as dialog, and the ZIP is written as it is made.
    await expect(page.getByRole("switch", { name: MESSAGES.chooseSaveLocation }).isChecked()).resolves.toBe(
      false,
    );
    const workerServed = page.waitForResponse((r) => r.url().includes("/__downloads/"), { timeout: 110_000 });
    await select(page, inputs);
    await page.getByText(MESSAGES.filesSelected(inputs.length)).waitFor();
    const download = page.waitForEvent("download", { timeout: 110_000 });
    await organizeButton(page).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ZIP_FILE_NAME);
    expect((await workerServed).fromServiceWorker()).toBe(true);
    const path = join(work, `streamed-${ZIP_FILE_NAME}`);
    await file.saveAs(path);
    expect(await file.failure()).toBeNull();
    await page.getByText(MESSAGES.downloadComplete).waitFor();
    const zip = readZip(readFileSync(path));
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs.map((p) => sha256(readFileSync(p))).sort(),
    );
    expect(zip.at(-1)?.name).toBe(MANIFEST_FILE_NAME);
    expect(errors).toEqual([]);
  });

  it("refuses a batch over the monthly quota with the limit toast and no ZIP", async () => {
    const email = "organizer@example.test";
    const { page } = await userPage(email);
    const before = await usage(page);
    expect(before.plan).toBe("free");
    const needed = before.remaining + 1;
    expect(needed).toBeLessThanOrEqual(PLANS.free.batchCap);
    let downloads = 0;
    page.on("download", () => downloads++);

    await openUpload(page);
    await select(page, pickPhotos(needed, 3));
    await organizeButton(page).click();
    // With some of the month left the limit is not said to be reached: what is left, and what was asked.
    const limit = PLANS.free.monthlyLimit;
    await page
      .getByText(
        before.remaining > 0
          ? MESSAGES.limitLeft(before.remaining, limit, needed)
          : MESSAGES.limitReached(limit),
      )
      .waitFor();
    await page.getByText(MESSAGES.limitReachedDescription).waitFor();
    await expect(page.getByRole("button", { name: MESSAGES.upgradePlan }).count()).resolves.toBeGreaterThan(
      0,
    );
    await organizeButton(page).waitFor();
    await page.waitForTimeout(500);
    expect(downloads).toBe(0);
    await expect(page.getByText(MESSAGES.processingStarted(needed)).count()).resolves.toBe(0);
    expect((await usage(page)).count).toBe(before.count);
  });

  it("turns away a non-image named .jpg, keeps a corrupt JPEG in Unsorted and organises the rest", async () => {
    const email = "mixed@example.test";
    const { page } = await userPage(email);
    const real = pickPhotos(3, 5);
    const corrupt = join(work, "broken_photo.jpg");
    // A JPEG signature followed by noise: accepted by content, but no browser can decode it.
    writeFileSync(corrupt, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x5a)]));
    const text = join(work, "notes.jpg");
    writeFileSync(text, "These are my notes, not a photo.\n");
    const before = await usage(page);

    await openUpload(page);
    await select(page, [...real, corrupt, text]);
    // Said in a toast, and listed under the selection with the other files skipped.
    await page.locator("[data-sonner-toast]").getByText(MESSAGES.fileDamaged("notes.jpg", "JPG")).waitFor();
    await page.getByText(COLLECTION_COPY.skippedTitle(1), { exact: true }).waitFor();
    await page.getByText(MESSAGES.filesSelected(4)).waitFor();
    const zip = readZip(await organizeAndDownload(page));
    const names = zip.map((e) => e.name);
    expect(names).toContain(failedEntryPath("broken_photo.jpg"));
    expect(names.some((n) => n.endsWith("notes.jpg"))).toBe(false);
    expect(zip.filter((e) => e.name !== MANIFEST_FILE_NAME)).toHaveLength(4);
    expect(
      zip.find((e) => e.name === failedEntryPath("broken_photo.jpg"))?.data.equals(readFileSync(corrupt)),
    ).toBe(true);
    await page.getByText(MESSAGES.processingComplete(3, 1)).waitFor();
    expect((await usage(page)).count - before.count).toBe(3);
  });

  it("keeps decompression bombs and unusual JPEGs whole: every file once, byte-identical", async () => {
    const { page } = await userPage("odd-files@example.test");
    const formats = join(sharedDir, "photos/formats");
    const odd = [
      // 20000×14000 and 65536×65536 pixels in 1 MB and 0.5 MB
      "bombs/lovell__giant-image.jpg",
      "bombs/lovell__65536-uint32-limit.png",
      "jpeg-variants/lovell__Channel_digital_image_CMYK_color.jpg",
      "jpeg-variants/python-pillow__hopper_16bit_qtables.jpg",
      "jpeg-variants/python-pillow__hopper_gray.jpg",
      "jpeg-variants/lovell__gain-map.jpg",
      "jpeg-variants/python-pillow__frozenpond.mpo",
    ].map((file) => join(formats, file));
    const files = [...pickPhotos(1, 40), ...odd];

    const zip = readZip(await organizeFiles(page, files));
    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos).toHaveLength(files.length);
    const digest = (data: Buffer) => createHash("sha256").update(data).digest("hex");
    expect(photos.map((e) => digest(e.data)).sort()).toEqual(
      files.map((f) => digest(readFileSync(f))).sort(),
    );
    // The page is still alive and says how the batch ended.
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).waitFor({ timeout: 10_000 });
  });

  it("sends only small upright previews for analysis, whatever the photo's EXIF orientation", async () => {
    const { page } = await userPage("orientation@example.test");
    // The same 1800×1200 landscape stored eight ways, each with the EXIF orientation that shows it upright.
    const folder = join(sharedDir, "photos", "formats", "exif-orientation");
    const inputs = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => join(folder, `recurser__Landscape_${n}.jpg`));
    const bodies = await recordAnalysisRequests(page);
    await organizeFiles(page, inputs);
    const previews = bodies.map((body) => Buffer.from(String(body.base64Image), "base64"));
    expect(previews).toHaveLength(inputs.length);

    const small = (image: Sharp) => image.resize(48, 32, { fit: "fill" }).removeAlpha().raw().toBuffer();
    const upright = await small(sharp(inputs[0]).rotate());
    for (const preview of previews) {
      const meta = await sharp(preview).metadata();
      expect([meta.format, meta.width, meta.height, meta.orientation ?? 1]).toEqual(["jpeg", 512, 341, 1]);
      const pixels = await small(sharp(preview));
      let difference = 0;
      for (const [i, value] of pixels.entries()) difference += Math.abs(value - (upright[i] ?? 0));
      expect(difference / pixels.length).toBeLessThan(12);
    }
  });

  it("sends the server no location or other metadata of a photo, only its pixels", async () => {
    const { page } = await userPage("privacy@example.test");
    const folder = join(sharedDir, "photos", "formats", "exif-gps");
    const inputs = [
      "python-pillow__exif_gps.jpg",
      "ianare__DSCN0010.jpg",
      "MikeKovarik__IMG_5910.jpg",
      "python-pillow__iptc.jpg",
      "python-pillow__xmp_test.jpg",
    ].map((file) => join(folder, file));
    // The inputs do carry a location (or IPTC/XMP captions), so the test would see one that leaked.
    const located = await Promise.all(
      inputs.map(async (f) => (await sharp(f).metadata()).exif !== undefined),
    );
    expect(located.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    const bodies = await recordAnalysisRequests(page);
    await organizeFiles(page, inputs);
    expect(bodies).toHaveLength(inputs.length);
    for (const body of bodies) {
      // photoKey is the photo's place in the batch (the retry's idempotency key), nothing about the photo.
      expect(Object.keys(body).sort()).toEqual(["base64Image", "batchId", "photoKey"]);
      expect(body.photoKey).toMatch(/^\d+$/);
      const meta = await sharp(Buffer.from(String(body.base64Image), "base64")).metadata();
      // (The browser's encoder adds its standard sRGB colour profile: colour, nothing about the photo.)
      expect([meta.exif, meta.iptc, meta.xmp]).toEqual([undefined, undefined, undefined]);
    }
  });

  it("cuts a selection over the plan's batch cap to the first photos", async () => {
    const email = "capped@example.test";
    const { page } = await userPage(email);
    await setPlan(email, "free");
    const cap = PLANS.free.batchCap;
    const photos = pickPhotos(cap + 2, 7);
    await openUpload(page);
    await select(page, photos);
    await page.getByText(MESSAGES.batchCapDropped(2, cap)).waitFor();
    await page.getByText(MESSAGES.filesSelected(cap)).waitFor();
    const listed = await page.locator("li p[title]").allTextContents();
    expect(listed).toEqual(photos.slice(0, cap).map((p) => basename(p)));
  });

  it("cancels mid-batch and gives the unused quota back", async () => {
    const email = "canceller@example.test";
    const { page } = await userPage(email);
    const before = await usage(page);
    const count = Math.min(before.batchCap, 60);
    const downloads: Download[] = [];
    page.on("download", (download) => void downloads.push(download));

    await openUpload(page);
    await select(page, pickPhotos(count, 11));
    await page.getByText(MESSAGES.filesSelected(count)).waitFor();
    await organizeButton(page).click();
    await page.getByRole("button", { name: MESSAGES.processingImages }).waitFor();
    await page.getByText(/^[1-9]\d* of \d+ photos/).waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await organizeButton(page).waitFor();
    // The page says what was charged and that the rest came back, as the server counted them when the batch ended:
    // analyses the Cancel cut short are charged nothing, so the month keeps exactly that.
    const summary = page.getByText(/^Canceled: \d+ photos? analyzed and charged/);
    await summary.waitFor();
    const text = (await summary.textContent()) ?? "";
    const said = Number(text.match(/\d+/)?.[0]);
    expect(text).toBe(BATCH_COPY.cancelledSummary(said, count - said));
    expect(said).toBeGreaterThan(0);
    expect(said).toBeLessThan(count);
    expect((await usage(page)).count - before.count).toBe(said);
    // Analyses cut short may still end on the server after the toast: they change nothing.
    await page.waitForTimeout(3000);
    expect((await usage(page)).count - before.count).toBe(said);
    // The streamed download may have begun with the first photo: Cancel leaves it failed, never complete.
    for (const download of downloads) await expect(download.failure()).resolves.not.toBeNull();
  });

  it("stops with one clear message when the image service keeps failing, and gives the quota back", async () => {
    const { page } = await userPage("outage@example.test");
    const before = await usage(page);
    let analyses = 0;
    // The image service is down: every analysis answers 502, as the server does when its describer fails.
    await page.route("**/api/analyze-image", async (route) => {
      analyses++;
      await route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ message: MESSAGES.analysisFailed("unavailable"), code: "analysis_failed" }),
      });
    });
    const count = 12;
    await openUpload(page);
    await select(page, pickPhotos(count, 17));
    await page.getByText(MESSAGES.filesSelected(count)).waitFor();
    await organizeButton(page).click();
    await page.getByText(MESSAGES.serviceUnavailable).waitFor({ timeout: 60_000 });
    await organizeButton(page).waitFor();
    // Not minutes of retries for every photo: the batch stopped after a few.
    expect(analyses).toBeLessThan(count * 3);
    await expect(page.getByText(MESSAGES.failedToProcessAny).count()).resolves.toBe(0);
    expect((await usage(page)).count).toBe(before.count);
  });

  it("keeps the photos the image service left unanalysed selected, to organize again once it answers", async () => {
    const { page } = await userPage("outage-midway@example.test");
    const before = await usage(page);
    // The service answers the first few analyses, then goes down for good.
    const answered = 4;
    let analyses = 0;
    await page.route("**/api/analyze-image", async (route) => {
      analyses++;
      if (analyses <= answered) return route.continue();
      await route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ message: MESSAGES.analysisFailed("unavailable"), code: "analysis_failed" }),
      });
    });
    const count = 12;
    const inputs = pickPhotos(count, 29);
    await openUpload(page);
    await select(page, inputs);
    await page.getByText(MESSAGES.filesSelected(count)).waitFor();
    const zip = readZip(await organizeAndDownload(page));
    await page.getByText(MESSAGES.serviceUnavailable).waitFor({ timeout: 60_000 });

    // Every photo is in the ZIP once; those not analysed are in Unsorted and stay selected.
    const rows = manifestOf(zip);
    expect(rows).toHaveLength(count);
    expect(rows.filter((row) => row.status === "ok")).toHaveLength(answered);
    const unanalysed = rows.filter((row) => row.status !== "ok");
    await page.getByText(COLLECTION_COPY.unanalysedSelected(unanalysed.length)).waitFor();
    await page.getByText(MESSAGES.filesSelected(unanalysed.length)).waitFor();
    expect((await usage(page)).count - before.count).toBe(answered);

    // Once the service answers again, Organize Photos does just those.
    await page.unrouteAll({ behavior: "wait" });
    const again = manifestOf(readZip(await organizeAndDownload(page)));
    expect(again.map((row) => row.original_name).sort()).toEqual(
      unanalysed.map((row) => row.original_name).sort(),
    );
    expect(again.filter((row) => row.status === "ok")).toHaveLength(unanalysed.length);
    expect((await usage(page)).count - before.count).toBe(count);
  });

  it("saves the rest when an original can no longer be read, and names the one left out", async () => {
    const { page, errors } = await userPage("unreadable@example.test");
    const folder = mkdtempSync(join(work, "picked-"));
    const inputs = pickPhotos(4, 13).map((photo, i) => {
      const copy = join(folder, `${i}_${basename(photo)}`);
      writeFileSync(copy, readFileSync(photo));
      return copy;
    });
    const gone = inputs.at(-1) ?? "";
    await openUpload(page);
    await select(page, inputs);
    await page.getByText(MESSAGES.filesSelected(inputs.length)).waitFor();
    const zipped = organizeAndDownload(page);
    // Moved away (or evicted by a cloud drive) after it was selected.
    rmSync(gone);
    const zip = readZip(await zipped);
    await page.getByText(MESSAGES.photoUnreadable(basename(gone))).waitFor();

    const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
      inputs
        .slice(0, -1)
        .map((p) => sha256(readFileSync(p)))
        .sort(),
    );
    const [, ...rows] = parseCsv(zip.find((e) => e.name === MANIFEST_FILE_NAME)?.data.toString("utf8") ?? "");
    const row = rows.find((r) => r[0] === basename(gone));
    expect(row?.[1]).toBe("");
    expect(row?.[4]).toBe("unreadable");
    expect(rows).toHaveLength(inputs.length);
    // The browser itself logs the failed read of the selected file's thumbnail; nothing else went wrong.
    expect(errors.filter((e) => !e.includes("ERR_FILE_NOT_FOUND"))).toEqual([]);
  });
});
