import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { CHROMIUM_ARGS, chromiumPath } from "@photo-organizer/test-support/browser";
import { repoRoot } from "@photo-organizer/test-support/paths";
import { type BrowserContext, type CDPSession, chromium, type Page, type Worker } from "playwright-core";

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
      // Lets the DevTools protocol click the extension's toolbar button (Extensions.triggerAction), which
      // a headless browser has no toolbar for.
      "--enable-unsafe-extension-debugging",
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

/** The extension's own popup, opened from the toolbar button over a page, and read and used through its DOM. */
export type ActionPopup = {
  /** the popup's text as a person reads it */
  text: () => Promise<string>;
  /** waits until the popup says `text` */
  waitForText: (text: string, timeoutMs?: number) => Promise<void>;
  /** clicks the button whose label is `name`; `times` clicks at once, as a double click or an impatient user */
  click: (name: string, times?: number) => Promise<void>;
  /** chooses these files in the file input labelled `label`, as the file dialog would */
  chooseFiles: (label: string, paths: readonly string[]) => Promise<void>;
};

/**
 * Clicks the extension's toolbar button over `page`'s tab, as a person does: Chrome opens the popup over that tab
 * and grants the extension that tab (activeTab). Playwright does not list a popup among its pages, so the popup is
 * reached through the DevTools protocol (the browser's session, where the toolbar click is allowed).
 */
