import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import {
  COLLECTION_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  PLANS,
  type PlanId,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { manifestOf } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { usageOf } from "../support/accounts.ts";
import { accountOnPlan, organizedZip, useAdminSite } from "../support/admin-site.ts";
import { distinctPhotos, sha256 } from "../support/distinct-photos.ts";

/** Hundreds of real analyses on a shared two-core machine. */
const RUN_MS = 20 * 60_000;

describe("a selection over the batch cap (Large batches)", () => {
  const plans = useAdminSite("collection");
  const { site } = plans;

  /** A signed-in page of a new account on `plan`, on /upload, noting every batch it reserves. */
  async function account(email: string, plan: PlanId) {
    const opened = await accountOnPlan(plans, email, plan);
    await opened.page.goto(`${site.server.url}/upload`);
    await opened.page.getByText(MESSAGES.dropZoneTitle).waitFor();
    return opened;
  }

  const organize = (page: Page) => organizedZip(page, plans.work, RUN_MS);

  // Past the cap by a few photos: the last batch is as much a batch as a larger one, and each photo over
  // the cap costs a real analysis.
  it.each([
    ["VIP", 260, "enterprise", [250, 10]],
    ["Pro", 210, "pro", [100, 100, 10]],
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
    // Signed in, the first step of How It Works is selecting: Free's says the spec's "up to 20 at once".
    await page.getByText(UPLOAD_COPY.howItWorksSteps(cap, true)[0] ?? "", { exact: true }).waitFor();
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

  it("keeps selected the photos of a batch the month's allowance refuses mid-run, and says the server's limit", async () => {
    const { page, batches } = await account("allowance-mid-run@example.test", "pro");
    const reserve = (count: number) =>
      page.request.post(`${site.server.url}/api/batches`, {
        data: { count },
        headers: { origin: site.server.url },
      });
    const cap = PLANS.pro.batchCap;
    const selected = cap + 5;
    for (let left = PLANS.pro.monthlyLimit - selected; left > 0; left -= cap)
      expect((await reserve(Math.min(cap, left))).status()).toBe(201);
    const before = await usageOf(page, site.server.url);
    expect(before.remaining).toBe(selected);
    const inputs = distinctPhotos(selected, 30);
    // The rest of the month is taken elsewhere (another tab, the command-line tool) once the run has begun.
    let taken = false;
    page.on("response", (response) => {
      if (taken || new URL(response.url()).pathname !== "/api/analyze-image") return;
      taken = true;
      void reserve(5);
    });

    await page.getByTestId("upload-input").setInputFiles(inputs);
    await page.getByText(MESSAGES.filesSelected(selected)).waitFor();
    const zip = await organize(page);

    expect(batches).toEqual([cap, 5]);
    await page.getByText(MESSAGES.limitReached(PLANS.pro.monthlyLimit)).waitFor();
    const rows = manifestOf(zip);
    // Every photo of the granted batch is described, those in flight at the refusal too.
    expect(rows.filter((row) => row.status === "ok")).toHaveLength(cap);
    expect(rows).toHaveLength(selected);
    await page.getByText(COLLECTION_COPY.leftSelected(5)).waitFor();
    await page.getByText(MESSAGES.filesSelected(5)).waitFor();
    expect((await usageOf(page, site.server.url)).count - before.count).toBe(selected);
  });

  it("takes a chosen folder with its subfolders: the photos in path order, the other files listed as skipped", async () => {
    const { page } = await account("folder-collection@example.test", "pro");
    // Pro's selection has no size of its own, and How It Works does not give it one.
    const selecting = UPLOAD_COPY.howItWorksSteps(PLANS.pro.batchCap, true, true)[0] ?? "";
    await page.getByText(selecting, { exact: true }).waitFor();
    const freeStep = UPLOAD_COPY.howItWorksSteps(PLANS.pro.batchCap, true)[0] ?? "";
    expect(await page.getByText(freeStep, { exact: true }).count()).toBe(0);
    const folder = join(plans.work, "trip");
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
