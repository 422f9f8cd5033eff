import AxeBuilder from "@axe-core/playwright";
import {
  COPYRIGHT_YEAR,
  documentTitle,
  EXTENSION_PAGE_COPY,
  FOUNDING_YEAR,
  MESSAGES,
  PLANS,
  PRICING_PLANS,
  PRIVACY,
  PRODUCT_NAME,
  SCROLL_TOP_THRESHOLD_PX,
  SIGN_OUT_COPY,
} from "@photo-organizer/core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { watchPageErrors } from "../support/console.ts";
import { PUBLIC_ROUTES } from "../support/routes.ts";
import { currentUser, signIn } from "../support/sign-in.ts";
import { useSite } from "../support/site.ts";

const CHECKOUT_PRO = "https://checkout.example.test/pro";

/** What each route must show (its key texts); `/login` leaves for the provider and is checked separately. */
const KEY_TEXTS: Record<string, string[]> = {
  "/": [],
  "/features": [MESSAGES.featuresHeading, ...MESSAGES.featureCards],
  "/pricing": PRICING_PLANS.map((plan) => plan.buttonText),
  "/upload": [MESSAGES.uploadHeading, MESSAGES.uploadSignUpPrompt],
  "/signup": [MESSAGES.signupHeading, MESSAGES.signupLoginLink],
  "/help": [...MESSAGES.helpTopics, MESSAGES.submitSupportRequest],
  "/examples": ["Family Photos", "Travel", "Project Documentation", "Event Photography", "Photo Archiving"],
  "/faq": ["Frequently Asked Questions", "Still have questions?"],
  "/demos": ["From messy folder to organized ZIP", "Smart renaming, step by step"],
  "/chrome-extension": [
    MESSAGES.addToChrome,
    EXTENSION_PAGE_COPY.storeStepsTitle,
    EXTENSION_PAGE_COPY.faqTitle,
  ],
  "/chrome-store-policy": [`Effective date: ${MESSAGES.chromeStorePolicyEffectiveDate}`, "Single purpose"],
  "/about": ["Our story", "Our mission", "Meet the team", `Founded in ${FOUNDING_YEAR}`],
  "/contact": [MESSAGES.formSubject],
  "/terms": ["Terms of Service", "Acceptable use"],
  "/privacy": ["Privacy Policy", PRIVACY.originals],
  "/disclaimer": [MESSAGES.disclaimerTitle, "at least 13 years old", "16", "$1.99"],
  "/success": [MESSAGES.successHeading, MESSAGES.goToUploads],
};

type Watched = { page: Page; errors: string[]; warnings: string[] };

function watch(page: Page): Watched {
  return { page, ...watchPageErrors(page) };
}

