import { afterEach, describe, expect, it } from "vitest";
import { CookieJar } from "../../../test/cookie-jar.ts";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

/**
 * A browser at the server: every request goes to the host in its URL with that host's cookies (cookies are
 * per host), redirects are followed, and the dev provider's form is filled in when it shows.
 */
function browser(t: TestApp) {
  const jars = new Map<string, CookieJar>();
  const jarOf = (host: string) => {
    const jar = jars.get(host) ?? new CookieJar();
    jars.set(host, jar);
    return jar;
  };
  const visited: string[] = [];

  async function request(url: URL, form?: Record<string, string>) {
    const jar = jarOf(url.host);
    const response = await t.inject({
      method: form ? "POST" : "GET",
      url: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        origin: url.origin,
        cookie: jar.header(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    jar.store(response);
    visited.push(url.href);
    return response;
  }

  /** Opens `start` and follows the sign-in to its end; returns where it landed. */
  async function signIn(start: string, person: { email: string; name: string }) {
    let url = new URL(start);
    let response = await request(url);
    for (let hops = 0; hops < 12; hops++) {
      if ([302, 303].includes(response.statusCode)) {
        url = new URL(response.headers.location as string, url);
        response = await request(url);
      } else if (response.statusCode === 200 && url.pathname.includes("/oidc/interaction/")) {
        url = new URL(`${url.pathname}/login`, url);
        response = await request(url, person);
      } else break;
    }
    return { url, response };
  }

  return { signIn, request, visited };
}

const ann = { email: "ann@example.com", name: "Ann" };

describe("a sign-in started at another address of this server", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it.each([
    ["http://localhost:3000", "http://127.0.0.1:3000"],
    ["http://127.0.0.1:3000", "http://localhost:3000"],
    ["http://localhost:3000", "http://192.168.1.20:3000"],
  ])("runs on PUBLIC_URL %s when opened at %s, and signs in", async (publicUrl, openedAt) => {
    t = await buildTestApp({ db: "pglite", env: { PUBLIC_URL: publicUrl } });
    const b = browser(t);
    const first = await b.request(new URL(`${openedAt}/auth/login?returnTo=%2Fupload`));
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`${publicUrl}/auth/login?returnTo=%2Fupload&fromOtherAddress=1`);

    const { url, response } = await b.signIn(`${openedAt}/auth/login?returnTo=%2Fupload`, ann);
    expect(response.body).not.toContain("Invalid state");
    expect(url.href).toBe(`${publicUrl}/upload`);
    const me = await b.request(new URL(`${publicUrl}/api/me`));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ann.email });
    // After the first hop every step ran on PUBLIC_URL's origin.
    expect(b.visited.slice(2).every((href) => new URL(href).origin === publicUrl)).toBe(true);
  });

  it("starts at once on PUBLIC_URL, and does not loop behind a proxy that rewrites Host", async () => {
    t = await buildTestApp({ db: "pglite", env: { PUBLIC_URL: "https://photos.example.com" } });
    const direct = await t.inject({
      method: "GET",
      url: "/auth/login",
      headers: { host: "photos.example.com", "x-forwarded-proto": "https" },
    });
    // Without TRUST_PROXY the scheme is the connection's (http): one redirect, then the marker stops it.
    const proxied = (url: string) =>
      (t as TestApp).inject({ method: "GET", url, headers: { host: "127.0.0.1:3000" } });
    const once = await proxied("/auth/login");
    expect(once.statusCode).toBe(302);
    expect(once.headers.location).toBe("https://photos.example.com/auth/login?fromOtherAddress=1");
    const twice = await proxied("/auth/login?fromOtherAddress=1");
    expect(twice.statusCode).toBe(302);
    expect(twice.headers.location).toMatch(/^https:\/\/photos\.example\.com\/oidc\/auth\?/);
    expect(direct.statusCode).toBe(302);
    expect(direct.headers.location).toMatch(/^https:\/\/photos\.example\.com\/(oidc\/auth\?|auth\/login)/);
  });
});
