import { launchBrowser } from "@photo-organizer/test-support/browser";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export type Site = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A new browser context, closed after the suite (before the browser). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

/**
 * The real server (with `env`) and Chromium for the enclosing `describe` block: started in `beforeAll`, stopped
 * in `afterAll` together with every context from `newContext`. Read `server` and `browser` inside hooks and tests.
 */
export function useSite(env: Record<string, string> = {}): Site {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  function started<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not started yet: use it inside hooks and tests`);
    return value;
  }
  return {
    get server() {
      return started(server, "the server");
    },
    get browser() {
      return started(browser, "the browser");
    },
    async newContext(options) {
      const context = await started(browser, "the browser").newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