describe("the whole site", () => {
  // No extension built for this server: "Add to Chrome" leads to the store.
  const site = useSite({
    CHECKOUT_URL_PRO: CHECKOUT_PRO,
    EXTENSION_ZIP: "/nonexistent/photo-organizer-extension.zip",
  });

  async function open(options: { width?: number; colorScheme?: "light" | "dark" } = {}): Promise<Watched> {
    const context = await site.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      colorScheme: options.colorScheme ?? "light",
      reducedMotion: "reduce",
    });
    return watch(await context.newPage());
  }

  const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).first();

  it("renders every route signed out with its key texts, header, footer and no console errors", async () => {
    const { page, errors } = await open();
    for (const route of PUBLIC_ROUTES) {
      if (route === "/login") continue;
      await page.goto(`${site.server.url}${route}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.title()).toBe(documentTitle(route, PRODUCT_NAME));
      for (const text of KEY_TEXTS[route] ?? []) {
        await page.getByText(text, { exact: false }).first().waitFor({ timeout: 5000 });
      }
      const header = page.locator("header");
      await header.getByRole("button", { name: MESSAGES.login }).waitFor();
      expect(await header.getByRole("button", { name: MESSAGES.logOut }).count()).toBe(0);
      expect(await header.getByRole("link", { name: MESSAGES.navUsage }).count()).toBe(0);
      const footer = page.locator("footer");
      await footer.getByText(`© ${COPYRIGHT_YEAR}`).waitFor();
      for (const href of ["/terms", "/privacy", "/contact", "/features", "/about", "/faq"]) {
        expect(await footer.locator(`a[href="${href}"]`).count()).toBeGreaterThan(0);
      }
    }
    expect(errors).toEqual([]);
  });

  it("answers HTTP 404 with the not-found page for an unknown path, and logs the path", async () => {
    const { page, warnings, errors } = await open();
    const response = await page.goto(`${site.server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: MESSAGES.notFoundHeading }).waitFor();
    expect(await page.title()).toBe(documentTitle("/no/such/page", PRODUCT_NAME));
    await page.getByText(MESSAGES.notFoundCode, { exact: true }).waitFor();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${site.server.url}/`);
    expect(warnings.some((w) => w.includes("/no/such/page"))).toBe(true);
    // The browser's own line for the page's 404 status is the point of this visit.
    expect(errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });

  it("/login starts the sign-in at the provider", async () => {
    const { page } = await open();
    await page.goto(`${site.server.url}/login`);
    await page.waitForURL((url) => url.pathname.startsWith("/oidc/"));
  });

  it("remembers the theme under ui-theme and puts the class on <html>", async () => {
    const { page, errors } = await open({ colorScheme: "light" });
    await page.goto(`${site.server.url}/features`);
    expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("opens the Resources and Company menus and the phone menu with the keyboard", async () => {
    const { page } = await open();
    await page.goto(`${site.server.url}/`);
    await page.getByRole("button", { name: "Resources" }).focus();
    await page.keyboard.press("Enter");
    await page
      .getByRole("link", { name: /Use Cases/ })
      .first()
      .waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Company" }).click();
    await page
      .getByRole("link", { name: /About Us/ })
      .first()
      .click();
    await page.waitForURL(`${site.server.url}/about`);

    const phone = await open({ width: 390 });
    await phone.page.goto(`${site.server.url}/`);
    expect(await phone.page.getByRole("button", { name: "Resources" }).isVisible()).toBe(false);
    await phone.page.getByRole("button", { name: "Open menu" }).click();
    await phone.page.getByRole("dialog").getByRole("link", { name: "FAQ" }).click();
    await phone.page.waitForURL(`${site.server.url}/faq`);
    await phone.page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("footer share buttons: shown by default with the site address, hidden by the switch across reloads", async () => {
    const { page, errors } = await open();
    await page.goto(`${site.server.url}/about`);
    const footer = page.locator("footer");
    const facebook = footer.getByRole("link", { name: "Share on Facebook" });
    expect(await facebook.getAttribute("href")).toContain(encodeURIComponent(site.server.url));
    for (const network of ["X", "LinkedIn", "Pinterest", "Instagram"]) {
      await footer.getByLabel(`Share on ${network}`).waitFor();
    }
    await footer.getByRole("switch", { name: "Show share buttons" }).click();
    await facebook.waitFor({ state: "hidden" });
    await page.reload();
    expect(
      await footer.getByRole("switch", { name: "Show share buttons" }).getAttribute("aria-checked"),
    ).toBe("false");
    expect(await facebook.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("shows the scroll-to-top button only after scrolling", async () => {
    const { page } = await open();
    await page.goto(`${site.server.url}/terms`);
    // Hidden from assistive technology until it appears, so found by its label rather than its role.
    const button = page.locator('button[aria-label="Scroll to top"]');
    expect(await button.getAttribute("aria-hidden")).toBe("true");
    await page.evaluate((y) => window.scrollTo(0, y + 200), SCROLL_TOP_THRESHOLD_PX);
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Scroll to top"]')?.getAttribute("aria-hidden") === "false",
    );
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it("pricing: Free toasts, Pro goes to the configured checkout, VIP falls back to /contact", async () => {
    const { page, errors } = await open();
    await page.route(`${CHECKOUT_PRO}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title>" }),
    );
    await page.goto(`${site.server.url}/pricing`);
    await page.getByText("Most popular").waitFor();
    const [free, pro, vip] = PRICING_PLANS;
    await page.getByRole("button", { name: free?.buttonText }).click();
    await toast(page, MESSAGES.freePlanSelected(PLANS.free.monthlyLimit, PLANS.free.batchCap)).waitFor();
    await page.getByRole("button", { name: vip?.buttonText }).click();
    await page.waitForURL(`${site.server.url}/contact`);
    await page.goto(`${site.server.url}/pricing`);
    await page.getByRole("button", { name: pro?.buttonText }).click();
    await page.waitForURL(CHECKOUT_PRO);
    expect(errors).toEqual([]);
  });

  it("FAQ keeps one answer open; features expand; use cases link to /upload; demos play", async () => {
    const { page, errors } = await open();
    await page.goto(`${site.server.url}/faq`);
    const questions = page.locator("main [data-slot=accordion-trigger]");
    expect(await questions.count()).toBe(8);
    await questions.nth(0).click();
    await questions.nth(1).click();
    expect(await questions.nth(0).getAttribute("aria-expanded")).toBe("false");
    expect(await questions.nth(1).getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);

    await page.goto(`${site.server.url}/features`);
    const learnMore = page.getByRole("button", { name: MESSAGES.learnMore });
    expect(await learnMore.count()).toBe(6);
    await learnMore.first().click();
    await page.getByText("whole words").waitFor();

    await page.goto(`${site.server.url}/examples`);
    const tryIt = page.getByRole("link", { name: new RegExp(`^${MESSAGES.tryItNow}`) });
    expect(await tryIt.count()).toBe(6);
    expect(await tryIt.first().getAttribute("href")).toBe("/upload");

    await page.goto(`${site.server.url}/demos`);
    await page.getByRole("button", { name: "Play demo: From messy folder to organized ZIP" }).first().click();
    await page.getByRole("button", { name: "Pause demo: From messy folder to organized ZIP" }).waitFor();
    await page.getByText("organized_photos.zip").first().waitFor({ timeout: 20_000 });

    await page.goto(`${site.server.url}/success`);
    expect(await page.getByRole("link", { name: MESSAGES.goToUploads }).getAttribute("href")).toBe("/upload");
    await page.goto(`${site.server.url}/about`);
    expect(await page.getByRole("link", { name: MESSAGES.getInTouch }).getAttribute("href")).toBe("/contact");
    expect(errors).toEqual([]);
  });

  it("opens the Chrome Web Store in a new tab", async () => {
    const { page } = await open();
    await page.goto(`${site.server.url}/chrome-extension`);
    // Headless Chromium here cannot start the separate process a noopener tab needs, so record the call instead.
    await page.evaluate(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await page.getByRole("button", { name: MESSAGES.addToChrome }).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[0]).toMatch(/^https:\/\/chromewebstore\.google\.com\//);
    expect(opened[0]?.[1]).toBe("_blank");
    expect(opened[0]?.[2]).toContain("noopener");
  });

  it("signed in: every route renders, the header shows Usage and Log Out, and Log Out signs out", async () => {
    const { page, errors } = await open();
    await signIn(page, site.server.url, { email: "site-shell@example.test", name: "Shell Tester" });
    for (const route of [...PUBLIC_ROUTES.filter((r) => r !== "/login" && r !== "/signup"), "/usage"]) {
      await page.goto(`${site.server.url}${route}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const header = page.locator("header");
      await header.getByRole("button", { name: MESSAGES.logOut }).waitFor();
      await header.getByRole("link", { name: MESSAGES.navUsage }).waitFor();
      expect(await header.getByRole("button", { name: MESSAGES.login }).count()).toBe(0);
    }
    // Log Out while /usage is still reading the account, on a slow network: its reads must not reach the server
    // after the session ended, where each would be refused with a 401 while the page is still there to log it.
    const slow = () => new Promise((resolve) => setTimeout(resolve, 500));
    await page.route(/\/api\/(usage|tokens)$/, async (route) => {
      await slow();
      await route.continue();
    });
    await page.route(/\/auth\/logout$/, async (route) => {
      const response = await route.fetch();
      await slow();
      await slow();
      await route.fulfill({ response });
    });
    await page.reload();
    await page.getByText(MESSAGES.usageHeading).waitFor();
    await page.locator("header").getByRole("button", { name: MESSAGES.logOut }).click();
    // The server ends the session and sends the browser to the provider's sign-out, which comes back to the site.
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL(`${site.server.url}/`);
    await page.locator("header").getByRole("button", { name: MESSAGES.login }).waitFor();
    expect(await currentUser(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("a sign-out whose answer was lost after the session ended still ends signed out, without saying otherwise", async () => {
    const { page, errors } = await open();
    await signIn(page, site.server.url, { email: "site-lost-answer@example.test", name: "Lost Answer" });
    // On a slow network /usage is still reading the account when Log Out is clicked: its next reads wait behind
    // the sign-out and must not go once the session has ended.
    await page.route(/\/api\/usage$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(`${site.server.url}/usage`);
    await page.getByText(MESSAGES.usageHeading).waitFor();
    // The server ends the session; its answer never reaches the page.
    await page.route(/\/auth\/logout$/, async (route) => {
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.locator("header").getByRole("button", { name: MESSAGES.logOut }).click();
    await page.waitForURL(`${site.server.url}/`);
    await page.locator("header").getByRole("button", { name: MESSAGES.login }).waitFor();
    expect(await currentUser(page)).toBeNull();
    expect(await toast(page, SIGN_OUT_COPY.failedTitle).count()).toBe(0);
    // The browser's own line for the request cut off is the only error.
    expect(errors.filter((e) => !e.includes("ERR_CONNECTION_RESET"))).toEqual([]);
  });

  const AXE_ROUTES = [...PUBLIC_ROUTES.filter((r) => r !== "/login"), "/no-such-page"];
  /** The dark, phone-width pass covers one page of each layout (axe is slow on two shared cores). */
  const AXE_DARK_PHONE_ROUTES = ["/", "/features", "/pricing", "/demos", "/terms", "/no-such-page"];

  it.each([
    ["light", 1280, AXE_ROUTES],
    ["dark", 390, AXE_DARK_PHONE_ROUTES],
  ] as const)(
    "has no serious or critical accessibility violations (%s, %i px)",
    async (colorScheme, width, routes) => {
      const found: string[] = [];
      const { page } = await open({ colorScheme, width });
      for (const route of routes) {
        await page.goto(`${site.server.url}${route}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        // Wait until the header knows the auth state (the Login button exists, visible or in the phone menu).
        await page
          .locator("header button", { hasText: MESSAGES.login })
          .first()
          .waitFor({ state: "attached" });
        const result = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        for (const violation of result.violations) {
          if (violation.impact === "serious" || violation.impact === "critical") {
            const targets = violation.nodes.map((n) => n.target.join(" ")).slice(0, 3);
            found.push(`${route}: ${violation.id} (${violation.impact}) ${targets.join(", ")}`);
          }
        }
      }
      expect(found).toEqual([]);
    },
    240_000,
  );
});
