import { describe, expect, it } from "vitest";
import { watchPageErrors } from "../support/console.ts";
import { completeDevSignIn, currentUser, signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

describe("sign-in and sign-out", () => {
  const site = useSite();

  it("signs in from the header through the development provider and signs out again", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const { errors } = watchPageErrors(page);
    await page.goto(site.server.url);
    await page.getByRole("button", { name: "Login" }).first().click();
    await completeDevSignIn(page, site.server.url, { email: "ada@example.com", name: "Ada Lovelace" });
    expect(new URL(page.url()).pathname).toBe("/upload");
    expect(await currentUser(page)).toMatchObject({ email: "ada@example.com", name: "Ada Lovelace" });

    const session = (await context.cookies()).find((c) => c.name === "po_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("po_session");

    await page.getByRole("button", { name: "Log Out" }).first().click();
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL(`${site.server.url}/`);
    expect(await currentUser(page)).toBeNull();
    await expect(page.getByRole("button", { name: "Login" }).first().isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("returns to the page asked for, and keeps the account across sign-ins", async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await signIn(page, site.server.url, { email: "grace@example.com", name: "Grace Hopper" }, "/usage");
    expect(new URL(page.url()).pathname).toBe("/usage");
    const first = await currentUser(page);
    await context.close();

    const again = await site.browser.newContext();
    const page2 = await again.newPage();
    await signIn(page2, site.server.url, { email: "grace@example.com", name: "Grace Hopper" });
    expect(await currentUser(page2)).toEqual(first);
    await again.close();
  });

  it("shows the 'Invalid state' page with a way back for a forged callback", async () => {
    const page = await site.browser.newPage();
    const { errors } = watchPageErrors(page);
    await page.goto(`${site.server.url}/auth/callback?code=forged&state=forged`);
    await expect(page.getByRole("heading", { name: "Invalid state" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL(`${site.server.url}/`);
    // The error page itself is answered with 400, which the browser reports as a failed load.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await page.close();
  });
});
