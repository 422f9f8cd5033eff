import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  CATEGORY_NAMES,
  DEFAULT_ORGANIZATION_SETTINGS,
  EXTENSION_COPY,
  EXTENSION_DOWNLOAD_FOLDER,
  MANIFEST_FILE_NAME,
  MESSAGES,
  PLANS,
  planDisplayName,
  sidecarPath,
  UNSORTED_FOLDER,
  UPLOAD_COPY,
  ZIP_FILE_NAME,
} from "@photo-organizer/core";
import type { OrganizationSettings } from "@photo-organizer/core/api";
import { launchBrowser, watchConsoleErrors } from "@photo-organizer/test-support/browser";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { freePort, type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { manifestOf, readZip, type ZipEntry } from "@photo-organizer/test-support/unzip";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_EXTENSION_ID } from "../../apps/server/src/features/extension/extension-build.ts";
import { distinctPhotos } from "../support/distinct-photos.ts";
import {
  buildExtension,
  clickToolbarButton,
  currentServiceWorker,
  type ExtensionBrowser,
  holdOffscreenRequests,
  launchWithExtension,
  stopServiceWorker,
} from "../support/extension.ts";
import { completeDevSignIn, signIn } from "../support/sign-in.ts";

const ADMIN_EMAIL = "extension-admin@example.test";
const ADMIN_PASSWORD = "extension-e2e-admin-password";
const USER = { email: "extension-user@example.test", name: "Extension User" };

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * A web page of someone else's, on its own origin, with photos that any site may load (as CDNs send them) and a
 * small icon that is no photo. With a `thumbnail`, the page shows its photos as real sites do: the first through
 * `srcset` as that smaller picture (a gallery), the second below the fold with `loading="lazy"`, the third with
 * its address in `data-src` for a script that never runs (a blank pixel in `src`), the fourth as a CSS
 * background; none of the last three is loaded when the picker looks. The fifth is a thumbnail linked to the
 * photo, as galleries, forums and blogs show theirs.
 */
