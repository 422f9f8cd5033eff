import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser.ts";
import { watchPageErrors } from "../support/console.ts";
import { type RunningServer, startServer } from "../support/server.ts";

describe("home page", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("renders from the real server without console errors", async () => {
    const page = await browser.newPage();
    const { errors } = watchPageErrors(page);
    await page.goto(server.url);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toMatch(/\S/);
    expect(await page.title()).toContain("Photo Organizer");
    expect(errors).toEqual([]);
  });
});
