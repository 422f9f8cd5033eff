import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES, REVIEW_TEXTS, ZIP_FILE_NAME } from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { signIn } from "./sign-in.ts";
import { type Site, useSite } from "./site.ts";

/** The folder the review tests move photos to: one the describer hardly ever chooses for their photos. */
export const REVIEW_TARGET = "Historical";

export type ReviewSession = {
  readonly site: Site;
  /** the signed-in page, downloads accepted */
  readonly page: Page;
  /** a folder of the test's own, removed after the suite */
  readonly work: string;
  /** the console errors the page logged so far */
  readonly errors: string[];
};

/**
 * The real server with the local describer and one signed-in Chromium page for the enclosing `describe` block.
 * Read the fields inside hooks and tests.
 */
export function useReviewSession(user: { email: string; name: string }): ReviewSession {
  const site = useSite({ MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models") });
  let page: Page | undefined;
  let work: string | undefined;
  let errors: string[] = [];
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "review-e2e-"));
    const context = await site.newContext({ acceptDownloads: true });
    page = await context.newPage();
    errors = watchConsoleErrors(page);
    await signIn(page, site.server.url, user);
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error("the review session is not started yet: use it inside hooks and tests");
    return value;
  };
  return {
    site,
    get page() {
      return started(page);
    },
    get work() {
      return started(work);
    },
    get errors() {
      return errors;
    },
  };
}

/** Turns "Review before download" on (the account remembers it). */
export async function turnOnReview(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/upload`);
  const reviewSwitch = page.getByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
  await reviewSwitch.click();
  await expect.poll(() => reviewSwitch.getAttribute("aria-checked")).toBe("true");
}

/** Selects `files` on /upload, organizes them and waits for the results view. */
export async function organizeForReview(page: Page, files: string[]): Promise<void> {
  await page.getByText(MESSAGES.dropZoneTitle).waitFor();
  await page.getByTestId("upload-input").setInputFiles(files);
  await page.getByText(MESSAGES.filesSelected(files.length)).waitFor();
  await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
  await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: 110_000 });
}

/** Clicks "Download reviewed ZIP" and reads the ZIP the browser saved. */
export async function downloadReviewed(page: Page, work: string): Promise<ZipEntry[]> {
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: REVIEW_TEXTS.downloadReviewed }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(ZIP_FILE_NAME);
  const path = join(work, `${Date.now()}.zip`);
  await file.saveAs(path);
  return readZip(readFileSync(path));
}
