import { describe, expect, it } from "vitest";
import { watchPageErrors } from "../support/console.ts";
import { PUBLIC_ROUTES } from "../support/routes.ts";
import { useSite } from "../support/site.ts";

/**
 * Issue 11 item 11: a visitor who is not signed in sees no console error and causes no failed request on any
 * page — the public routes and the guarded ones, which send the visitor to the sign-in page.
 */
describe("a signed-out visit", () => {
  const site = useSite();

  it("logs no console error and gets no error answer on any page", async () => {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { errors } = watchPageErrors(page);
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${page.url()}: ${response.status()} ${response.url()}`);
    });
    for (const route of [...PUBLIC_ROUTES, "/usage", "/admin"]) {
      await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
      await page.locator("h1").first().waitFor();
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
