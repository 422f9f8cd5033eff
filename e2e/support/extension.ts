import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "@photo-organizer/test-support/browser";
import { repoRoot } from "@photo-organizer/test-support/paths";
import { type BrowserContext, chromium, type Worker } from "playwright-core";

/** Builds the extension for `serverUrl` (as `PUBLIC_URL=… npm run build:extension` does) into a new folder. */
export function buildExtension(serverUrl: string): string {
  const outDir = mkdtempSync(join(tmpdir(), "photo-organizer-extension-"));
  const build = spawnSync(
    "npx",
    ["vite", "build", "--configLoader", "runner", "--outDir", outDir, "--emptyOutDir"],
    {
      cwd: join(repoRoot, "apps/extension"),
      encoding: "utf8",
      env: { ...process.env, PUBLIC_URL: serverUrl },
    },
  );
  if (build.status !== 0) throw new Error(`extension build failed:\n${build.stdout}\n${build.stderr}`);
  return outDir;
}

export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  /** where the browser saves downloads, as a person's Downloads folder */
  downloadsDir: string;
  close: () => Promise<void>;
};

/**
 * Debian's Chromium, headless, with the unpacked extension loaded as a person loads it (--load-extension is what
 * "Load unpacked" does), and downloads saved by their own names into a Downloads folder of the test's.
 */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "photo-organizer-profile-"));
  const downloadsDir = mkdtempSync(join(tmpdir(), "photo-organizer-downloads-"));
  // A person's Downloads folder: the profile's own download setting, which chrome.downloads' names go under.
  mkdirSync(join(profile, "Default"));
  writeFileSync(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ download: { default_directory: downloadsDir, prompt_for_download: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    acceptDownloads: true,
    ignoreDefaultArgs: ["--disable-extensions"],
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  const serviceWorker =
    context.serviceWorkers().find((w) => w.url().startsWith("chrome-extension://")) ??
    (await context.waitForEvent("serviceworker", { timeout: 30_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  // Playwright saves downloads under generated names; back to the browser's own behaviour, which keeps the names
  // (and folders) the extension gives.
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Browser.setDownloadBehavior", { behavior: "default" });
  return {
    context,
    extensionId,
    serviceWorker,
    downloadsDir,
    close: async () => {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
      rmSync(downloadsDir, { recursive: true, force: true });
    },
  };
}
