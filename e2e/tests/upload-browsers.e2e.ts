import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import {
  BATCH_COPY,
  COLLECTION_COPY,
  MANIFEST_FILE_NAME,
  MESSAGES,
  PLANS,
  REVIEW_TEXTS,
  ZIP_FILE_NAME,
} from "@photo-organizer/core";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { manifestOf, readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distinctPhotos, sha256 } from "../support/distinct-photos.ts";
import {
  clickUntil,
  type DrivenPage,
  launchFirefox,
  launchWebKit,
  xpathAttributeStarts,
} from "../support/other-browsers.ts";
import { REVIEW_TARGET } from "../support/review-session.ts";

/** The ZIP in the download folder once the browser has finished writing it (it checks out entry by entry). */
async function downloadedZip(path: string, timeoutMs = 60_000): Promise<ZipEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (existsSync(path)) return readZip(readFileSync(path));
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`no ${basename(path)} was downloaded`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Notes every ZIP handed to a Blob download, so the test can tell the streamed download did the work. */
const COUNT_BLOB_ZIPS = `(() => {
  window.__zipBlobs = 0;
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object) => {
    if (object && object.type === "application/zip") window.__zipBlobs++;
    return create(object);
  };
  return true;
})()`;

const ADMIN_PASSWORD = "browsers-e2e-admin-password";
/** The account that puts itself on Pro through the admin API (being its admin changes nothing on /upload). */
const PRO_EMAIL = (browser: string) => `pro-${browser.toLowerCase()}@example.test`;
const MAKE_PRO = (email: string) => `(async () => {
  const json = { "content-type": "application/json" };
  const unlock = await fetch("/api/admin/unlock", {
    method: "POST", headers: json, body: JSON.stringify({ password: ${JSON.stringify(ADMIN_PASSWORD)} }),
  });
  if (unlock.status !== 204) return "unlock " + unlock.status;
  const found = await (await fetch("/api/admin/users?query=" + encodeURIComponent(${JSON.stringify(email)}))).json();
  const user = (Array.isArray(found) ? found : found.users).find((u) => u.email === ${JSON.stringify(email)});
  const set = await fetch("/api/admin/users/" + user.id + "/plan", {
    method: "PUT", headers: json, body: JSON.stringify({ plan: "pro" }),
  });
  return set.ok ? "pro" : "plan " + set.status;
})()`;
const USAGE_COUNT = `fetch("/api/usage").then((r) => r.json()).then((u) => u.count)`;

/** Signs in through the development provider's form and lands on /upload. */
async function signInTo(page: DrivenPage, serverUrl: string, email: string, name: string): Promise<void> {
  await page.goto(`${serverUrl}/auth/login?returnTo=${encodeURIComponent("/upload")}`);
  await page.type("#email", email);
  await page.type("#name", name);
  await page.clickButton("Sign in");
  await page.waitForText(MESSAGES.uploadNote);
}

const BROWSERS: [string, (downloads: string) => Promise<DrivenPage>][] = [
  ["Firefox", launchFirefox],
  ["WebKit", launchWebKit],
];

