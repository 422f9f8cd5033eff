import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "@photo-organizer/test-support/server";
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from "puppeteer-core";
import { Builder, By, Key, until, type WebDriver, type WebElement } from "selenium-webdriver";

export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
/** Debian's webkit2gtk-driver drives MiniBrowser, which has no headless mode: it runs on Xvfb. */
const MINIBROWSER = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu"]
  .map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`)
  .find((path) => existsSync(path));

/** What the cross-browser tests do in a page, whichever browser and protocol drive it. */
export type DrivenPage = {
  goto(url: string): Promise<void>;
  /** types into the input with this CSS selector */
  type(selector: string, text: string): Promise<void>;
  /** clicks the first button whose text is `name` */
  clickButton(name: string): Promise<void>;
  /** selects files in the file input with this CSS selector */
  chooseFiles(selector: string, paths: string[]): Promise<void>;
  waitForText(text: string, timeoutMs?: number): Promise<void>;
  /** clicks the first element this XPath finds, once there is one */
  click(xpath: string): Promise<void>;
  /** waits until this XPath finds an element */
  waitFor(xpath: string, timeoutMs?: number): Promise<void>;
  /** replaces the text of the field this XPath finds with `text` and presses Enter in it */
  fill(xpath: string, text: string): Promise<void>;
  /** reloads the page, accepting the browser's "leave this page?" question if it asks */
  reload(): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
};

/** The first `tag` whose whole text is `text`, e.g. a button by its label. */
export const xpathText = (tag: string, text: string) => `//${tag}[normalize-space()=${JSON.stringify(text)}]`;
/** An element whose own text contains `text`, e.g. a heading or a toast. */
export const xpathContains = (text: string) =>
  `//*[contains(normalize-space(text()), ${JSON.stringify(text)})]`;
/** An element whose attribute `name` starts with `prefix`, e.g. a button by the start of its aria-label. */
export const xpathAttributeStarts = (tag: string, name: string, prefix: string) =>
  `//${tag}[starts-with(@${name}, ${JSON.stringify(prefix)})]`;

/**
 * Waits until an element stops moving (its box the same twice, 100 ms apart; 5 s at most). When the results
 * show, the page scrolls smoothly to them for about half a second, and puppeteer and WebDriver click where the
 * element was when they measured it, so the click lands on whatever has moved there (seen in Firefox: "Move
 * to…" took two or three clicks in every run). Playwright's own click waits for this; these drivers do not.
 */
async function untilStill(box: () => Promise<string>): Promise<void> {
  let last = await box();
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await box();
    if (now === last) return;
    last = now;
  }
}
const BOX_SCRIPT =
  "const r = arguments[0].getBoundingClientRect(); return [r.x, r.y, r.width, r.height].join();";
const boxOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  return [r.x, r.y, r.width, r.height].join();
};

