import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  MANIFEST_FILE_NAME,
  MESSAGES,
  UNSORTED_FOLDER,
  UPLOAD_COPY,
  ZIP_FILE_NAME,
} from "@photo-organizer/core";
import { manifestOf, readZip } from "@photo-organizer/test-support/unzip";
import { describe, expect, it } from "vitest";
import { seriousViolationsEverywhere } from "../support/accessibility.ts";
import { usageOf } from "../support/accounts.ts";
import { accountOnPlan, useAdminSite } from "../support/admin-site.ts";
import { distinctPhotos, sha256 } from "../support/distinct-photos.ts";

/** Real analyses on a shared two-core machine. */
const RUN_MS = 5 * 60_000;
const PHOTOS = 12;
/** Analyses answered before the connection drops. */
const ANSWERED_BEFORE = 4;
/** Offline for longer than the retries of one analysis take to give up (about 8 s). */
const OFFLINE_MS = 12_000;

describe("a run whose connection drops goes on once it is back", () => {
  const plans = useAdminSite("offline");
  const { site } = plans;

  it(
    "holds the photos while offline and says so, files none as failed, then finishes: every photo once, byte-identical, each charged once",
    async () => {
      const { page, errors } = await accountOnPlan(plans, "offline@example.test", "pro");
      await page.goto(`${site.server.url}/upload`);
      await page.getByText(MESSAGES.dropZoneTitle).waitFor();
      const inputs = distinctPhotos(PHOTOS, 300);
      const before = await usageOf(page, site.server.url);
      let answered = 0;
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/api/analyze-image" && response.status() === 200)
          answered++;
      });

      await page.getByTestId("upload-input").setInputFiles(inputs);
      await page.getByText(MESSAGES.filesSelected(PHOTOS)).waitFor();
      const download = page.waitForEvent("download", { timeout: RUN_MS });
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      await expect
        .poll(() => answered, { timeout: RUN_MS, interval: 100 })
        .toBeGreaterThanOrEqual(ANSWERED_BEFORE);

      await page.context().setOffline(true);
      const card = page.getByTestId("organize-progress");
      await card.getByText(UPLOAD_COPY.connectionLost).waitFor();
      const offlineSince = Date.now();
      const found = await seriousViolationsEverywhere(page, "upload-connection-lost", () =>
        card.scrollIntoViewIfNeeded(),
      );
      expect(found).toEqual([]);
      await page.waitForTimeout(Math.max(0, OFFLINE_MS - (Date.now() - offlineSince)));
      // Still held, and no photo given up on.
      await card.getByText(UPLOAD_COPY.connectionLost).waitFor();
      expect(await card.getByText(/failed/).count()).toBe(0);
      expect(await card.textContent()).not.toContain(UPLOAD_COPY.progressCounts(PHOTOS, PHOTOS));

      await page.context().setOffline(false);
      const zip = await download;
      expect(zip.suggestedFilename()).toBe(ZIP_FILE_NAME);
      await page.getByText(MESSAGES.downloadComplete).waitFor({ timeout: RUN_MS });
      const path = join(plans.work, ZIP_FILE_NAME);
      await zip.saveAs(path);
      const entries = readZip(readFileSync(path));
      const photos = entries.filter((entry) => entry.name !== MANIFEST_FILE_NAME);
      expect(photos.map((entry) => sha256(entry.data)).sort()).toEqual(
        inputs.map((input) => sha256(readFileSync(input))).sort(),
      );
      expect(photos.filter((entry) => entry.name.startsWith(`${UNSORTED_FOLDER}/`))).toEqual([]);
      const rows = manifestOf(entries);
      expect(rows.map((row) => row.status)).toEqual(inputs.map(() => "ok"));
      expect((await usageOf(page, site.server.url)).count - before.count).toBe(PHOTOS);
      expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
    },
    RUN_MS,
  );
});
