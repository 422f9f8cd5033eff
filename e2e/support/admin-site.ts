import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES, type PlanId, ZIP_FILE_NAME } from "@photo-organizer/core";
import { watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import type { BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { setPlan, unlockedAdmin } from "./accounts.ts";
import { signIn } from "./sign-in.ts";
import { useSite } from "./site.ts";

/**
 * A site whose tests put accounts on other plans: the server with an admin (`<name>-admin@example.test`), the
 * admin's unlocked page, and a temporary folder for the ZIPs, removed after the suite.
 */
export function useAdminSite(name: string) {
  const email = `${name}-admin@example.test`;
  const password = `${name}-e2e-admin-password`;
  const site = useSite({ ADMIN_EMAILS: email, ADMIN_PASSWORD: password });
  let admin: Page | undefined;
  let work: string | undefined;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), `${name}-e2e-`));
    admin = await unlockedAdmin(site, email, password);
  });
  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("use the admin and the folder inside hooks and tests");
    return value;
  };
  return {
    site,
    get admin() {
      return started(admin);
    },
    get work() {
      return started(work);
    },
  };
}

/** Clicks Organize Photos and returns the one ZIP the run downloads, once the page says it is complete. */
export async function organizedZip(page: Page, work: string, timeout: number): Promise<ZipEntry[]> {
  let downloads = 0;
  page.on("download", () => downloads++);
  const download = page.waitForEvent("download", { timeout });
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

/**
 * A signed-in page of a new account on `plan`, noting the size of every batch it reserves (`batches`) and
 * any console error (`errors`).
 */
export async function accountOnPlan(
  { site, admin }: { site: ReturnType<typeof useSite>; admin: Page },
  email: string,
  plan: PlanId,
  options: BrowserContextOptions = {},
) {
  const context = await site.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  await signIn(page, site.server.url, { email, name: plan });
  await setPlan(admin, site.server.url, email, plan);
  const batches: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/batches")
      batches.push((request.postDataJSON() as { count: number }).count);
  });
  return { page, errors, batches };
}
