import {
  britishSpellings,
  documentTitle,
  MESSAGES,
  PRIVACY,
  PRODUCT_NAME,
  privacyContradictions,
  SITE_PATHS,
  UPLOAD_COPY,
} from "@photo-organizer/core";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "@/features/auth/use-auth";
import { json, stubFetch, testUser } from "@/testing/render-route";
import { AppProvider } from "./provider";
import { routes } from "./router";

const usage = {
  plan: "free",
  period: "2026-11",
  count: 5,
  limit: 25,
  remaining: 20,
  percent: 20,
  batchCap: 20,
};

/** The text a reader sees, one space between elements (textContent runs a heading into the next line). */
function textOf(root: Element | null): string {
  if (!root) return "";
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join(" ");
}

/** Renders the real route table at `path`, signed in or out, and opens every collapsed part of the page. */
async function renderPage(path: string, user: User | null) {
  stubFetch({
    "GET /api/session": () => json({ user }),
    "GET /api/usage": () => json(usage),
    "GET /api/stats": () => json({ activeUsers: 3, imagesProcessed: 150, rating: 4.9 }),
    "GET /api/config": () =>
      json({ checkoutUrls: { pro: null, vip: null }, donationUrl: null, chromeExtensionUrl: null }),
  });
  // The theme follows the system's light or dark preference; jsdom has no media queries.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findAllByRole("heading", { level: 1 });
  // "Learn more", FAQ answers, help topics: a reader opens them, so their text counts (an accordion shows
  // one answer at a time, so the text is gathered after each).
  let opened = "";
  for (const trigger of document.querySelectorAll<HTMLElement>('main [aria-expanded="false"]')) {
    act(() => fireEvent.click(trigger));
    opened += ` ${textOf(document.querySelector("main"))}`;
  }
  return { ...view, text: () => `${textOf(document.body)}${opened}` };
}

/**
 * Each heading that comes more than one level below the heading before it (an h1 followed by an h3), as
 * "h1 → h3 Title": a screen reader's list of headings then seems to miss a section.
 */
function skippedHeadingLevels(): string[] {
  let previous = 0;
  const skipped: string[] = [];
  for (const heading of document.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
    const level = Number(heading.tagName[1]);
    if (previous > 0 && level > previous + 1)
      skipped.push(`h${previous} → h${level} ${heading.textContent?.trim() ?? ""}`);
    previous = level;
  }
  return skipped;
}

/** /login leaves for the provider, /admin is behind its password; a page that redirects is seen where it lands. */
const REDIRECTS = { out: ["/usage"], in: ["/signup"] };

describe.each([
  ["signed out", null, REDIRECTS.out],
  ["signed in", testUser(), REDIRECTS.in],
] as const)("every page of the site, %s", (_who, user, redirecting) => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const pages = SITE_PATHS.filter((p) => p !== "/login" && p !== "/admin" && !redirecting.includes(p));
  it.each(pages)("%s", async (path) => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { text, unmount } = await renderPage(path, user);
    await waitFor(() => expect(document.title).toBe(documentTitle(path, PRODUCT_NAME)));
    expect(britishSpellings(text())).toEqual([]);
    expect(privacyContradictions(text())).toEqual([]);
    unmount();
  });
});

describe("pages that talk about privacy say what core's PRIVACY says", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/features", PRIVACY.card],
    ["/about", PRIVACY.card],
    ["/chrome-extension", PRIVACY.card],
    ["/faq", PRIVACY.previews],
    ["/help", PRIVACY.reviewedPhotos],
    ["/chrome-store-policy", PRIVACY.previews],
    ["/privacy", PRIVACY.kept[0]?.howToDelete ?? ""],
    ["/upload", PRIVACY.card],
  ])("%s", async (path, fact) => {
    const { text, unmount } = await renderPage(path, null);
    expect(text().replace(/\s+/g, " ")).toContain(fact);
    unmount();
  });
});

describe("headings go down one level at a time", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/features", "signed out", null],
    ["/pricing", "signed in", testUser()],
    ["/faq", "signed out", null],
    ["/upload", "signed in, before a run", testUser()],
    ["/upload", "signed out", null],
  ] as const)("%s, %s", async (path, _who, user) => {
    const { unmount } = await renderPage(path, user);
    if (path === "/upload") await screen.findByText(MESSAGES.uploadFeatureCards[0] ?? "");
    expect(skippedHeadingLevels()).toEqual([]);
    unmount();
  });
});

describe("How It Works on /upload", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks a visitor to sign in, and not a signed-in user", async () => {
    const visitor = await renderPage("/upload", null);
    expect(visitor.text()).toContain("Sign in to your account.");
    visitor.unmount();
    const member = await renderPage("/upload", testUser());
    await screen.findByText(UPLOAD_COPY.howItWorksSteps(20, true)[0] ?? "");
    expect(member.text()).not.toContain("Sign in to your account.");
    member.unmount();
  });

  it("shows an unknown path the not-found title", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { unmount } = await renderPage("/nope", null);
    await waitFor(() => expect(document.title).toBe(documentTitle("/nope", PRODUCT_NAME)));
    unmount();
  });
});