describe.each(BROWSERS)("the whole flow in %s", (name, launch) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: PRO_EMAIL(name), ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("signs in, organises photos and downloads one ZIP with every photo once, byte-identical", async () => {
    const downloads = mkdtempSync(join(tmpdir(), `upload-${name.toLowerCase()}-`));
    const all = devPhotos();
    // An iPhone HEIC (the WebAssembly decoders in this engine) and a DNG's preview next to JPEGs.
    const formats = join(sharedDir, "photos", "formats");
    const others = [
      join(formats, "heic", "photoprism__iphone_15_pro.heic"),
      join(formats, "raw", "photoprism__canon_eos_6d.dng"),
    ];
    const inputs = [
      ...[0, 1, 2, 3].map((i) => all[(i * 97 + 11) % all.length] as string),
      ...others.filter((path) => existsSync(path)),
    ];
    const page = await launch(downloads);
    try {
      await signInTo(page, server.url, `${name.toLowerCase()}@example.test`, name);
      await page.evaluate(COUNT_BLOB_ZIPS);

      await page.chooseFiles('[data-testid="upload-input"]', inputs);
      await page.waitForText(MESSAGES.filesSelected(inputs.length));
      await page.clickButton(MESSAGES.organizePhotos);
      await page.waitForText(MESSAGES.downloadComplete, 110_000);

      const zip = await downloadedZip(join(downloads, ZIP_FILE_NAME));
      const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
      expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
        inputs.map((p) => sha256(readFileSync(p))).sort(),
      );
      expect(zip.at(-1)?.name).toBe(MANIFEST_FILE_NAME);
      const manifest = zip.at(-1)?.data.toString("utf8").split("\r\n").filter(Boolean) ?? [];
      expect(manifest).toHaveLength(inputs.length + 1);
      // Every photo, HEIC and DNG included, read and described: none unreadable.
      for (const row of manifestOf(zip)) {
        expect([row.original_name, row.status], row.zip_path).toEqual([row.original_name, "ok"]);
        expect(row.description.trim(), row.zip_path).not.toBe("");
      }
      // Saved by the streamed service-worker download (in WebKit, chunk by chunk over a MessagePort), not
      // by the Blob fallback.
      await expect(page.evaluate<number>("window.__zipBlobs")).resolves.toBe(0);
    } finally {
      await page.close();
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it("keeps a reviewed batch's move and rename through a reload, and downloads them once the photos are selected again", async () => {
    const downloads = mkdtempSync(join(tmpdir(), `kept-${name.toLowerCase()}-`));
    const inputs = distinctPhotos(3, 5);
    const renamed = "Kept after reload";
    const page = await launch(downloads);
    try {
      await signInTo(page, server.url, `keeper-${name.toLowerCase()}@example.test`, name);
      await page.click('//*[@id="review-before-download"]');
      await page.waitFor('//*[@id="review-before-download"][@aria-checked="true"]');
      await page.chooseFiles('[data-testid="upload-input"]', inputs);
      await page.waitForText(MESSAGES.filesSelected(inputs.length));
      await page.clickButton(MESSAGES.organizePhotos);
      await page.waitForText(REVIEW_TEXTS.resultsHeading, 110_000);

      // One move through the first photo's menu, one rename of the last photo.
      const target = `//*[@role="menuitem"][normalize-space()=${JSON.stringify(REVIEW_TARGET)}]`;
      const moveFirst = `(${xpathAttributeStarts("button", "aria-label", `${REVIEW_TEXTS.moveTo} `)})[1]`;
      await clickUntil(page, moveFirst, target);
      await page.click(target);
      await page.waitForText(REVIEW_TEXTS.moved(1, REVIEW_TARGET));
      const renameLast = `(${xpathAttributeStarts("button", "aria-label", `${REVIEW_TEXTS.rename} `)})[last()]`;
      const renameField = xpathAttributeStarts("input", "aria-label", REVIEW_TEXTS.renameLabel(""));
      await clickUntil(page, renameLast, renameField);
      await page.fill(renameField, renamed);
      await page.waitForText("Kept_after_reload.");

      // Reloaded: /upload offers the batch again, with the changes, and asks for the originals once more.
      await page.reload();
      await page.waitForText(BATCH_COPY.continueTitle);
      await page.clickButton(BATCH_COPY.continueAction);
      await page.waitForText("Kept_after_reload.");
      await page.waitForText(BATCH_COPY.reselectTitle);
      await page.chooseFiles('[data-testid="reselect-input"]', inputs);
      await page.waitForText(BATCH_COPY.reselectDone);
      await page.clickButton(REVIEW_TEXTS.downloadReviewed);

      const zip = await downloadedZip(join(downloads, ZIP_FILE_NAME));
      const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
      expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
        inputs.map((p) => sha256(readFileSync(p))).sort(),
      );
      const rows = manifestOf(zip);
      const moved = rows.filter((row) => row.zip_path.startsWith(`${REVIEW_TARGET}/`));
      expect(moved.map((row) => row.changed_by_user)).toEqual(["yes"]);
      expect(rows.filter((row) => row.zip_path.includes("/Kept_after_reload."))).toHaveLength(1);
    } finally {
      await page.close();
      rmSync(downloads, { recursive: true, force: true });
    }
  });

  it(
    "runs a Pro selection over the batch cap as two batches into one ZIP, every photo once, charged once",
    async () => {
      const downloads = mkdtempSync(join(tmpdir(), `collection-${name.toLowerCase()}-`));
      const count = PLANS.pro.batchCap + 20;
      const inputs = distinctPhotos(count, 3);
      const page = await launch(downloads);
      try {
        await signInTo(page, server.url, PRO_EMAIL(name), name);
        await expect(page.evaluate<string>(MAKE_PRO(PRO_EMAIL(name)))).resolves.toBe("pro");
        await page.goto(`${server.url}/upload`);
        await page.waitForText(COLLECTION_COPY.consecutiveNote);
        const before = await page.evaluate<number>(USAGE_COUNT);

        await page.chooseFiles('[data-testid="upload-input"]', inputs);
        await page.waitForText(MESSAGES.filesSelected(count));
        await page.clickButton(MESSAGES.organizePhotos);
        await page.waitForText(MESSAGES.downloadComplete, 15 * 60_000);

        const zip = await downloadedZip(join(downloads, ZIP_FILE_NAME));
        const photos = zip.filter((e) => e.name !== MANIFEST_FILE_NAME);
        expect(photos.map((e) => sha256(e.data)).sort()).toEqual(
          inputs.map((p) => sha256(readFileSync(p))).sort(),
        );
        const ok = manifestOf(zip).filter((row) => row.status === "ok").length;
        expect(ok).toBe(count);
        await expect(page.evaluate<number>(USAGE_COUNT)).resolves.toBe(before + count);
      } finally {
        await page.close();
        rmSync(downloads, { recursive: true, force: true });
      }
    },
    20 * 60_000,
  );
});
