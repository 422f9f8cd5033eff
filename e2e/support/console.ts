import type { ConsoleMessage, Page } from "playwright-core";

/** The browser's own "Failed to load resource … 401" line for a request to one of `paths`. */
export function isExpected401(msg: ConsoleMessage, paths: readonly string[]): boolean {
  return (
    msg.text().includes("status of 401") &&
    paths.includes(new URL(msg.location().url || "http://x/").pathname)
  );
}

/**
 * The browser's own "Failed to load resource … 401" line for `GET /api/me` while signed out. The API answers 401
 * there by contract and the app treats it as "anonymous", so it is not an error of the page.
 */
export function isSignedOutCheck(msg: ConsoleMessage): boolean {
  return isExpected401(msg, ["/api/me"]);
}

/**
 * Collects console errors and uncaught page errors (with the page's address), except the signed-out `/api/me`
 * check; `warnings` collects console warnings.
 */
export function watchPageErrors(page: Page): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !isSignedOutCheck(msg)) errors.push(`${page.url()}: ${msg.text()}`);
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(`${page.url()}: ${err.message}`));
  return { errors, warnings };
}
