import type { ConsoleMessage, Page } from "playwright-core";

/** The browser's own "Failed to load resource … 401" line for a request to one of `paths`. */
export function isExpected401(msg: ConsoleMessage, paths: readonly string[]): boolean {
  return (
    msg.text().includes("status of 401") &&
    paths.includes(new URL(msg.location().url || "http://x/").pathname)
  );
}

/**
 * Collects console errors and uncaught page errors (with the page's address), every one of them: a signed-out
 * visit makes no failed request (the app asks `GET /api/session`, which answers 200 for a visitor).
 * `warnings` collects console warnings.
 */
export function watchPageErrors(page: Page): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${page.url()}: ${msg.text()}`);
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
  return { errors, warnings };
}