/** Firefox ESR through puppeteer-core over WebDriver BiDi, headless, downloading into `downloadDir`. */
export async function launchFirefox(downloadDir: string): Promise<DrivenPage> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: {
      "browser.download.folderList": 2,
      "browser.download.dir": downloadDir,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.alwaysOpenPanel": false,
      "browser.helperApps.neverAsk.saveToDisk": "application/zip",
    },
  });
  const page: PuppeteerPage = (await browser.pages())[0] ?? (await browser.newPage());
  return {
    goto: async (url) => void (await page.goto(url)),
    type: async (selector, text) => {
      await page.waitForSelector(selector);
      await page.type(selector, text);
    },
    clickButton: async (name) => {
      const button = await page.waitForSelector(`::-p-xpath(${xpathText("button", name)})`);
      if (button) await untilStill(() => button.evaluate(boxOf));
      await button?.click();
    },
    chooseFiles: async (selector, paths) => {
      const input = await page.waitForSelector(selector);
      await (input as unknown as { uploadFile(...p: string[]): Promise<void> }).uploadFile(...paths);
    },
    waitForText: async (text, timeoutMs = 30_000) =>
      void (await page.waitForSelector(`::-p-xpath(${xpathContains(text)})`, { timeout: timeoutMs })),
    click: async (xpath) => {
      const element = await page.waitForSelector(`::-p-xpath(${xpath})`);
      if (element) await untilStill(() => element.evaluate(boxOf));
      await element?.click();
    },
    waitFor: async (xpath, timeoutMs = 30_000) =>
      void (await page.waitForSelector(`::-p-xpath(${xpath})`, { timeout: timeoutMs })),
    fill: async (xpath, text) => {
      const field = await page.waitForSelector(`::-p-xpath(${xpath})`);
      await field?.focus();
      await page.keyboard.down("Control");
      await page.keyboard.press("KeyA");
      await page.keyboard.up("Control");
      await page.keyboard.type(text);
      await page.keyboard.press("Enter");
    },
    reload: async () => {
      const accept = (dialog: { accept(): Promise<void> }) => void dialog.accept().catch(() => undefined);
      page.on("dialog", accept);
      try {
        await page.reload();
      } finally {
        page.off("dialog", accept);
      }
    },
    evaluate: (expression) => page.evaluate(expression) as Promise<never>,
    close: () => browser.close(),
  };
}

/**
 * Brings the element to the middle of the window at once and reports whether a click at its middle would reach
 * it. WebKitWebDriver scrolls an element it clicks to the middle itself, but smoothly, as the site's CSS asks,
 * and clicks where the element was before the scroll ended: the click lands on whatever passes there (seen
 * under CI's load: the click meant for a card's "Continue" after a reload signed the user out through the
 * header's Log Out). An element already in the middle is not scrolled again.
 */
const TO_MIDDLE_SCRIPT = `const element = arguments[0];
element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
const r = element.getBoundingClientRect();
const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
return hit !== null && (hit === element || element.contains(hit));`;

/**
 * Clicks the element once it is still and nothing covers its middle. While a menu closes or the element fades
 * in, the click is tried again for a while; when WebDriver reports the element covered, it is clicked with the
 * pointer at its middle, as a user would.
 */
