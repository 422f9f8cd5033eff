import { describe, expect, it } from "vitest";
import { watchPageErrors } from "../support/console.ts";
import { useSite } from "../support/site.ts";

describe("home page", () => {
  const site = useSite();

  it("renders from the real server without console errors", async () => {
    const page = await site.browser.newPage();
    const { errors } = watchPageErrors(page);
    await page.goto(site.server.url);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toMatch(/\S/);
    expect(await page.title()).toContain("Photo Organizer");
    expect(errors).toEqual([]);
  });
});
