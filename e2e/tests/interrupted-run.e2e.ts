import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  BATCH_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  REVIEW_TEXTS,
  RUN_COPY,
  SIGN_OUT_COPY,
  UPLOAD_COPY,
  ZIP_FILE_NAME,
  zipPartName,
} from "@photo-organizer/core";
import { manifestOf, readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import type { Dialog, Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolationsEverywhere } from "../support/accessibility.ts";
import { usageOf } from "../support/accounts.ts";
import { accountOnPlan, useAdminSite } from "../support/admin-site.ts";
import { distinctPhotos, sha256 } from "../support/distinct-photos.ts";
import { downloadReviewed, turnOnReview } from "../support/review-session.ts";
import { signIn } from "../support/sign-in.ts";

/** Real analyses on a shared two-core machine. */
const RUN_MS = 15 * 60_000;
/** Enough photos that a reload lands mid-way, with analyses answered before it and some left after. */
const PHOTOS = 40;
/** Analyses answered before the reload. */
const ANSWERED_BEFORE = 12;
/** A run reviewed first: enough photos that the reload lands with some answered and some not. */
const REVIEWED = 30;

/** What a download saved, read as a ZIP; none when it failed or is not a whole archive. */
async function entriesOf(download: Download, path: string): Promise<ZipEntry[]> {
  if ((await download.failure()) !== null) return [];
  await download.saveAs(path).catch(() => undefined);
  try {
    return readZip(readFileSync(path));
  } catch {
    return [];
  }
}

/** Reloads the page; the browser asks first, as a run is going, and the user accepts. */
async function reloadAsked(page: Page): Promise<void> {
  const accept = (dialog: Dialog) => void dialog.accept();
  page.on("dialog", accept);
  await page.reload();
  page.off("dialog", accept);
}

/** The analyses the server answered before the page is reloaded (by `reload`), and those sent after. */
function analysesAcrossReload(page: Page) {
  const counts = { answered: 0, sentAfter: 0, reloaded: false };
  page.on("response", (response) => {
    if (new URL(response.url()).pathname !== "/api/analyze-image") return;
    if (!counts.reloaded && response.status() === 200) counts.answered++;
  });
  page.on("request", (request) => {
    if (counts.reloaded && new URL(request.url()).pathname === "/api/analyze-image") counts.sentAfter++;
  });
  return {
    get sentAfter() {
      return counts.sentAfter;
    },
    /** Waits until the server answered at least `count` analyses; how many it answered by then. */
    answeredAtLeast: async (count: number): Promise<number> => {
      await expect
        .poll(() => counts.answered, { timeout: RUN_MS, interval: 200 })
        .toBeGreaterThanOrEqual(count);
      return counts.answered;
    },
    reload: async () => {
      counts.reloaded = true;
      await reloadAsked(page);
    },
  };
}

describe("a run interrupted by a reload goes on where it stopped", () => {
  const plans = useAdminSite("interrupted");
  const { site } = plans;

  it(
    "every photo ends up exactly once across the ZIPs, byte-identical, the manifest says which ZIP holds it, and each is charged once",
    async () => {
      const { page, errors } = await accountOnPlan(plans, "interrupted@example.test", "pro");
      await page.goto(`${site.server.url}/upload`);
      await page.getByText(MESSAGES.dropZoneTitle).waitFor();
      const inputs = distinctPhotos(PHOTOS, 40);
      const before = await usageOf(page, site.server.url);

      const analyses = analysesAcrossReload(page);

      await page.getByTestId("upload-input").setInputFiles(inputs);
      await page.getByText(MESSAGES.filesSelected(PHOTOS)).waitFor();
      const firstZip = page.waitForEvent("download", { timeout: RUN_MS });
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const first = await firstZip;
      expect(first.suggestedFilename()).toBe(ZIP_FILE_NAME);
      const answeredBefore = await analyses.answeredAtLeast(ANSWERED_BEFORE);

      // Another tab of the same account does not offer the run going on here as an interrupted one.
      const other = await page.context().newPage();
      await other.goto(`${site.server.url}/upload`);
      await other.getByText(MESSAGES.dropZoneTitle).waitFor();
      await other.waitForLoadState("networkidle");
      await other.waitForTimeout(1000);
      expect(await other.getByRole("heading", { name: RUN_COPY.title }).count()).toBe(0);

      // The tab goes away mid-run (the browser asks first). The other tab, open all along, now offers the run
      // without being reloaded, as does the page that comes back.
      await analyses.reload();
      await other.getByRole("heading", { name: RUN_COPY.title }).waitFor();
      await other.close();
      const card = page.getByTestId("continue-run");
      await page.getByRole("heading", { name: RUN_COPY.title }).waitFor();
      await card.getByText(new RegExp(`of ${PHOTOS} photos done`)).waitFor();
      const found = await seriousViolationsEverywhere(page, "upload-continue-run", () =>
        card.scrollIntoViewIfNeeded(),
      );

      // The same photos again, with a file that is not part of the run: it is named and left out.
      const stranger = join(plans.work, "not-in-the-run.jpg");
      writeFileSync(stranger, readFileSync(distinctPhotos(1, 200)[0] ?? ""));
      await page.getByTestId("continue-run-input").setInputFiles([...inputs, stranger]);
      await card.getByText(RUN_COPY.allFound).waitFor();
      await card.getByText(RUN_COPY.notInRun(1, ["not-in-the-run.jpg"])).waitFor();
      found.push(
        ...(await seriousViolationsEverywhere(page, "upload-continue-run-found", () =>
          card.scrollIntoViewIfNeeded(),
        )),
      );
      expect(found).toEqual([]);

      const secondZip = page.waitForEvent("download", { timeout: RUN_MS });
      await card.getByRole("button", { name: RUN_COPY.start(PHOTOS) }).click();
      const second = await secondZip;
      expect(second.suggestedFilename()).toBe(zipPartName(2));
      await page.getByText(MESSAGES.downloadComplete).waitFor({ timeout: RUN_MS });
      // The continued run ends as any run does: with what became of every photo of it.
      await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor();
      await page.getByText(new RegExp(`^${PHOTOS} photos in \\d+ folders?$`)).waitFor();

      // The ZIP the reload cut off is not a whole archive: the download worker ends it as failed once the page
      // that made it has gone silent, rather than leaving it in progress for good.
      expect(await first.failure()).not.toBeNull();
      const zips = [
        { name: ZIP_FILE_NAME, entries: await entriesOf(first, join(plans.work, "part-1.zip")) },
        { name: zipPartName(2), entries: await entriesOf(second, join(plans.work, "part-2.zip")) },
      ];
      const photos = zips.flatMap(({ entries }) => entries.filter((e) => e.name !== MANIFEST_FILE_NAME));
      expect(photos.map((entry) => sha256(entry.data)).sort()).toEqual(
        inputs.map((path) => sha256(readFileSync(path))).sort(),
      );
      // The last ZIP's manifest lists every photo of the run and the ZIP that holds it.
      const rows = manifestOf(zips[1]?.entries ?? []);
      expect(rows).toHaveLength(PHOTOS);
      expect(rows.filter((row) => row.status === "ok")).toHaveLength(PHOTOS);
      // The photos chosen again for the continue are read by content too: every row names its format.
      expect(rows.filter((row) => !row.format)).toEqual([]);
      for (const { name, entries } of zips) {
        const held = new Set(entries.map((entry) => entry.name));
        const listed = rows.filter((row) => row.zip_file === name).map((row) => row.zip_path);
        expect(listed.every((path) => held.has(path ?? ""))).toBe(true);
      }
      expect(rows.every((row) => zips.some((zip) => zip.name === row.zip_file))).toBe(true);

      // Charged once per photo; photos answered before the reload were not sent again.
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(PHOTOS);
      expect(analyses.sentAfter).toBeLessThanOrEqual(PHOTOS - answeredBefore + 16);

      // The run is complete: nothing is offered again.
      await page.reload();
      await page.getByText(MESSAGES.dropZoneTitle).waitFor();
      expect(await page.getByRole("heading", { name: RUN_COPY.title }).count()).toBe(0);
      expect(errors).toEqual([]);
    },
    RUN_MS,
  );

  it(
    "a run left by signing out: nothing is refused on the way out, and signed in again it finishes with every photo once, each charged once",
    async () => {
      const email = "signed-out-run@example.test";
      const { page, errors } = await accountOnPlan(plans, email, "pro");
      await page.goto(`${site.server.url}/upload`);
      await page.getByText(MESSAGES.dropZoneTitle).waitFor();
      const inputs = distinctPhotos(PHOTOS, 120);
      const before = await usageOf(page, site.server.url);
      let answered = 0;
      const refused: string[] = [];
      page.on("response", (response) => {
        const path = new URL(response.url()).pathname;
        if (response.status() === 401) refused.push(path);
        if (path === "/api/analyze-image" && response.status() === 200) answered++;
      });

      await page.getByTestId("upload-input").setInputFiles(inputs);
      await page.getByText(MESSAGES.filesSelected(PHOTOS)).waitFor();
      const firstZip = page.waitForEvent("download", { timeout: RUN_MS });
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const first = await firstZip;
      await expect
        .poll(() => answered, { timeout: RUN_MS, interval: 200 })
        .toBeGreaterThanOrEqual(ANSWERED_BEFORE);

      // Log Out mid-run asks first; once the user chose to sign out, the browser does not ask again.
      const asked: string[] = [];
      page.on("dialog", (dialog) => {
        asked.push(dialog.type());
        void dialog.accept();
      });
      // The sign-out's answer comes a second after the session ended, as on a slow network: the run's next
      // analyses must not go out meanwhile, where each would be refused and its photo filed as failed.
      await page.route(/\/auth\/logout$/, async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fulfill({ response });
      });
      await page.locator("header").getByRole("button", { name: MESSAGES.logOut }).click();
      const question = page.getByRole("dialog", { name: SIGN_OUT_COPY.leaving.title });
      await question.getByText(SIGN_OUT_COPY.holding.run).waitFor();
      await question.getByRole("button", { name: SIGN_OUT_COPY.leaving.leave }).click();
      await page.getByRole("button", { name: "Yes, sign me out" }).click();
      await page.waitForURL(`${site.server.url}/`);
      expect(asked).toEqual([]);
      expect(refused).toEqual([]);

      // Signed in again, /upload offers the run, and the same photos finish it.
      await signIn(page, site.server.url, { email, name: "pro" }, "/upload");
      const card = page.getByTestId("continue-run");
      await card.getByText(new RegExp(`of ${PHOTOS} photos done`)).waitFor();
      await page.getByTestId("continue-run-input").setInputFiles(inputs);
      await card.getByText(RUN_COPY.allFound).waitFor();
      // Cancel while it goes on: this part stops, and the run stays offered with all that was analysed.
      const cancelledZip = page.waitForEvent("download", { timeout: RUN_MS });
      await card.getByRole("button", { name: RUN_COPY.start(PHOTOS) }).click();
      await cancelledZip;
      await page.getByTestId("organize-progress").getByRole("button", { name: UPLOAD_COPY.cancel }).click();
      await page.getByText(BATCH_COPY.continuedRunKept).waitFor();
      await card.getByText(new RegExp(`of ${PHOTOS} photos done`)).waitFor();
      await page.getByTestId("continue-run-input").setInputFiles(inputs);
      await card.getByText(RUN_COPY.allFound).waitFor();
      const secondZip = page.waitForEvent("download", { timeout: RUN_MS });
      await card.getByRole("button", { name: RUN_COPY.start(PHOTOS) }).click();
      const second = await secondZip;
      await page.getByText(MESSAGES.downloadComplete).waitFor({ timeout: RUN_MS });

      const last = await entriesOf(second, join(plans.work, "signed-out-2.zip"));
      const entries = [...(await entriesOf(first, join(plans.work, "signed-out-1.zip"))), ...last];
      expect(
        entries
          .filter((e) => e.name !== MANIFEST_FILE_NAME)
          .map((e) => sha256(e.data))
          .sort(),
      ).toEqual(inputs.map((path) => sha256(readFileSync(path))).sort());
      // None filed as failed by a refusal on the way out: every photo of the run is described.
      const rows = manifestOf(last);
      expect(rows.filter((row) => row.status === "ok")).toHaveLength(PHOTOS);
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(PHOTOS);
      // The photos in flight at the Cancel are sent again under the cancelled part's batch, in case the server
      // answered them: for those it never answered it says 409 (the batch is closed), and they are analysed anew.
      expect(errors.filter((error) => !error.includes("409 (Conflict)"))).toEqual([]);
    },
    RUN_MS,
  );

  it(
    "a run reviewed first, interrupted by a reload, opens for review with every photo, each charged once, and stays kept until downloaded",
    async () => {
      const { page, errors } = await accountOnPlan(plans, "reviewed-run@example.test", "pro");
      await turnOnReview(page, site.server.url);
      await page.getByText(MESSAGES.dropZoneTitle).waitFor();
      const inputs = distinctPhotos(REVIEWED, 240);
      const before = await usageOf(page, site.server.url);
      const analyses = analysesAcrossReload(page);

      await page.getByTestId("upload-input").setInputFiles(inputs);
      await page.getByText(MESSAGES.filesSelected(REVIEWED)).waitFor();
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const answeredBefore = await analyses.answeredAtLeast(ANSWERED_BEFORE);

      await analyses.reload();
      const card = page.getByTestId("continue-run");
      await card.getByText(new RegExp(`of ${REVIEWED} photos done`)).waitFor();
      await card.getByText(RUN_COPY.reviewOutput).waitFor();
      await page.getByTestId("continue-run-input").setInputFiles(inputs);
      await card.getByText(RUN_COPY.allFound).waitFor();
      await card.getByRole("button", { name: RUN_COPY.start(REVIEWED) }).click();
      await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: RUN_MS });
      await page.getByText(new RegExp(`^${REVIEWED} photos in \\d+ folders?$`)).waitFor();

      // Reloaded again at once, before any download and before the browser has read the photos' content: the
      // review is kept, the run is over, and the photos are found again by name, size and date.
      await reloadAsked(page);
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(REVIEWED);
      expect(analyses.sentAfter).toBeLessThanOrEqual(REVIEWED - answeredBefore + 16);
      await page.getByRole("heading", { name: BATCH_COPY.continueTitle }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await page.getByRole("heading", { name: RUN_COPY.title }).count()).toBe(0);
      await page.getByRole("button", { name: BATCH_COPY.continueAction }).click();
      await page.getByText(new RegExp(`^${REVIEWED} photos in \\d+ folders?$`)).waitFor();
      await page.getByTestId("reselect-input").setInputFiles(inputs);
      await page.getByRole("heading", { name: BATCH_COPY.reselectDone }).waitFor();
      const zip = await downloadReviewed(page, plans.work);
      expect(
        zip
          .filter((entry) => entry.name !== MANIFEST_FILE_NAME)
          .map((entry) => sha256(entry.data))
          .sort(),
      ).toEqual(inputs.map((path) => sha256(readFileSync(path))).sort());
      expect(manifestOf(zip).filter((row) => row.status === "ok")).toHaveLength(REVIEWED);
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(REVIEWED);
      expect(errors).toEqual([]);
    },
    RUN_MS,
  );
});
