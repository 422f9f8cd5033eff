import type { Page } from "playwright-core";

export type SignInUser = { email: string; name: string };

/**
 * Fills in the built-in development provider's sign-in form on the page that is showing it, and waits until
 * the site has the browser back (signed in).
 */
export async function completeDevSignIn(page: Page, serverUrl: string, user: SignInUser): Promise<void> {
  await page.getByRole("heading", { name: "Sign in to Photo Organizer" }).waitFor();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Name").fill(user.name);
  await Promise.all([
    page.waitForURL((url) => url.origin === new URL(serverUrl).origin && !url.pathname.startsWith("/oidc")),
    page.getByRole("button", { name: "Sign in", exact: true }).click(),
  ]);
}

/**
 * Signs in through the real sign-in flow: the server's /auth/login, the built-in development OpenID provider's
 * page (email and name typed in), and back to `returnTo` (default "/") with the session cookie set.
 */
export async function signIn(page: Page, serverUrl: string, user: SignInUser, returnTo = "/"): Promise<void> {
  await page.goto(`${serverUrl}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await completeDevSignIn(page, serverUrl, user);
}

/** `GET /api/session` from inside the page (with its cookies): the user, or null when signed out. */
export async function currentUser(page: Page): Promise<{ email: string | null; name: string | null } | null> {
  return page.evaluate(async () => {
    const res = await fetch("/api/session", { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`GET /api/session answered ${res.status}`);
    return (await res.json()).user;
  });
}
