import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import {
  COLLECTION_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  PLANS,
  type PlanId,
  ZIP_FILE_NAME,
} from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { manifestOf, readZip } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPlan, unlockedAdmin, usageOf } from "../support/accounts.ts";
import { distinctPhotos, sha256 } from "../support/distinct-photos.ts";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const ADMIN_EMAIL = "collection-admin@example.test";
const ADMIN_PASSWORD = "collection-e2e-admin-password";
/** Hundreds of real analyses on a shared two-core machine. */
const RUN_MS = 20 * 60_000;

describe("a selection over the batch cap (Large batches)", () => {
  const site = useSite({ ADMIN_EMAILS: ADMIN_EMAIL, ADMIN_PASSWORD });
  let admin: Page;
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "collection-e2e-"));
    admin = await unlockedAdmin(site, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  /** A signed-in page of a new account on `plan`, on /upload, noting every batch it reserves. */
  async function account(email: string, plan: PlanId) {
    const context = await site.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, { email, name: plan });
    await setPlan(admin, site.server.url, email, plan);
    const batches: number[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/batches")
        batches.push((request.postDataJSON() as { count: number }).count);
    });
    await page.goto(`${site.server.url}/upload`);
    await page.getByText(MESSAGES.dropZoneTitle).waitFor();
    return { page, errors, batches };
  }

  /** Clicks Organize Photos and returns the one ZIP the run downloads, once the page says it is complete. */
  async function organize(page: Page) {
    let downloads = 0;
    page.on("download", () => downloads++);
    const download = page.waitForEvent("download", { timeout: RUN_MS });
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(ZIP_FILE_NAME);
    const path = join(work, `${Date.now()}-${ZIP_FILE_NAME}`);
    await file.saveAs(path);
    expect(await file.failure()).toBeNull();
    await page.getByText(MESSAGES.downloadComplete).waitFor({ timeout: 60_000 });
    expect(downloads).toBe(1);
    return readZip(readFileSync(path));
  }

  it.each([
    ["VIP", 300, "enterprise", [250, 50]],
    ["Pro", 250, "pro", [100, 100, 50]],
  ] as const)(
    "a %s account selects %i photos: one ZIP with every one once, byte-identical, charged once each",
    async (label, count, plan, batchSizes) => {
      const { page, errors, batches } = await account(`${label.toLowerCase()}-collection@example.test`, plan);
      const inputs = distinctPhotos(count);
      const before = await usageOf(page, site.server.url);

      await page.getByTestId("upload-input").setInputFiles(inputs);
      await page.getByText(MESSAGES.filesSelected(count)).waitFor();
      expect(count).toBeGreaterThan(PLANS[plan].batchCap);
      const zip = await organize(page);

      expect(batches).toEqual(batchSizes);
      const photos = zip.filter((entry) => entry.name !== MANIFEST_FILE_NAME);
      expect(photos.map((entry) => sha256(entry.data)).sort()).toEqual(
        inputs.map((path) => sha256(readFileSync(path))).sort(),
      );
      const rows = manifestOf(zip);
      expect(rows).toHaveLength(count);
      expect(rows.filter((row) => row.status === "ok")).toHaveLength(count);
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(count);
      await page.getByText(MESSAGES.processingComplete(count, 0)).waitFor();
      expect(errors).toEqual([]);
    },
    RUN_MS,
  );

  it("a Free account selects 30 photos: the first 20 are kept, as the spec says, and organized", async () => {
    const { page, batches } = await account("free-collection@example.test", "free");
    const inputs = distinctPhotos(30, 5);
    const cap = PLANS.free.batchCap;
    const before = await usageOf(page, site.server.url);

    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.batchCapDropped(inputs.length - cap, cap)).waitFor();
    await page.getByText(MESSAGES.filesSelected(cap)).waitFor();
    const zip = await organize(page);

    expect(batches).toEqual([cap]);
    const photos = zip.filter((entry) => entry.name !== MANIFEST_FILE_NAME);
    expect(photos.map((entry) => sha256(entry.data)).sort()).toEqual(
      inputs
        .slice(0, cap)
        .map((path) => sha256(readFileSync(path)))
        .sort(),
    );
    const ok = manifestOf(zip).filter((row) => row.status === "ok").length;
    expect((await usageOf(page, site.server.url)).count - before.count).toBe(ok);
  });

  it("says before starting how many the month's allowance covers, and keeps the rest selected", async () => {
    const email = "allowance-collection@example.test";
    const { page, batches } = await account(email, "pro");
    // Pro's month nearly used, by batches reserved elsewhere (another tab, the command-line tool): 12 left.
    const reserve = (count: number) =>
      page.request.post(`${site.server.url}/api/batches`, {
        data: { count },
        headers: { origin: site.server.url },
      });
    const cap = PLANS.pro.batchCap;
    for (let left = PLANS.pro.monthlyLimit - 12; left > 0; left -= cap)
      expect((await reserve(Math.min(cap, left))).status()).toBe(201);
    const before = await usageOf(page, site.server.url);
    expect(before.remaining).toBe(12);
    const inputs = distinctPhotos(15, 9);

    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.filesSelected(15)).waitFor();
    const zip = await organize(page);
    await page.getByText(COLLECTION_COPY.allowanceCovers(12, 15)).waitFor();

    expect(batches).toEqual([12]);
    expect(zip.filter((entry) => entry.name !== MANIFEST_FILE_NAME)).toHaveLength(12);
    await page.getByText(COLLECTION_COPY.leftSelected(3)).waitFor();
    await page.getByText(MESSAGES.filesSelected(3)).waitFor();
    const ok = manifestOf(zip).filter((row) => row.status === "ok").length;
    expect((await usageOf(page, site.server.url)).count - before.count).toBe(ok);
  });

  it("takes a chosen folder with its subfolders: the photos in path order, the other files listed as skipped", async () => {
    const { page } = await account("folder-collection@example.test", "pro");
    const folder = join(work, "trip");
    const photos = distinctPhotos(9, 21);
    const placed = photos.map((photo, i) => {
      const dir = join(folder, i < 4 ? "day 1" : join("day 2", "beach"));
      mkdirSync(dir, { recursive: true });
      const path = join(dir, `${i}_${basename(photo)}`);
      copyFileSync(photo, path);
      return path;
    });
    const others = ["notes.txt", "day 1/clip.mov", "day 2/Thumbs.db", "day 2/beach/track.gpx"];
    for (const other of others) writeFileSync(join(folder, other), `not a photo: ${other}\n`);

    await page.getByTestId("upload-folder-input").setInputFiles(folder);
    await page.getByText(MESSAGES.filesSelected(photos.length)).waitFor();
    await page.getByText(COLLECTION_COPY.skippedSummary(others.length)).waitFor();
    await page.getByText(COLLECTION_COPY.skippedTitle(others.length), { exact: true }).click();
    await page.getByText(`trip/notes.txt: ${MESSAGES.fileNotSupported("notes.txt")}`).waitFor();
    const listed = await page.locator("li p[title]").allTextContents();
    expect(listed).toEqual([...placed].sort().map((path) => basename(path)));

    const zip = await organize(page);
    const entries = zip.filter((entry) => entry.name !== MANIFEST_FILE_NAME);
    expect(entries.map((entry) => sha256(entry.data)).sort()).toEqual(
      photos.map((path) => sha256(readFileSync(path))).sort(),
    );
  });
});