async function clickWhenFree(d: WebDriver, element: WebElement): Promise<void> {
  await untilStill(() => d.executeScript(BOX_SCRIPT, element) as Promise<string>);
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
    if (await d.executeScript(TO_MIDDLE_SCRIPT, element)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const passing = ["ElementClickInterceptedError", "ElementNotInteractableError"];
  for (const deadline = Date.now() + 10_000; ; ) {
    try {
      await element.click();
      return;
    } catch (error) {
      if (!(error instanceof Error && passing.includes(error.name)) || Date.now() > deadline) throw error;
      await d.executeScript(TO_MIDDLE_SCRIPT, element);
      try {
        await d.actions({ async: true }).move({ origin: element }).click().perform();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  }
}

/**
 * WebKit (Debian's webkit2gtk-driver) through WebKitWebDriver and selenium-webdriver. MiniBrowser saves a
 * download in its home folder, so `downloadDir` is given to it as HOME.
 */
export async function launchWebKit(downloadDir: string): Promise<DrivenPage> {
  if (!MINIBROWSER) throw new Error("MiniBrowser not found: install webkit2gtk-driver");
  const port = await freePort();
  const command = process.env.DISPLAY
    ? [webkitDriverPath, `--port=${port}`]
    : ["xvfb-run", "-a", webkitDriverPath, `--port=${port}`];
  // Its own process group, so Xvfb, the driver and the browser all end with it.
  const driverProcess: ChildProcess = spawn(command[0] as string, command.slice(1), {
    env: { ...process.env, HOME: downloadDir },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    if (driverProcess.pid && driverProcess.exitCode === null) {
      try {
        process.kill(-driverProcess.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  };
  let driver: WebDriver | undefined;
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/status`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("WebKitWebDriver did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
  } catch (error) {
    stop();
    throw error;
  }
  const d = driver;
  return {
    goto: (url) => d.get(url),
    type: async (selector, text) => {
      const input = await d.wait(until.elementLocated(By.css(selector)), 30_000);
      await input.sendKeys(text);
    },
    clickButton: async (name) => {
      const button = await d.wait(until.elementLocated(By.xpath(xpathText("button", name))), 30_000);
      await d.wait(until.elementIsEnabled(button), 30_000);
      await clickWhenFree(d, button);
    },
    // WebDriver types file paths into a file input, one per line.
    chooseFiles: async (selector, paths) =>
      (await d.wait(until.elementLocated(By.css(selector)), 30_000)).sendKeys(paths.join("\n")),
    waitForText: async (text, timeoutMs = 30_000) =>
      void (await d.wait(until.elementLocated(By.xpath(xpathContains(text))), timeoutMs)),
    click: async (xpath) => {
      const element = await d.wait(until.elementLocated(By.xpath(xpath)), 30_000);
      await d.wait(until.elementIsVisible(element), 30_000);
      await clickWhenFree(d, element);
    },
    waitFor: async (xpath, timeoutMs = 30_000) =>
      void (await d.wait(until.elementLocated(By.xpath(xpath)), timeoutMs)),
    // As a user's typing would: the field's value through the native setter and an input event (React's
    // onChange), then Enter (WebKitWebDriver's Ctrl+A does not select a field's text).
    fill: async (xpath, text) => {
      const field = await d.wait(until.elementLocated(By.xpath(xpath)), 30_000);
      await d.executeScript(
        `const [field, text] = arguments;
         Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(field, text);
         field.dispatchEvent(new Event("input", { bubbles: true }));`,
        field,
        text,
      );
      await field.sendKeys(Key.ENTER);
    },
    reload: async () => {
      await d.navigate().refresh();
      // WebDriver accepts a "leave this page?" question on navigation; one still open is accepted here.
      await d
        .switchTo()
        .alert()
        .then((alert) => alert.accept())
        .catch(() => undefined);
    },
    evaluate: (expression) => d.executeScript(`return (${expression});`) as Promise<never>,
    close: async () => {
      await d.quit().catch(() => undefined);
      stop();
    },
  };
}

/**
 * Clicks the element and waits for what the click shows (a menu item, a field), clicking again when it does
 * not come: a click that lands while the page is still laying the results out does nothing. A click that did
 * take can still be slow to show its result; once the element has gone, it is waited for instead of clicked
 * again.
 */
export async function clickUntil(page: DrivenPage, xpath: string, appears: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.click(xpath);
    try {
      await page.waitFor(appears, 5_000);
      return;
    } catch (error) {
      if (!(await isPresent(page, xpath))) return showingPage(page, page.waitFor(appears));
      if (attempt >= 4) throw await withPageText(page, error);
    }
  }
}

/**
 * A wait that fails says what the page showed then: these browsers' failures happen only under CI's load,
 * where there is no screenshot to look at.
 */
async function showingPage(page: DrivenPage, waiting: Promise<void>): Promise<void> {
  try {
    await waiting;
  } catch (error) {
    throw await withPageText(page, error);
  }
}

async function withPageText(page: DrivenPage, error: unknown): Promise<unknown> {
  if (!(error instanceof Error)) return error;
  const text = await page
    .evaluate<string>("document.body.innerText")
    .catch((reason: unknown) => `(the page's text could not be read: ${String(reason)})`);
  error.message += `\nThe page showed:\n${text.replace(/\n{2,}/g, "\n").slice(0, 3_000)}`;
  return error;
}

function isPresent(page: DrivenPage, xpath: string): Promise<boolean> {
  return page.evaluate<boolean>(
    `document.evaluate(${JSON.stringify(xpath)}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue !== null`,
  );
}
