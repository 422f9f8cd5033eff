import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MESSAGES, SIGN_IN_COPY } from "@photo-organizer/core";
import { afterEach, describe, expect, it } from "vitest";
import { CookieJar } from "../../../test/cookie-jar.ts";
import {
  buildTestApp,
  DATABASE_KINDS,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../test/helper.ts";
import { browse, signInThroughProvider, signInUpToCallback } from "../../../test/sign-in-flow.ts";
import type { Database } from "../../db/client.ts";
import { loginTransactions, users } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

const ann = { email: "Ann@Example.com", name: "Ann Example" };

describe.each(DATABASE_KINDS)("sign-in through the built-in OpenID provider (%s)", (db) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("signs in with code flow + PKCE, creates the account, and /api/me shows it", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    expect((await browse(t, jar, "/api/me")).statusCode).toBe(401);

    const login = await browse(t, jar, "/auth/login?returnTo=%2Fusage%3Ftab%3D1");
    const authorize = new URL(login.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${TEST_PUBLIC_URL}/oidc/auth`);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(authorize.searchParams.get("nonce")).toBeTruthy();

    const landing = await signInThroughProvider(t, new CookieJar(), ann, "/usage?tab=1");
    expect(landing).toBe("/usage?tab=1");

    const flowJar = new CookieJar();
    expect(await signInThroughProvider(t, flowJar, ann, "/upload")).toBe("/upload");
    const me = await browse(t, flowJar, "/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      email: "Ann@Example.com",
      name: "Ann Example",
      avatarUrl: null,
      plan: "enterprise",
      isAdmin: false,
    });
    const rows = await t.database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ issuer: `${TEST_PUBLIC_URL}/oidc`, emailVerified: true });
  });

  it("GET /api/session answers 200 both signed out (user null) and signed in, never cached", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const out = await browse(t, jar, "/api/session");
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ user: null });
    expect(out.headers["cache-control"]).toBe("no-store");
    // A cookie of an ended session is a visitor too.
    const stale = await t.inject({
      method: "GET",
      url: "/api/session",
      headers: { cookie: "po_session=gone" },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ user: null });

    await signInThroughProvider(t, jar, ann);
    const signedIn = await browse(t, jar, "/api/session");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    expect(signedIn.json()).toEqual({ user: (await browse(t, jar, "/api/me")).json() });
    expect(signedIn.json().user).toMatchObject({ email: "Ann@Example.com", plan: "enterprise" });
  });

  it("sets the session cookie httpOnly and SameSite=Lax, and rotates it at every sign-in", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const callback = await signInUpToCallback(t, jar, ann);
    const done = await browse(t, jar, callback);
    const setCookie = ([] as string[]).concat(done.headers["set-cookie"] ?? []).join("\n");
    expect(setCookie).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`, "i"));
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const first = jar.get(SESSION_COOKIE);
    expect(first).toBeTruthy();

    await signInThroughProvider(t, jar, ann);
    const second = jar.get(SESSION_COOKIE);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const old = await t.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: `${SESSION_COOKIE}=${first}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await browse(t, jar, "/api/me")).statusCode).toBe(200);
  });

  it("refuses a tampered state with the 'Invalid state' page and no session", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const callback = new URL(await signInUpToCallback(t, jar, ann));
    callback.searchParams.set("state", "tampered");
    const res = await browse(t, jar, callback.href);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Invalid state");
    expect(res.body).toContain('href="/"');
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    // The transaction is used up: the genuine callback cannot be replayed afterwards either.
    callback.searchParams.delete("state");
    expect(await t.database.db.select().from(loginTransactions)).toHaveLength(0);
  });

  it("refuses a callback without its sign-in cookie, and a replayed callback", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const callback = await signInUpToCallback(t, jar, ann);
    const stranger = await browse(t, new CookieJar(), callback);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain("Invalid state");

    const jar2 = new CookieJar();
    const callback2 = await signInUpToCallback(t, jar2, ann);
    const loginCookie = jar2.get("po_login") as string;
    expect((await browse(t, jar2, callback2)).statusCode).toBe(302);
    jar2.set("po_login", loginCookie);
    const replay = await browse(t, jar2, callback2);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain("Invalid state");
  });

  it("refuses an ID token whose nonce does not match the sign-in (and a wrong PKCE verifier)", async () => {
    t = await buildTestApp({ db });
    const database = t.database.db;
    const jar = new CookieJar();
    const callback = await signInUpToCallback(t, jar, ann);
    await database.update(loginTransactions).set({ nonce: "another-nonce" });
    const res = await browse(t, jar, callback);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Login failed");
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    expect(await database.select().from(users)).toHaveLength(0);

    const jar2 = new CookieJar();
    const callback2 = await signInUpToCallback(t, jar2, ann);
    await database.update(loginTransactions).set({ codeVerifier: "x".repeat(64) });
    const res2 = await browse(t, jar2, callback2);
    expect(res2.statusCode).toBe(400);
    expect(res2.body).toContain("Login failed");
    expect(jar2.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("says a sign-in cancelled at the provider was cancelled, not that it failed", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const login = await browse(t, jar, "/auth/login?returnTo=%2Fpricing");
    const interaction = (await browse(t, jar, login.headers.location as string)).headers.location as string;
    const aborted = await browse(t, jar, `${interaction}/abort`, { method: "POST", form: {} });
    const resumed = await browse(t, jar, aborted.headers.location as string);
    const callback = new URL(resumed.headers.location as string);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const page = await browse(t, jar, callback.href);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(MESSAGES.loginFailed);
    expect(page.body).toContain(SIGN_IN_COPY.canceledTitle);
    expect(page.body).toContain(SIGN_IN_COPY.canceledText);
    expect(page.body).toContain('href="/pricing"');
    expect(page.body).toContain('href="/auth/login?returnTo=%2Fpricing"');
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
  });

  it("shows a readable page for a sign-in form whose interaction is gone", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    const login = await browse(t, jar, "/auth/login");
    const interaction = (await browse(t, jar, login.headers.location as string)).headers.location as string;
    const stranger = await browse(t, new CookieJar(), interaction);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.headers["content-type"]).toMatch(/text\/html/);
    expect(stranger.body).toContain("This sign-in has expired");
    const post = await browse(t, new CookieJar(), `${interaction}/login`, {
      method: "POST",
      form: { email: "x@example.com", name: "X" },
    });
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain("This sign-in has expired");
  });

  it("never redirects to another site after sign-in (returnTo is same-origin only)", async () => {
    t = await buildTestApp({ db });
    for (const evil of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/..//evil.example/phish",
      "javascript:alert(1)",
    ]) {
      expect(await signInThroughProvider(t, new CookieJar(), ann, evil)).toBe("/");
    }
    expect(await signInThroughProvider(t, new CookieJar(), ann, `${TEST_PUBLIC_URL}/faq`)).toBe("/");
  });

  it("signs out: ends the session, clears the cookie and ends the provider session", async () => {
    t = await buildTestApp({ db });
    const jar = new CookieJar();
    await signInThroughProvider(t, jar, ann);
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/auth/logout",
      headers: { cookie: jar.header(), origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await browse(t, jar, "/api/me")).statusCode).toBe(200);

    const cookieBefore = jar.header();
    const out = await browse(t, jar, "/auth/logout", { method: "POST" });
    expect(out.statusCode).toBe(200);
    const redirectTo = new URL(out.json().redirectTo);
    expect(redirectTo.origin + redirectTo.pathname).toBe(`${TEST_PUBLIC_URL}/oidc/session/end`);
    expect(redirectTo.searchParams.get("post_logout_redirect_uri")).toBe(`${TEST_PUBLIC_URL}/`);
    expect(jar.get(SESSION_COOKIE)).toBeUndefined();
    const stale = await t.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieBefore } });
    expect(stale.statusCode).toBe(401);

    const confirm = await browse(t, jar, redirectTo.href);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain("Sign out of the development provider too?");

    const anonymous = await browse(t, new CookieJar(), "/auth/logout", { method: "POST" });
    expect(anonymous.json()).toEqual({ redirectTo: `${TEST_PUBLIC_URL}/` });
  });

  it("gives VIP to exactly the first 10 of 14 people signing up at the same time", async () => {
    t = await buildTestApp({ db });
    const app = t;
    const people = Array.from({ length: 14 }, (_, i) => ({ email: `p${i}@example.com`, name: `P ${i}` }));
    const jars = people.map(() => new CookieJar());
    await Promise.all(people.map((person, i) => signInThroughProvider(app, jars[i] as CookieJar, person)));
    const plans = await Promise.all(jars.map(async (jar) => (await browse(app, jar, "/api/me")).json().plan));
    expect(plans.filter((p) => p === "enterprise")).toHaveLength(10);
    expect(plans.filter((p) => p === "free")).toHaveLength(4);
  });

  it("rate-limits sign-in attempts", async () => {
    t = await buildTestApp({ db });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await t.inject({ method: "GET", url: "/auth/login" })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 302)).toBe(true);
    const limited = await t.inject({ method: "GET", url: "/auth/login" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: "rate_limited" });
  });

  it("keeps accounts and sessions across a restart on the same database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "po-restart-"));
    // PGlite on disk is reopened from its folder; PostgreSQL is the same database reached by a new server.
    const first = await openTestDatabase(db, { dataDir });
    let second: Database | undefined;
    try {
      t = await buildTestApp({ db, database: first });
      const jar = new CookieJar();
      await signInThroughProvider(t, jar, ann);
      const before = (await browse(t, jar, "/api/me")).json();
      await t.close();
      if (db === "pglite") {
        await first.close();
        second = await openTestDatabase(db, { dataDir });
      }
      t = await buildTestApp({ db, database: second ?? first });
      expect((await browse(t, jar, "/api/me")).json()).toEqual(before);
      const again = new CookieJar();
      await signInThroughProvider(t, again, ann);
      expect((await browse(t, again, "/api/me")).json()).toEqual(before);
      expect(await (second ?? first).db.select().from(users)).toHaveLength(1);
    } finally {
      await t?.close();
      t = undefined;
      await (second ?? first).close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000); // PGlite on disk runs initdb first: seconds normally, much longer on a busy machine
});