async function startPhotoPage(
  photos: readonly string[],
  thumbnail?: string,
): Promise<{ url: string; imageUrl: string; server: Server }> {
  const port = await freePort();
  const server = createServer((request, response) => {
    if (request.url === "/not-a-photo.jpg") {
      // A page's "photo" that is a web page: what a broken CDN or a trick link serves.
      response.writeHead(200, { "content-type": "image/jpeg", "access-control-allow-origin": "*" });
      response.end("<!doctype html><title>Not found</title><p>Nothing here.</p>");
      return;
    }
    const photo = /^\/photo-\d+-thumbnail\.jpg$/.test(request.url ?? "")
      ? thumbnail
      : photos[Number(/^\/photo-(\d+)\.jpg$/.exec(request.url ?? "")?.[1] ?? -1)];
    if (photo) {
      response.writeHead(200, { "content-type": "image/jpeg", "access-control-allow-origin": "*" });
      response.end(readFileSync(photo));
      return;
    }
    const icon = `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="16" height="16" alt="">`;
    const blank = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    const shownAs = [
      (i: number) =>
        `<img src="/photo-${i}-thumbnail.jpg" srcset="/photo-${i}-thumbnail.jpg 200w, /photo-${i}.jpg 3000w" sizes="120px" alt="Holiday photo ${i + 1}">`,
      (i: number) =>
        `<div style="height: 4000px"></div><img loading="lazy" src="/photo-${i}.jpg" alt="Holiday photo ${i + 1}">`,
      (i: number) =>
        `<img src="${blank}" data-src="/photo-${i}.jpg" class="lazyload" alt="Holiday photo ${i + 1}">`,
      (i: number) =>
        `<div role="img" aria-label="Holiday photo ${i + 1}" style="width: 400px; height: 300px; background: url('/photo-${i}.jpg') center / cover"></div>`,
      (i: number) =>
        `<a href="/photo-${i}.jpg"><img src="/photo-${i}-thumbnail.jpg" width="120" alt="Holiday photo ${i + 1}"></a>`,
    ];
    const images = photos.map((_, i) =>
      thumbnail && shownAs[i] ? shownAs[i](i) : `<img src="/photo-${i}.jpg" alt="Holiday photo ${i + 1}">`,
    );
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<!doctype html><title>Holiday</title><h1>Holiday</h1>${icon}${images.join("")}`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${port}/`;
  return { url, imageUrl: `${url}photo-0.jpg`, server };
}

/** The ZIP holds exactly the chosen photos, each once and byte-identical (beside its manifest). */
function expectSamePhotos(entries: ZipEntry[], chosen: readonly string[]): void {
  expect(
    entries
      .filter((e) => e.name !== MANIFEST_FILE_NAME)
      .map((e) => sha256(e.data))
      .sort(),
  ).toEqual(chosen.map((p) => sha256(readFileSync(p))).sort());
}

describe("the browser extension (Chromium, loaded unpacked)", () => {
  let server: RunningServer;
  let extensionDir: string;
  let browser: ExtensionBrowser;
  let photoPage: Awaited<ReturnType<typeof startPhotoPage>>;
  const photos = devPhotos()
    .filter((_, i) => i % 97 === 0)
    .slice(0, 6);
  const webPhoto = devPhotos()[500] as string;
  const webPhotos = [
    webPhoto,
    devPhotos()[700] as string,
    devPhotos()[900] as string,
    devPhotos()[1100] as string,
    devPhotos()[1150] as string,
  ];

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAILS: ADMIN_EMAIL, ADMIN_PASSWORD });
    extensionDir = buildExtension(server.url);
    browser = await launchWithExtension(extensionDir);
    photoPage = await startPhotoPage(webPhotos, devPhotos()[1000]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    photoPage?.server.close();
    await server?.stop();
    if (extensionDir) rmSync(extensionDir, { recursive: true, force: true });
  });

  async function openPopup(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    const errors = watchConsoleErrors(page);
    await page.goto(`chrome-extension://${browser.extensionId}/src/popup/popup.html`);
    return { page, errors };
  }

  async function usageCount(page: Page): Promise<number> {
    const res = await page.request.get(`${server.url}/api/usage`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { count: number }).count;
  }

  it("loads under the id the server accepts without configuration", () => {
    expect(browser.extensionId).toBe(BUILT_EXTENSION_ID);
  });

  it("sends a signed-out user to sign in, then picks the session up by itself", async () => {
    const { page, errors } = await openPopup();
    await page.getByText(EXTENSION_COPY.signedOut).waitFor();
    const [signInTab] = await Promise.all([
      browser.context.waitForEvent("page"),
      page.getByRole("button", { name: EXTENSION_COPY.signIn }).click(),
    ]);
    await completeDevSignIn(signInTab, server.url, USER);
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor({ timeout: 15_000 });
    await signInTab.close();
    await page.close();
    expect(errors).toEqual([]);
  });

  it("organizes photos picked in the popup into one ZIP, every photo once and byte-identical", async () => {
    const { page, errors } = await openPopup();
    const before = await usageCount(page);
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
    await page.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(photos);
    await page.getByText(MESSAGES.filesSelected(photos.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await page.getByText(EXTENSION_COPY.savedZip(ZIP_FILE_NAME)).waitFor({ timeout: 120_000 });

    const entries = readZip(readFileSync(join(browser.downloadsDir, ZIP_FILE_NAME)));
    const photoEntries = entries.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(entries.map((e) => e.name)).toContain(MANIFEST_FILE_NAME);
    expect(photoEntries).toHaveLength(photos.length);
    expect(photoEntries.map((e) => sha256(e.data)).sort()).toEqual(
      photos.map((p) => sha256(readFileSync(p))).sort(),
    );
    for (const entry of photoEntries) {
      expect([...CATEGORY_NAMES, UNSORTED_FOLDER]).toContain(entry.name.split("/")[0]);
    }
    expect(await usageCount(page)).toBe(before + photos.length);
    await page.close();
    expect(errors).toEqual([]);
  });

  /** The ZIP's name as the panel says the browser saved it ("organized_photos (3).zip"). */
  async function savedZipName(page: Page, timeout = 120_000): Promise<string> {
    const line = page.getByText(/ is in your Downloads folder\.$/);
    await line.waitFor({ timeout });
    const text = (await line.textContent()) ?? "";
    const name = text.replace(/ is in your Downloads folder\.$/, "");
    expect(EXTENSION_COPY.savedZip(name)).toBe(text);
    return name;
  }

  /** With SCREENSHOT_DIR set, the page as it is now, light and dark. */
  async function shoot(page: Page, name: string) {
    const dir = process.env.SCREENSHOT_DIR;
    if (!dir) return;
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      // The buttons' colors ease to the new scheme.
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(dir, `extension-${name}-${colorScheme}.png`), fullPage: true });
    }
    await page.emulateMedia({ colorScheme: null });
  }

  /** The number of photos the panel's progress line says are done ("Processed 3/12 photos..."). */
  async function processed(page: Page): Promise<number> {
    const text = (await page.getByTestId("batch-lines").textContent()) ?? "";
    return Number(/Processed (\d+)\//.exec(text)?.[1] ?? 0);
  }

  /** "Organize this image": the very handler the context menu's click calls (a native menu cannot be clicked headless). */
  async function organizeThisImage(src: string, pageUrl: string) {
    const tabId = await browser.serviceWorker.evaluate(async (url) => {
      const [found] = await chrome.tabs.query({ url });
      return found?.id;
    }, pageUrl);
    return (await browser.serviceWorker.evaluate(
      ([url, id]) =>
        (globalThis as unknown as { organizeImage(s: string, t?: number): Promise<unknown> }).organizeImage(
          url,
          id,
        ),
      [src, tabId] as const,
    )) as { saved?: string; failure?: string | null; skipped?: string; failed?: string };
  }

  it("'Organize this image' saves a web page's image under Photo Organizer/<Folder>/ and says where, as the browser named it", async () => {
    const tab = await browser.context.newPage();
    await tab.goto(photoPage.url);
    const before = await usageCount(tab);
    const outcome = await organizeThisImage(photoPage.imageUrl, photoPage.url);
    expect(outcome.failed).toBeUndefined();
    expect(outcome.failure).toBeNull();
    const saved = outcome.saved ?? "";
    const [top, folder, name] = saved.split("/");
    expect(top).toBe(EXTENSION_DOWNLOAD_FOLDER);
    expect([...CATEGORY_NAMES, UNSORTED_FOLDER]).toContain(folder);
    expect(name).toMatch(/\.jpg$/);
    const file = join(browser.downloadsDir, saved);
    expect(existsSync(file)).toBe(true);
    expect(sha256(readFileSync(file))).toBe(sha256(readFileSync(webPhoto)));
    expect(await usageCount(tab)).toBe(before + 1);

    // The same image again: the browser keeps the first file and names the second, and so does the extension.
    const again = await organizeThisImage(photoPage.imageUrl, photoPage.url);
    expect(again.saved).toBe(`${top}/${folder}/${name?.replace(/\.jpg$/, " (1).jpg")}`);
    expect(sha256(readFileSync(join(browser.downloadsDir, again.saved ?? "")))).toBe(
      sha256(readFileSync(webPhoto)),
    );
    expect(existsSync(file)).toBe(true);

    // A "photo" that is a web page is skipped, in the site's words: nothing saved, nothing charged.
    const downloaded = () => readdirSync(browser.downloadsDir, { recursive: true }).sort();
    const savedBefore = downloaded();
    const notAPhoto = await organizeThisImage(`${photoPage.url}not-a-photo.jpg`, photoPage.url);
    expect(notAPhoto).toEqual({ skipped: MESSAGES.fileDamaged("not-a-photo.jpg", "JPG") });
    expect(downloaded()).toEqual(savedBefore);
    expect(await usageCount(tab)).toBe(before + 2);
    await tab.close();
  });

  it("'Organize this image' files the image in the account's own folders and patterns, with its sidecar", async () => {
    const tab = await browser.context.newPage();
    await tab.goto(photoPage.url);
    const putSettings = (settings: OrganizationSettings) =>
      tab.request.put(`${server.url}/api/organization-settings`, {
        data: settings,
        headers: { origin: server.url },
      });
    // The first accounts of a new server are VIP, whose plan applies the settings.
    const settings: OrganizationSettings = {
      ...DEFAULT_ORGANIZATION_SETTINGS,
      folderPattern: "Clippings/{category}",
      namePattern: "web_{original}",
      otherPhotos: { folder: "Finds" },
      sidecars: true,
    };
    expect((await putSettings(settings)).status()).toBe(200);
    try {
      const outcome = await organizeThisImage(photoPage.imageUrl, photoPage.url);
      expect(outcome.failed).toBeUndefined();
      expect(outcome.saved).toBe(`${EXTENSION_DOWNLOAD_FOLDER}/Clippings/Finds/web_photo-0.jpg`);
      const saved = join(browser.downloadsDir, outcome.saved ?? "");
      expect(sha256(readFileSync(saved))).toBe(sha256(readFileSync(webPhoto)));
      const xmp = readFileSync(join(browser.downloadsDir, sidecarPath(outcome.saved ?? "")), "utf8");
      expect(xmp).toContain("<x:xmpmeta");
      expect(xmp).toContain("Finds");
    } finally {
      expect((await putSettings(DEFAULT_ORGANIZATION_SETTINGS)).status()).toBe(200);
      await tab.close();
    }
  });

  it("'Organize this image' saves the image it was charged for, once, when Chrome stops the service worker while the analysis waits", async () => {
    const tab = await browser.context.newPage();
    await tab.goto(photoPage.url);
    // A first image opens the offscreen page the analysis runs in.
    expect((await organizeThisImage(photoPage.imageUrl, photoPage.url)).failed).toBeUndefined();
    const before = await usageCount(tab);
    const downloaded = () => readdirSync(browser.downloadsDir, { recursive: true }).map(String);
    const savedBefore = new Set(downloaded());
    const analyses = await holdOffscreenRequests(browser, tab, "*/api/analyze-image*");
    // The worker that asks is stopped, so its own answer never comes.
    const asked = organizeThisImage(photoPage.imageUrl, photoPage.url).catch(() => undefined);
    await expect.poll(() => analyses.held(), { timeout: 60_000 }).toBe(1);
    await stopServiceWorker(tab);
    await analyses.release();
    await asked;

    await expect
      .poll(() => downloaded().filter((f) => !savedBefore.has(f) && f.endsWith(".jpg")), { timeout: 60_000 })
      .toHaveLength(1);
    const [saved] = downloaded().filter((f) => !savedBefore.has(f) && f.endsWith(".jpg"));
    expect(saved?.split("/")[0]).toBe(EXTENSION_DOWNLOAD_FOLDER);
    expect(sha256(readFileSync(join(browser.downloadsDir, saved ?? "")))).toBe(
      sha256(readFileSync(webPhoto)),
    );
    expect(await usageCount(tab)).toBe(before + 1);
    // Saved once: no second copy comes later.
    await tab.waitForTimeout(3_000);
    expect(downloaded().filter((f) => !savedBefore.has(f) && f.endsWith(".jpg"))).toHaveLength(1);
    // The worker Chrome started to take the answer goes on serving the next clicks.
    browser.serviceWorker = await currentServiceWorker(browser);
    expect((await organizeThisImage(photoPage.imageUrl, photoPage.url)).failed).toBeUndefined();
    expect(await usageCount(tab)).toBe(before + 2);
    await tab.close();
  });

  it("'Organize images on this page' from the toolbar button: the page's photos in one ZIP, named as saved", async () => {
    const tab = await browser.context.newPage();
    await tab.goto(photoPage.url);
    const before = await usageCount(tab);
    // The earlier test's organized_photos.zip is still there: the browser keeps both.
    const savedAs = "organized_photos (1).zip";
    const popup = await clickToolbarButton(browser, tab);
    await popup.waitForText(EXTENSION_COPY.signedInAs(USER.name));
    await popup.click(EXTENSION_COPY.pageImages);
    // The photos, not the icon.
    await popup.waitForText(EXTENSION_COPY.pageImagesCount(webPhotos.length));
    // The batch is handed to a tab of its own (the popup closes on any click elsewhere, the tab does not).
    const [runTab] = await Promise.all([
      browser.context.waitForEvent("page"),
      popup.click(EXTENSION_COPY.organizeSelected(webPhotos.length)),
    ]);
    await runTab.getByText(EXTENSION_COPY.savedZip(savedAs)).waitFor({ timeout: 90_000 });

    // Each photo itself is organized: the gallery's, not its thumbnail, and those the page had not loaded.
    const entries = readZip(readFileSync(join(browser.downloadsDir, savedAs)));
    const photoEntries = entries.filter((e) => e.name !== MANIFEST_FILE_NAME);
    expect(photoEntries.map((e) => sha256(e.data)).sort()).toEqual(
      webPhotos.map((p) => sha256(readFileSync(p))).sort(),
    );
    expect(await usageCount(tab)).toBe(before + webPhotos.length);
    // The tab the batch went to still knows the page: its images can be picked again there.
    await runTab.getByRole("button", { name: EXTENSION_COPY.pageImages }).click();
    await runTab.getByText(EXTENSION_COPY.pageImagesCount(webPhotos.length)).waitFor();
    // Taken over once: the tab opened again runs nothing a second time.
    await runTab.reload();
    await runTab.getByText(MESSAGES.filesSelected(0)).waitFor();
    expect(await usageCount(tab)).toBe(before + webPhotos.length);
    await runTab.close();

    // Opened in a tab from the popup (for a large batch), the panel still reads the page it was opened over.
    const again = await clickToolbarButton(browser, tab);
    await again.waitForText(EXTENSION_COPY.signedInAs(USER.name));
    const [panel] = await Promise.all([
      browser.context.waitForEvent("page"),
      again.click(EXTENSION_COPY.openAsTab),
    ]);
    await panel.getByRole("button", { name: EXTENSION_COPY.pageImages }).click();
    await panel.getByText(EXTENSION_COPY.pageImagesCount(webPhotos.length)).waitFor();
    await panel.close();
    await tab.close();
  });

  it("a batch started in the toolbar popup is handed to a tab of its own and runs there to the end", async () => {
    const tab = await browser.context.newPage();
    await tab.goto(photoPage.url);
    const before = await usageCount(tab);
    const chosen = photos.slice(0, 2);
    const popup = await clickToolbarButton(browser, tab);
    await popup.waitForText(EXTENSION_COPY.signedInAs(USER.name));
    await popup.chooseFiles(EXTENSION_COPY.choosePhotos, chosen);
    await popup.waitForText(MESSAGES.filesSelected(chosen.length));
    const opened: Page[] = [];
    const onPage = (page: Page) => opened.push(page);
    browser.context.on("page", onPage);
    // Clicked twice at once (a double click): the batch is handed over, and charged, once.
    const [runTab] = await Promise.all([
      browser.context.waitForEvent("page"),
      popup.click(MESSAGES.organizePhotos, 2),
    ]);
    // The earlier tests' ZIPs are still there: the browser numbers this one.
    const savedAs = "organized_photos (2).zip";
    await runTab.getByText(EXTENSION_COPY.savedZip(savedAs)).waitFor({ timeout: 90_000 });
    const entries = readZip(readFileSync(join(browser.downloadsDir, savedAs)));
    expectSamePhotos(entries, chosen);
    expect(await usageCount(tab)).toBe(before + chosen.length);
    browser.context.off("page", onPage);
    expect(opened).toEqual([runTab]);
    await runTab.close();
    await tab.close();
  });

  it("organizes iPhone HEIC photos chosen in the popup: WebAssembly may run in the extension's pages", async () => {
    const heics = ["photoprism__iphone_7.heic", "MikeKovarik__heic-iphone7.heic"].map((name) =>
      join(process.env.SHARED_DIR ?? "/work/shared", "photos/formats/heic", name),
    );
    const { page, errors } = await openPopup();
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
    await page.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(heics);
    await page.getByText(MESSAGES.filesSelected(heics.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    const savedAs = await savedZipName(page);
    await page.getByText(MESSAGES.processingComplete(heics.length, 0)).waitFor();
    const entries = readZip(readFileSync(join(browser.downloadsDir, savedAs)));
    const rows = manifestOf(entries);
    expect(rows.map((row) => row.status)).toEqual(heics.map(() => "ok"));
    for (const row of rows) expect(row.zip_path.startsWith(`${UNSORTED_FOLDER}/`)).toBe(false);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("holds a batch while the server cannot be reached, asks before the tab closes, and keeps the outcome in view when signed out", async () => {
    const { page, errors } = await openPopup();
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
    const chosen = devPhotos().slice(200, 212);
    const before = await usageCount(page);
    await page.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(chosen);
    await page.getByText(MESSAGES.filesSelected(chosen.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await expect.poll(() => processed(page), { timeout: 120_000, interval: 100 }).toBeGreaterThanOrEqual(3);

    await page.context().setOffline(true);
    await page.getByTestId("connection-lost").getByText(UPLOAD_COPY.connectionLost).waitFor();
    await shoot(page, "connection-lost");
    // A batch under way: closing the tab asks first (Chrome asks once the page has had a click).
    await page.mouse.click(2, 2);
    const asked = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    await page.waitForTimeout(4_000);
    // Still held, and no photo given up on.
    await page.getByTestId("connection-lost").waitFor();
    expect(await page.getByTestId("batch-lines").textContent()).not.toMatch(/failed/);

    await page.context().setOffline(false);
    const savedAs = await savedZipName(page);
    await page.getByText(MESSAGES.processingComplete(chosen.length, 0)).waitFor();
    const entries = readZip(readFileSync(join(browser.downloadsDir, savedAs)));
    expect(manifestOf(entries).map((row) => row.status)).toEqual(chosen.map(() => "ok"));
    expectSamePhotos(entries, chosen);
    expect(await usageCount(page)).toBe(before + chosen.length);

    // Signed out on the site after the batch: the panel asks to sign in, and still says what was saved.
    const out = await page.request.post(`${server.url}/auth/logout`, { headers: { origin: server.url } });
    expect(out.status()).toBeLessThan(400);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await page.getByText(EXTENSION_COPY.signedOut).waitFor();
    await page.getByText(EXTENSION_COPY.savedZip(savedAs)).waitFor();
    await page.getByText(MESSAGES.processingComplete(chosen.length, 0)).waitFor();
    await shoot(page, "signed-out-after-batch");
    await page.close();
    const again = await browser.context.newPage();
    await signIn(again, server.url, USER);
    await again.close();
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
  }, 240_000);

  /** Serious or critical WCAG 2.1 AA findings on the page as it is now. */
  async function seriousAxeFindings(page: Page): Promise<string[]> {
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }

  it("shows the popup, its page picker and the options page without serious accessibility issues, light and dark", async () => {
    const shots = process.env.SCREENSHOT_DIR;
    for (const colorScheme of ["light", "dark"] as const) {
      const { page } = await openPopup();
      await page.emulateMedia({ colorScheme });
      await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
      expect(await seriousAxeFindings(page), `popup (${colorScheme})`).toEqual([]);
      // The keyboard goes from the header's buttons to "Choose photos" once: its hidden file input is no stop.
      const focused: string[] = [];
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("Tab");
        focused.push(
          await page.evaluate(() => {
            const at = document.activeElement;
            return `${at?.tagName.toLowerCase()}: ${at?.getAttribute("aria-label") ?? at?.textContent?.trim()}`;
          }),
        );
      }
      expect(focused).toEqual([
        `button: ${EXTENSION_COPY.openAsTab}`,
        `button: ${EXTENSION_COPY.options}`,
        `button: ${EXTENSION_COPY.choosePhotos}`,
      ]);
      if (shots)
        await page.screenshot({ path: join(shots, `extension-popup-${colorScheme}.png`), fullPage: true });
      // Opened as a tab, the picker has no page of its own to read: it says so instead of listing nothing.
      await page.getByRole("button", { name: EXTENSION_COPY.pageImages }).click();
      await page.getByText(EXTENSION_COPY.pageImagesUnavailable).waitFor();
      expect(await seriousAxeFindings(page), `page picker (${colorScheme})`).toEqual([]);
      if (shots)
        await page.screenshot({ path: join(shots, `extension-picker-${colorScheme}.png`), fullPage: true });
      await page.goto(`chrome-extension://${browser.extensionId}/src/options/options.html`);
      await page.getByLabel(EXTENSION_COPY.serverLabel).waitFor();
      await expect.poll(() => page.getByLabel(EXTENSION_COPY.serverLabel).inputValue()).toBe(server.url);
      expect(await seriousAxeFindings(page), `options (${colorScheme})`).toEqual([]);
      if (shots)
        await page.screenshot({ path: join(shots, `extension-options-${colorScheme}.png`), fullPage: true });
      // An address without its scheme is refused in the extension's words, at the field, and not saved.
      const field = page.getByLabel(EXTENSION_COPY.serverLabel);
      await field.fill("photos.example.com");
      await page.getByRole("button", { name: EXTENSION_COPY.save, exact: true }).click();
      await page.getByRole("alert").filter({ hasText: EXTENSION_COPY.serverInvalid }).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await seriousAxeFindings(page), `options refused (${colorScheme})`).toEqual([]);
      // Being corrected, it is no longer marked wrong.
      await field.fill(server.url);
      expect(await field.getAttribute("aria-invalid")).toBeNull();
      await page.close();
    }
  });

  /**
   * The user moved to `plan` by the admin, with a new month's allowance (the earlier tests' photos would have
   * used it up). The admin signs in in a browser of their own (this one holds the user's session).
   */
  async function moveUserTo(plan: "free" | "pro"): Promise<{ close: () => Promise<void> }> {
    const adminBrowser = await launchBrowser();
    const adminPage = await adminBrowser.newPage();
    await signIn(adminPage, server.url, { email: ADMIN_EMAIL, name: "Admin" });
    const unlock = await adminPage.request.post(`${server.url}/api/admin/unlock`, {
      data: { password: ADMIN_PASSWORD },
      headers: { origin: server.url },
    });
    expect(unlock.status()).toBe(204);
    const users = (await (
      await adminPage.request.get(`${server.url}/api/admin/users?query=${encodeURIComponent(USER.email)}`)
    ).json()) as { users?: { id: string; email: string }[] } | { id: string; email: string }[];
    const user = (Array.isArray(users) ? users : (users.users ?? [])).find((u) => u.email === USER.email);
    expect(user).toBeDefined();
    const setPlan = await adminPage.request.put(`${server.url}/api/admin/users/${user?.id}/plan`, {
      data: { plan },
      headers: { origin: server.url },
    });
    expect(setPlan.ok()).toBe(true);
    const reset = await adminPage.request.post(`${server.url}/api/admin/users/${user?.id}/reset-usage`, {
      headers: { origin: server.url },
    });
    expect(reset.ok()).toBe(true);

    return { close: () => adminBrowser.close() };
  }

  it("runs a Pro choice larger than its batch cap as consecutive batches: one ZIP, every photo once, charged once", async () => {
    const admin = await moveUserTo("pro");
    await admin.close();
    const chosen = distinctPhotos(PLANS.pro.batchCap + 3, 300);
    const { page, errors } = await openPopup();
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
    const before = await usageCount(page);
    await page.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(chosen);
    // All kept, none left out for the batch cap, as on the site.
    await page.getByText(MESSAGES.filesSelected(chosen.length)).waitFor();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    const savedAs = await savedZipName(page, 300_000);
    expectSamePhotos(readZip(readFileSync(join(browser.downloadsDir, savedAs))), chosen);
    expect(await usageCount(page)).toBe(before + chosen.length);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("holds a Free account to its batch cap, in the popup and on the server", async () => {
    const admin = await moveUserTo("free");

    const cap = PLANS.free.batchCap;
    const { page } = await openPopup();
    await page.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
    const many = devPhotos().slice(0, cap + 3);
    await page.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(many);
    await page.getByText(MESSAGES.filesSelected(cap)).waitFor();
    await page.getByText(MESSAGES.batchCapDropped(3, cap)).waitFor();
    // The server is the judge: a reservation beyond the cap from the extension's own page is refused.
    const refused = await page.evaluate(
      async ([url, count]) => {
        const res = await fetch(`${url}/api/batches`, {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ count }),
        });
        return { status: res.status, body: await res.json() };
      },
      [server.url, cap + 1] as const,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("batch_cap");
    await page.close();
    await admin.close();

    // A page with more images than one batch takes: only the batch's worth is ticked (and would be downloaded),
    // and the popup says why.
    const crowded = await startPhotoPage(many);
    try {
      const tab = await browser.context.newPage();
      await tab.goto(crowded.url);
      /** The toolbar popup's page picker: it says why no more are ticked, and ticks `ticked`, Select all too. */
      const pickerTicks = async (why: string, ticked: number) => {
        const popup = await clickToolbarButton(browser, tab);
        await popup.waitForText(EXTENSION_COPY.signedInAs(USER.name));
        await popup.click(EXTENSION_COPY.pageImages);
        await popup.waitForText(EXTENSION_COPY.pageImagesCount(many.length));
        await popup.waitForText(why);
        await popup.waitForText(EXTENSION_COPY.organizeSelected(ticked));
        await popup.click(EXTENSION_COPY.selectAll);
        await popup.waitForText(EXTENSION_COPY.organizeSelected(ticked));
      };
      await pickerTicks(MESSAGES.batchCap(cap, planDisplayName("free")), cap);

      // Near the month's limit (a batch of 20 held elsewhere, 5 left): the picker ticks, and lets tick, only
      // what the month still allows, and says so.
      const holdSlots = async (count: number) => {
        const res = await tab.request.post(`${server.url}/api/batches`, {
          data: { count },
          headers: { origin: server.url },
        });
        expect(res.ok()).toBe(true);
        return ((await res.json()) as { batchId: string }).batchId;
      };
      const held = [await holdSlots(cap)];
      const left = PLANS.free.monthlyLimit - cap;
      await pickerTicks(MESSAGES.remainingThisMonth(left, planDisplayName("free")), left);

      // Choose photos: no more are chosen than the month allows, and a batch the server refuses (the month
      // used up meanwhile) says the server's words and keeps its photos chosen.
      const { page: panel } = await openPopup();
      await panel.getByText(EXTENSION_COPY.signedInAs(USER.name)).waitFor();
      await panel.getByLabel(EXTENSION_COPY.choosePhotos).setInputFiles(many.slice(0, left + 1));
      await panel.getByText(MESSAGES.filesSelected(left)).waitFor();
      await panel.getByText(EXTENSION_COPY.allowanceDropped(1, left)).waitFor();
      held.push(await holdSlots(left));
      await panel.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      await panel.getByText(MESSAGES.limitReached(PLANS.free.monthlyLimit)).waitFor({ timeout: 30_000 });
      await panel.getByText(MESSAGES.filesSelected(left)).waitFor();
      expect(await panel.getByRole("button", { name: MESSAGES.organizePhotos }).isEnabled()).toBe(true);
      await shoot(panel, "refused-kept");
      await panel.close();
      for (const batchId of held) {
        const finished = await tab.request.post(`${server.url}/api/batches/${batchId}/finish`, {
          headers: { origin: server.url },
        });
        expect(finished.ok()).toBe(true);
      }
      await tab.close();
    } finally {
      crowded.server.close();
    }
  });
});