export async function clickToolbarButton(browser: ExtensionBrowser, page: Page): Promise<ActionPopup> {
  const chrome = page.context().browser();
  if (!chrome) throw new Error("the extension's browser is not reachable over the DevTools protocol");
  const cdp = await chrome.newBrowserCDPSession();
  const popupUrl = `chrome-extension://${browser.extensionId}/src/popup/popup.html`;
  const popupsBefore = new Set((await targets(cdp)).filter((t) => t.url === popupUrl).map((t) => t.targetId));
  const tab = (await targets(cdp, "tab")).find((t) => t.url === page.url());
  if (!tab) throw new Error(`no tab shows ${page.url()}`);
  await cdp.send(
    "Extensions.triggerAction" as never,
    { id: browser.extensionId, targetId: tab.targetId } as never,
  );
  let popup: { targetId: string } | undefined;
  for (const deadline = Date.now() + 10_000; !popup && Date.now() < deadline; ) {
    popup = (await targets(cdp)).find((t) => t.url === popupUrl && !popupsBefore.has(t.targetId));
    if (!popup) await new Promise((r) => setTimeout(r, 100));
  }
  if (!popup) throw new Error("the toolbar button opened no popup");
  const popupSession = await attachTo(cdp, popup.targetId);
  async function evaluate<T>(expression: string): Promise<T> {
    const params = { expression, returnByValue: true, awaitPromise: true };
    const answer = (await popupSession.send("Runtime.evaluate", params)) as { result?: { value?: unknown } };
    return answer.result?.value as T;
  }
  // Empty while the popup's document has no body yet (just opened): the wait goes on instead of failing.
  const text = async () => (await evaluate<string | undefined>("document.body?.innerText")) ?? "";
  return {
    text,
    async waitForText(wanted, timeoutMs = 15_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
        if ((await text()).includes(wanted)) return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the popup never said "${wanted}"; it says:\n${await text()}`);
    },
    async click(name, times = 1) {
      const clicked = await evaluate<boolean>(`(() => {
        const button = [...document.querySelectorAll("button")]
          .find((b) => (b.textContent.trim() === ${JSON.stringify(name)} || b.ariaLabel === ${JSON.stringify(name)}) && !b.disabled);
        for (let i = 0; i < ${times}; i++) button?.click();
        return Boolean(button);
      })()`);
      if (!clicked) throw new Error(`the popup has no enabled button "${name}"; it says:\n${await text()}`);
    },
    async chooseFiles(label, paths) {
      const files = paths.map((path) => ({
        name: basename(path),
        base64: readFileSync(path).toString("base64"),
      }));
      const chosen = await evaluate<boolean>(`(() => {
        const input = document.querySelector(${JSON.stringify(`input[type=file][aria-label="${label}"]`)});
        if (!input) return false;
        const list = new DataTransfer();
        for (const { name, base64 } of ${JSON.stringify(files)})
          list.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: "image/jpeg" }));
        input.files = list.files;
        input.dispatchEvent(new Event("change", { bubbles: true }));
        return true;
      })()`);
      if (!chosen) throw new Error(`the popup has no file input "${label}"; it says:\n${await text()}`);
    },
  };
}

/**
 * A session with one target (a popup, the offscreen page) through the browser's session: `send` gives the
 * command's result, `onEvent` hears the target's events.
 */
async function attachTo(
  cdp: CDPSession,
  targetId: string,
  onEvent: (method: string, params: unknown) => void = () => undefined,
): Promise<{ send: (method: string, params: object) => Promise<unknown> }> {
  const { sessionId } = await cdp.send("Target.attachToTarget", { targetId, flatten: false });
  const answers = new Map<number, (result: unknown) => void>();
  cdp.on("Target.receivedMessageFromTarget", (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as {
      id?: number;
      result?: unknown;
      method?: string;
      params?: unknown;
    };
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
    else if (message.method) onEvent(message.method, message.params);
  });
  let nextId = 1;
  return {
    async send(method, params) {
      const id = nextId++;
      const answered = new Promise<unknown>((resolve) => answers.set(id, resolve));
      await cdp.send("Target.sendMessageToTarget", {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
      return answered;
    },
  };
}

async function targets(cdp: CDPSession, type?: string): Promise<{ targetId: string; url: string }[]> {
  const { targetInfos } = await cdp.send("Target.getTargets", type ? { filter: [{ type }] } : {});
  return targetInfos;
}

/**
 * Holds the requests the extension's offscreen page (where "Organize this image" analyses) makes to `urlPattern`,
 * through the DevTools protocol's Fetch domain, until `release`: an analysis as long as a test needs, as one
 * waiting its turn on a busy server is.
 */
export async function holdOffscreenRequests(browser: ExtensionBrowser, page: Page, urlPattern: string) {
  const chrome = page.context().browser();
  if (!chrome) throw new Error("the extension's browser is not reachable over the DevTools protocol");
  const cdp = await chrome.newBrowserCDPSession();
  const offscreenUrl = `chrome-extension://${browser.extensionId}/src/offscreen/offscreen.html`;
  const offscreen = (await targets(cdp)).find((t) => t.url === offscreenUrl);
  if (!offscreen) throw new Error("the extension's offscreen page is not open");
  const held: string[] = [];
  const { send } = await attachTo(cdp, offscreen.targetId, (method, params) => {
    if (method === "Fetch.requestPaused") held.push((params as { requestId: string }).requestId);
  });
  await send("Fetch.enable", { patterns: [{ urlPattern, requestStage: "Request" }] });
  return {
    /** how many requests are held now */
    held: () => held.length,
    /** lets every held request go on, and holds no more */
    async release() {
      for (const requestId of held.splice(0)) await send("Fetch.continueRequest", { requestId });
      await send("Fetch.disable", {});
      await cdp.detach();
    },
  };
}

/**
 * Stops the extension's service worker as Chrome does when it has been idle for a while, or for an update: the
 * worker's memory is gone, and the next event for it starts it again.
 */
export async function stopServiceWorker(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.stopAllWorkers");
  await cdp.detach();
}

/** The extension's service worker as it runs now (Chrome may have stopped and started it since the launch). */
export async function currentServiceWorker(browser: ExtensionBrowser): Promise<Worker> {
  const isOurs = (w: Worker) => w.url().startsWith(`chrome-extension://${browser.extensionId}/`);
  return (
    browser.context.serviceWorkers().find(isOurs) ??
    (await browser.context.waitForEvent("serviceworker", { predicate: isOurs, timeout: 30_000 }))
  );
}
