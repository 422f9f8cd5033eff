import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, type TestApp } from "../../../test/helper.ts";
import { loadConfig } from "../../config/env.ts";
import { sessionCookieOptions } from "./session-cookie.ts";
import { setSessionAdminUnlocked } from "./sessions.ts";

describe("sessionCookieOptions", () => {
  it("is httpOnly and SameSite=Lax always, and Secure in production", () => {
    const expires = new Date();
    const dev = sessionCookieOptions(loadConfig({}), expires);
    expect(dev).toMatchObject({ httpOnly: true, sameSite: "lax", secure: false, path: "/", expires });
    const production = loadConfig({
      NODE_ENV: "production",
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "secret",
    });
    expect(sessionCookieOptions(production, expires)).toMatchObject({ httpOnly: true, secure: true });
  });
});

describe.each(DATABASE_KINDS)("request.user and the guards (%s)", (db) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWithGuardedRoutes() {
    t = await buildTestApp({ db, env: { ADMIN_EMAILS: "Boss@Example.com, other@example.com" } });
    const app = t.app;
    app.get("/api/probe/user", { preHandler: app.requireUser }, async (request) => request.user);
    app.get("/api/probe/admin", { preHandler: app.requireAdmin }, async () => ({ ok: true }));
    app.post("/api/probe/unlock", { preHandler: app.requireUser }, async (request) => {
      if (request.session) await setSessionAdminUnlocked(app.db, request.session.id, true);
      return { ok: true };
    });
    return t;
  }

  it("refuses anonymous callers with 401 and knows signed-in ones", async () => {
    const { inject, signIn } = await appWithGuardedRoutes();
    const anonymous = await inject({ method: "GET", url: "/api/probe/user" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Sign in required", code: "unauthorized" });

    const bogus = await inject({
      method: "GET",
      url: "/api/probe/user",
      headers: { cookie: "po_session=nope" },
    });
    expect(bogus.statusCode).toBe(401);

    const cookie = await signIn({ email: "ann@example.com", name: "Ann" });
    const res = await inject({ method: "GET", url: "/api/probe/user", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "ann@example.com", name: "Ann", isAdmin: false });
  });

  it("lets only an admin email with an unlocked session through requireAdmin", async () => {
    const { inject, signIn } = await appWithGuardedRoutes();
    expect((await inject({ method: "GET", url: "/api/probe/admin" })).statusCode).toBe(401);

    const userCookie = await signIn({ email: "ann@example.com" });
    const asUser = await inject({ method: "GET", url: "/api/probe/admin", headers: { cookie: userCookie } });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toMatchObject({ code: "forbidden" });
    await inject({ method: "POST", url: "/api/probe/unlock", headers: { cookie: userCookie } });
    expect(
      (await inject({ method: "GET", url: "/api/probe/admin", headers: { cookie: userCookie } })).statusCode,
    ).toBe(403);

    const unverified = await signIn({ email: "other@example.com", emailVerified: false });
    await inject({ method: "POST", url: "/api/probe/unlock", headers: { cookie: unverified } });
    expect(
      (await inject({ method: "GET", url: "/api/probe/admin", headers: { cookie: unverified } })).statusCode,
    ).toBe(403);

    const adminCookie = await signIn({ email: "boss@EXAMPLE.com" });
    const locked = await inject({ method: "GET", url: "/api/probe/admin", headers: { cookie: adminCookie } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: "admin_locked" });
    await inject({ method: "POST", url: "/api/probe/unlock", headers: { cookie: adminCookie } });
    const unlocked = await inject({
      method: "GET",
      url: "/api/probe/admin",
      headers: { cookie: adminCookie },
    });
    expect(unlocked.statusCode).toBe(200);

    // The unlock belongs to that session only: a second sign-in of the same admin starts locked.
    const secondSession = await signIn({ email: "boss@example.com" });
    expect(
      (await inject({ method: "GET", url: "/api/probe/admin", headers: { cookie: secondSession } }))
        .statusCode,
    ).toBe(403);
  });
});
