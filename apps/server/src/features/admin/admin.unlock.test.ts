import { ADMIN_PASSWORD_ATTEMPTS, ADMIN_UNLOCK_TTL_MS, MESSAGES } from "@photo-organizer/core";
import { desc, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, openTestDatabase, type TestApp } from "../../../test/helper.ts";
import type { Database } from "../../db/client.ts";
import { adminAuditLog, rateLimitCounters, sessions } from "../../db/schema/index.ts";
import { hashToken } from "../auth/sessions.ts";

const PASSWORD = "correct horse battery staple";
const ADMINS = "boss@example.com, deputy@example.com";

/** D3 and issue 11 items 9 and 15: the admin password's attempt limit and the unlock's lifetime. */
describe.each(DATABASE_KINDS)("admin unlock (%s)", (kind) => {
  const open: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  async function app(database?: Database): Promise<TestApp> {
    const t = await buildTestApp({
      db: kind,
      env: { ADMIN_EMAILS: ADMINS, ADMIN_PASSWORD: PASSWORD },
      ...(database ? { database } : {}),
    });
    open.push(t);
    return t;
  }

  const unlock = (t: TestApp, cookie: string, password: string, remoteAddress = "10.3.3.3") =>
    t.inject({
      method: "POST",
      url: "/api/admin/unlock",
      payload: { password },
      remoteAddress,
      headers: cookie ? { cookie } : {},
    });
  const status = async (t: TestApp, cookie: string) =>
    (await t.inject({ method: "GET", url: "/api/admin/status", headers: { cookie } })).json();

  async function wrongUntilLimit(t: TestApp, cookie: string, remoteAddress?: string) {
    for (let i = 0; i < ADMIN_PASSWORD_ATTEMPTS.max; i++) {
      expect((await unlock(t, cookie, `wrong ${i}`, remoteAddress)).statusCode).toBe(401);
    }
  }

  it("limits wrong passwords per admin account, even when the password is finally right", async () => {
    const t = await app();
    const cookie = await t.signIn({ email: "boss@example.com" });
    await wrongUntilLimit(t, cookie, "10.3.3.3");
    // Another address, and another session of the same account, do not get fresh attempts.
    const otherSession = await t.signIn({ email: "boss@example.com" });
    const blocked = await unlock(t, otherSession, PASSWORD, "10.4.4.4");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyPasswordAttempts(15), code: "rate_limited" });
    const retryAfter = Number(blocked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(ADMIN_PASSWORD_ATTEMPTS.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(ADMIN_PASSWORD_ATTEMPTS.windowMs / 1000);
    expect((await status(t, otherSession)).unlocked).toBe(false);
    const [audit] = await t.app.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(audit?.action).toBe("admin.unlock_throttled");
    // The window ends: the admin may try again.
    await t.app.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(like(rateLimitCounters.key, "admin-unlock:%"));
    expect((await unlock(t, otherSession, PASSWORD, "10.4.4.4")).statusCode).toBe(204);
  });

  it("limits wrong passwords per address across admin accounts", async () => {
    const t = await app();
    const boss = await t.signIn({ email: "boss@example.com" });
    const deputy = await t.signIn({ email: "deputy@example.com" });
    await wrongUntilLimit(t, boss, "10.5.5.5");
    expect((await unlock(t, deputy, PASSWORD, "10.5.5.5")).statusCode).toBe(429);
    // The deputy from its own address is not affected.
    expect((await unlock(t, deputy, PASSWORD, "10.6.6.6")).statusCode).toBe(204);
  });

  it("anonymous and non-admin attempts from the admin's address cannot lock the admin out", async () => {
    const t = await app();
    const user = await t.signIn({ email: "mallory@example.com" });
    for (let i = 0; i < 3 * ADMIN_PASSWORD_ATTEMPTS.max; i++) {
      expect((await unlock(t, "", `guess ${i}`)).statusCode).toBe(401);
      expect((await unlock(t, user, `guess ${i}`)).statusCode).toBe(403);
    }
    const admin = await t.signIn({ email: "boss@example.com" });
    expect((await unlock(t, admin, PASSWORD)).statusCode).toBe(204);
    expect((await status(t, admin)).unlocked).toBe(true);
  });

  it("the right password does not use up an attempt", async () => {
    const t = await app();
    for (let i = 0; i <= ADMIN_PASSWORD_ATTEMPTS.max; i++) {
      const cookie = await t.signIn({ email: "boss@example.com" });
      expect((await unlock(t, cookie, PASSWORD)).statusCode).toBe(204);
    }
    const cookie = await t.signIn({ email: "boss@example.com" });
    await wrongUntilLimit(t, cookie);
  });

  it("counts attempts across server instances sharing the database, concurrent ones included", async () => {
    const database = await openTestDatabase(kind);
    open.push(database);
    const [a, b] = [await app(database), await app(database)];
    const cookie = await a.signIn({ email: "boss@example.com" });
    const answers = await Promise.all(
      Array.from({ length: 4 * ADMIN_PASSWORD_ATTEMPTS.max }, (_, i) =>
        unlock(i % 2 === 0 ? a : b, cookie, `wrong ${i}`, `10.7.0.${i}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ADMIN_PASSWORD_ATTEMPTS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * ADMIN_PASSWORD_ATTEMPTS.max);
  });

  it("the unlock expires after ADMIN_UNLOCK_TTL_MS", async () => {
    const t = await app();
    const cookie = await t.signIn({ email: "boss@example.com" });
    expect((await unlock(t, cookie, PASSWORD)).statusCode).toBe(204);
    expect(
      (await t.inject({ method: "GET", url: "/api/admin/messages", headers: { cookie } })).statusCode,
    ).toBe(200);
    const token = cookie.slice(cookie.indexOf("=") + 1);
    const setUnlockedAt = (at: Date) =>
      t.app.db
        .update(sessions)
        .set({ adminUnlockedAt: at })
        .where(eq(sessions.id, hashToken(token)));

    await setUnlockedAt(new Date(Date.now() - ADMIN_UNLOCK_TTL_MS + 60_000));
    expect((await status(t, cookie)).unlocked).toBe(true);

    await setUnlockedAt(new Date(Date.now() - ADMIN_UNLOCK_TTL_MS - 1000));
    expect(await status(t, cookie)).toEqual({ isAdmin: true, unlocked: false });
    const locked = await t.inject({ method: "GET", url: "/api/admin/messages", headers: { cookie } });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe("admin_locked");
  });
});
