import { expect } from "vitest";
import type { CookieJar } from "./cookie-jar.ts";
import { TEST_PUBLIC_URL, type TestApp } from "./helper.ts";

const host = new URL(TEST_PUBLIC_URL).host;

/** Requests `url` as the browser would (Host, Origin, cookies), remembering the cookies it sets. */
export async function browse(
  t: TestApp,
  jar: CookieJar,
  url: string,
  options: { method?: "GET" | "POST"; form?: Record<string, string> } = {},
) {
  const target = new URL(url, TEST_PUBLIC_URL);
  expect(target.origin).toBe(TEST_PUBLIC_URL);
  const response = await t.inject({
    method: options.method ?? "GET",
    url: `${target.pathname}${target.search}`,
    headers: {
      host,
      cookie: jar.header(),
      ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
  });
  jar.store(response);
  return response;
}

function location(response: { statusCode: number; headers: Record<string, unknown> }): string {
  expect([302, 303]).toContain(response.statusCode);
  const value = response.headers.location;
  expect(typeof value).toBe("string");
  return value as string;
}

/**
 * Walks the whole sign-in through the real built-in provider up to (not including) the callback:
 * /auth/login → provider → its sign-in form → submitted → back to the provider → the callback URL.
 */
export async function signInUpToCallback(
  t: TestApp,
  jar: CookieJar,
  user: { email: string; name: string },
  returnTo?: string,
): Promise<string> {
  const login = await browse(
    t,
    jar,
    `/auth/login${returnTo === undefined ? "" : `?returnTo=${encodeURIComponent(returnTo)}`}`,
  );
  const authorize = await browse(t, jar, location(login));
  const interactionUrl = location(authorize);
  expect(interactionUrl).toMatch(/\/oidc\/interaction\//);
  const form = await browse(t, jar, interactionUrl);
  expect(form.statusCode).toBe(200);
  expect(form.body).toContain("Development sign-in provider");
  const submitted = await browse(t, jar, `${new URL(interactionUrl, TEST_PUBLIC_URL).pathname}/login`, {
    method: "POST",
    form: user,
  });
  const resumed = await browse(t, jar, location(submitted));
  const callback = location(resumed);
  expect(callback.startsWith(`${TEST_PUBLIC_URL}/auth/callback?`)).toBe(true);
  return callback;
}

/** The full sign-in; returns where the site sent the browser afterwards. */
export async function signInThroughProvider(
  t: TestApp,
  jar: CookieJar,
  user: { email: string; name: string },
  returnTo?: string,
): Promise<string> {
  const callback = await signInUpToCallback(t, jar, user, returnTo);
  return location(await browse(t, jar, callback));
}
