import { readFileSync } from "node:fs";
import { MESSAGES, NEWSLETTER_COPY, type PlanId, planDisplayName } from "@photo-organizer/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isExpected401 } from "../support/console.ts";
import { signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const ADMIN_EMAIL = "site-admin@example.test";
const ADMIN_PASSWORD = "site-flows-admin-password";
const USER_EMAIL = "site-user@example.test";
const SUBSCRIBER = "reader@example.test";
const OFFLINE_SUBSCRIBER = "offline-reader@example.test";

describe("site flows against the real server", () => {
  const site = useSite({ ADMIN_EMAILS: ADMIN_EMAIL, ADMIN_PASSWORD });
  const errors: string[] = [];

  async function newPage(): Promise<Page> {
    const context = await site.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on("console", (msg) => {
      // The browser's own network line for the 401 this test provokes: the deliberately wrong admin password.
      const { url } = msg.location();
      const expected401 = isExpected401(msg, ["/api/admin/unlock"]);
      if (msg.type() === "error" && !expected401) errors.push(`${page.url()}: ${msg.text()} (${url})`);
    });
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

  let userPage: Page;
  let adminPage: Page;

  it("sends signed-out visitors of /usage and /admin to the sign-in", async () => {
    const page = await newPage();
    for (const path of ["/usage", "/admin"]) {
      await page.goto(`${site.server.url}${path}`);
      await page.waitForURL((url) => url.pathname.startsWith("/oidc/"));
    }
    await page.close();
  });

  it("subscribes to the newsletter, lands on /signup, and knows the email afterwards", async () => {
    const page = await newPage();
    await page.goto(site.server.url);
    await page.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: MESSAGES.emailInvalid }).isVisible(),
    ).resolves.toBe(true);

    await page.getByRole("textbox", { name: "Email address" }).fill(SUBSCRIBER);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await toast(page, MESSAGES.subscribeSuccess.description).waitFor();
    await page.waitForURL(`${site.server.url}/signup`);
    await page.getByRole("heading", { name: MESSAGES.signupHeading }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("capturedEmails"));
    expect(JSON.parse(stored ?? "[]")).toMatchObject([{ email: SUBSCRIBER, status: "subscribed" }]);
    await page.close();

    // Another browser: the server answers already_subscribed.
    const other = await newPage();
    await other.goto(`${site.server.url}/contact`);
    await other.getByRole("textbox", { name: "Email address" }).fill(SUBSCRIBER);
    await other.getByRole("button", { name: "Subscribe" }).click();
    await toast(other, MESSAGES.alreadySubscribed.description).waitFor();
    // The built-in development provider is named by no account: the button only says to log in.
    await other.getByRole("button", { name: NEWSLETTER_COPY.logInWith(null) }).click();
    await other.waitForURL(`${site.server.url}/signup`);
    await other.close();
  });

  it("keeps the email in the browser while the server gives no usable answer, and re-sends it later (D7)", async () => {
    const page = await newPage();
    // An empty reply (one of spec section 8's fallback cases; unlike a refused connection it logs nothing).
    await page.route("**/api/subscribe", (route) => route.fulfill({ status: 200, body: "" }));
    await page.goto(site.server.url);
    await page.getByRole("textbox", { name: "Email address" }).fill(OFFLINE_SUBSCRIBER);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await toast(page, MESSAGES.subscribeSuccess.description).waitFor();
    await page.waitForURL(`${site.server.url}/signup`);
    const statusOf = async () =>
      (
        JSON.parse((await page.evaluate(() => localStorage.getItem("capturedEmails"))) ?? "[]") as {
          status: string;
        }[]
      )[0]?.status;
    expect(await statusOf()).toBe("local_only");

    await page.unroute("**/api/subscribe");
    await page.goto(`${site.server.url}/contact`);
    await expect.poll(statusOf, { timeout: 10_000 }).toBe("subscribed");
    await page.close();
  });

  it("stores contact and support messages with the spec's toast", async () => {
    const page = await newPage();
    await page.goto(`${site.server.url}/contact`);
    await page.getByLabel(MESSAGES.formName, { exact: true }).fill("Casey");
    await page.getByLabel(MESSAGES.formEmail, { exact: true }).fill("casey@example.test");
    await page.getByLabel(MESSAGES.formSubject, { exact: true }).fill("Yearly billing");
    await page.getByLabel(MESSAGES.formMessage, { exact: true }).fill("Do you offer a yearly plan?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, MESSAGES.contactSent.description).waitFor();

    await page.goto(`${site.server.url}/help`);
    await page.getByRole("searchbox").fill("png");
    await page.getByRole("heading", { name: "Uploading Photos" }).waitFor();
    expect(await page.getByRole("heading", { name: "Account Management" }).count()).toBe(0);
    await page.getByLabel(MESSAGES.formName, { exact: true }).fill("Sam");
    await page.getByLabel(MESSAGES.formEmail, { exact: true }).fill("sam@example.test");
    await page.getByLabel(MESSAGES.formMessage, { exact: true }).fill("My ZIP has an Unsorted folder");
    await page.getByRole("button", { name: MESSAGES.submitSupportRequest }).click();
    await toast(page, MESSAGES.contactSent.description).waitFor();
    await page.close();
  });

  it("shows a signed-in user's usage, and keeps non-admins out of /admin", async () => {
    userPage = await newPage();
    await signIn(userPage, site.server.url, { email: USER_EMAIL, name: "Uma User" });
    const me = (await (await userPage.request.get(`${site.server.url}/api/me`)).json()) as { plan: PlanId };
    await userPage.goto(`${site.server.url}/usage`);
    await userPage.getByRole("heading", { name: MESSAGES.usageHeading }).waitFor();
    await userPage.getByText(MESSAGES.currentPlan(planDisplayName(me.plan))).waitFor();
    await userPage.getByText(/^Usage resets monthly\. Current period: \d{4}-\d{2}$/).waitFor();
    await userPage.getByRole("row", { name: new RegExp(MESSAGES.usageRowRemaining) }).waitFor();

    await userPage.goto(`${site.server.url}/admin`);
    await userPage.waitForURL(`${site.server.url}/`);
  });

  it("lets an admin unlock /admin, change a plan that /usage then shows, and read the stored messages", async () => {
    adminPage = await newPage();
    await signIn(adminPage, site.server.url, { email: ADMIN_EMAIL, name: "Ada Admin" });
    await adminPage.goto(`${site.server.url}/admin`);
    const password = adminPage.getByLabel("Admin password");
    await password.fill("wrong password");
    await adminPage.getByRole("button", { name: "Unlock" }).click();
    await adminPage.getByRole("alert").filter({ hasText: MESSAGES.incorrectPassword }).waitFor();
    await password.fill(ADMIN_PASSWORD);
    await adminPage.getByRole("button", { name: "Unlock" }).click();

    await adminPage.getByText("Do you offer a yearly plan?").waitFor();
    await adminPage.getByText("My ZIP has an Unsorted folder").waitFor();

    await adminPage.getByLabel("Find a user by email").fill(USER_EMAIL);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    const userRow = adminPage.getByRole("listitem").filter({ hasText: USER_EMAIL });
    await userRow.getByLabel(`Plan for ${USER_EMAIL}`).selectOption("pro");
    await userRow.getByRole("button", { name: "Set plan" }).click();
    await toast(adminPage, `The plan of ${USER_EMAIL} has been updated to Pro`).waitFor();
    await userRow.getByRole("button", { name: "Reset Usage" }).click();
    await toast(adminPage, MESSAGES.usageReset).waitFor();

    await userPage.goto(`${site.server.url}/usage`);
    await userPage.getByText(MESSAGES.currentPlan("Pro")).waitFor();
    await userPage.getByText(MESSAGES.usageCount(0, 10_000)).waitFor();

    // The admin's own plan: the spec's toast, and the admin's /usage follows at once.
    await adminPage.getByLabel("Find a user by email").fill(ADMIN_EMAIL);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    const adminRow = adminPage.getByRole("listitem").filter({ hasText: ADMIN_EMAIL });
    await adminRow.getByLabel(`Plan for ${ADMIN_EMAIL}`).selectOption("free");
    await adminRow.getByRole("button", { name: "Set plan" }).click();
    await toast(adminPage, MESSAGES.planUpdated("Free")).waitFor();
    await adminPage.goto(`${site.server.url}/usage`);
    await adminPage.getByText(MESSAGES.currentPlan("Free")).waitFor();

    // Home page: three clicks on the heading show the newsletter admin controls; Ctrl+Shift+E downloads the
    // server's subscriber list for this unlocked admin.
    await adminPage.goto(site.server.url);
    await adminPage.getByRole("heading", { level: 1 }).click({ clickCount: 3 });
    await adminPage.getByRole("button", { name: "Reset form" }).waitFor();
    const download = adminPage.waitForEvent("download");
    await adminPage.keyboard.press("Control+Shift+E");
    const file = await download;
    expect(file.suggestedFilename()).toBe("newsletter-subscribers.csv");
    const csvPath = await file.path();
    const csv = readFileSync(csvPath, "utf8");
    expect(csv).toContain(SUBSCRIBER);
    expect(csv).toContain(OFFLINE_SUBSCRIBER);
  });

  it("shows the amber warning from 80% and the red bar above 90% of the real quota", async () => {
    const userRow = async () => {
      await adminPage.goto(`${site.server.url}/admin`);
      await adminPage.getByLabel("Find a user by email").fill(USER_EMAIL);
      await adminPage.getByRole("button", { name: "Search", exact: true }).click();
      return adminPage.getByRole("listitem").filter({ hasText: USER_EMAIL });
    };
    const row = await userRow();
    await row.getByLabel(`Plan for ${USER_EMAIL}`).selectOption("free");
    await row.getByRole("button", { name: "Set plan" }).click();
    await toast(adminPage, `The plan of ${USER_EMAIL} has been updated to Free`).waitFor();

    // Reserving a batch counts against the month, as starting an upload does.
    const reserve = async (count: number) => {
      const res = await userPage.request.post(`${site.server.url}/api/batches`, {
        data: { count },
        headers: { origin: site.server.url },
      });
      expect(res.status()).toBe(201);
    };
    const bar = userPage.getByRole("progressbar", { name: MESSAGES.usageHeading });
    await reserve(19);
    await userPage.goto(`${site.server.url}/usage`);
    await userPage.getByText(MESSAGES.usageCount(19, 25)).waitFor();
    expect(await userPage.getByText(MESSAGES.usageWarning).count()).toBe(0);

    await reserve(1);
    await userPage.reload();
    await userPage.getByText(MESSAGES.usagePercent(80)).waitFor();
    await userPage.getByText(MESSAGES.usageWarning).waitFor();
    expect(await bar.getAttribute("data-danger")).toBeNull();
    await userPage.getByRole("link", { name: MESSAGES.upgradePlan }).click();
    await userPage.waitForURL(`${site.server.url}/pricing`);

    await reserve(3);
    await userPage.goto(`${site.server.url}/usage`);
    await userPage.getByText(MESSAGES.usagePercent(92)).waitFor();
    expect(await bar.getAttribute("data-danger")).toBe("true");
    expect(await bar.getAttribute("aria-valuenow")).toBe("92");
  });

  it("logged no console errors on any page", async () => {
    for (const page of [userPage, adminPage]) await page?.close();
    expect(errors).toEqual([]);
  });
});
