import { MESSAGES, NEWSLETTER_LIST_ID, type PlanId } from "@photo-organizer/core";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp } from "../../../test/helper.ts";
import { adminAuditLog, batches, users } from "../../db/schema/index.ts";

const ADMIN_EMAIL = "boss@example.com";
const PASSWORD = "correct horse battery staple";

describe.each(DATABASE_KINDS)("admin API (%s)", (kind) => {
  const t = suiteTestApp({
    db: kind,
    env: { ADMIN_EMAILS: `Other@example.com, ${ADMIN_EMAIL}`, ADMIN_PASSWORD: PASSWORD },
  });
  let adminCookie: string;
  let adminId: string;
  beforeAll(async () => {
    adminCookie = await t.signIn({ email: "Boss@Example.com", name: "Boss" });
    adminId = await idOf("Boss@Example.com");
  });

  async function idOf(email: string) {
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row.id;
  }

  let client = 0;
  /** Requests come from distinct addresses unless a test names one, so only the rate-limit test meets it. */
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    { cookie, payload, remoteAddress }: { cookie?: string; payload?: object; remoteAddress?: string } = {},
  ) =>
    t.inject({
      method,
      url,
      payload,
      remoteAddress: remoteAddress ?? `10.2.${Math.floor(++client / 250)}.${client % 250}`,
      headers: cookie ? { cookie } : {},
    });

  const unlock = (cookie: string, password: string, remoteAddress?: string) =>
    call("POST", "/api/admin/unlock", {
      cookie,
      payload: { password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  async function lastAudit() {
    const [row] = await t.app.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1);
    return row;
  }

  const someId = "00000000-0000-4000-8000-000000000000";
  const lockedEndpoints = [
    ["GET", "/api/admin/users?query=a", undefined],
    ["PUT", `/api/admin/users/${someId}/plan`, { plan: "pro" }],
    ["POST", `/api/admin/users/${someId}/reset-usage`, undefined],
    ["DELETE", `/api/admin/users/${someId}`, undefined],
    ["GET", "/api/admin/newsletter.csv", undefined],
    ["GET", "/api/admin/messages", undefined],
  ] as const;

  it("refuses every admin endpoint to anonymous callers, non-admins and admins whose session is locked", async () => {
    const userCookie = await t.signIn({ email: "user@example.com" });
    const unverifiedAdmin = await t.signIn({
      email: "other@example.com",
      subject: "other",
      emailVerified: false,
    });
    for (const [method, url, payload] of lockedEndpoints) {
      const options = payload ? { payload } : {};
      expect((await call(method, url, options)).statusCode, `anonymous ${url}`).toBe(401);
      expect((await call(method, url, { ...options, cookie: userCookie })).statusCode, `user ${url}`).toBe(
        403,
      );
      expect((await call(method, url, { ...options, cookie: unverifiedAdmin })).statusCode, url).toBe(403);
      const locked = await call(method, url, { ...options, cookie: adminCookie });
      expect(locked.statusCode, `locked ${url}`).toBe(403);
      expect(locked.json().code).toBe("admin_locked");
    }
    expect((await call("GET", "/api/admin/status")).statusCode).toBe(401);
    expect((await unlock("", PASSWORD)).statusCode).toBe(401);
    // A non-admin cannot even try the password.
    expect((await unlock(userCookie, PASSWORD)).statusCode).toBe(403);
    expect(await lastAudit()).toMatchObject({
      action: "admin.unlock_refused",
      actorUserId: await idOf("user@example.com"),
    });
    expect((await call("GET", "/api/admin/status", { cookie: userCookie })).json()).toEqual({
      isAdmin: false,
      unlocked: false,
    });
  });

  it("a wrong password gives 'Incorrect password' and is audited; the right one unlocks this session only", async () => {
    const cookie = await t.signIn({ email: ADMIN_EMAIL, name: "Boss" });
    const otherSession = await t.signIn({ email: ADMIN_EMAIL, name: "Boss" });
    expect((await call("GET", "/api/admin/status", { cookie })).json()).toEqual({
      isAdmin: true,
      unlocked: false,
    });

    const wrong = await unlock(cookie, "guess");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.incorrectPassword, code: "incorrect_password" });
    expect(await lastAudit()).toMatchObject({ action: "admin.unlock_failed", actorUserId: adminId });
    expect((await call("GET", "/api/admin/status", { cookie })).json()).toEqual({
      isAdmin: true,
      unlocked: false,
    });

    const right = await unlock(cookie, PASSWORD);
    expect(right.statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: "admin.unlock", actorUserId: adminId });
    expect((await call("GET", "/api/admin/status", { cookie })).json()).toEqual({
      isAdmin: true,
      unlocked: true,
    });
    expect((await call("GET", "/api/admin/messages", { cookie })).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/messages", { cookie: otherSession })).statusCode).toBe(403);
  });

  describe("once unlocked", () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await t.signIn({ email: ADMIN_EMAIL });
      expect((await unlock(cookie, PASSWORD)).statusCode).toBe(204);
    });

    it("lists and searches accounts with their usage this month", async () => {
      await t.signIn({ email: "ann.smith@example.com", name: "Ann Smith" });
      await t.signIn({ email: "percent%@example.com", name: "Per Cent" });
      const all = await call("GET", "/api/admin/users", { cookie });
      expect(all.statusCode).toBe(200);
      expect(all.json().users.length).toBeGreaterThanOrEqual(3);

      const found = await call("GET", "/api/admin/users?query=ANN", { cookie });
      expect(found.json().users).toEqual([
        expect.objectContaining({ email: "ann.smith@example.com", name: "Ann Smith", usageCount: 0 }),
      ]);
      const literal = await call("GET", "/api/admin/users?query=%25", { cookie });
      expect(literal.json().users.map((u: { email: string }) => u.email)).toEqual(["percent%@example.com"]);
      expect(await lastAudit()).toMatchObject({
        action: "users.list",
        actorUserId: adminId,
        details: { query: "%" },
      });
    });

    it("sets a plan, effective at once, and audits it", async () => {
      const userCookie = await t.signIn({ email: "planned@example.com" });
      const id = await idOf("planned@example.com");
      const res = await call("PUT", `/api/admin/users/${id}/plan`, { cookie, payload: { plan: "pro" } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id, plan: "pro" });
      expect((await call("GET", "/api/usage", { cookie: userCookie })).json()).toMatchObject({
        plan: "pro",
        limit: 10_000,
        batchCap: 100,
      });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: "user.set_plan", actorUserId: adminId, targetUserId: id });
      expect(audit?.details).toMatchObject({ to: "pro" });

      const bad = await call("PUT", `/api/admin/users/${id}/plan`, { cookie, payload: { plan: "vip" } });
      expect(bad.statusCode).toBe(400);
      const unknown = await call("PUT", `/api/admin/users/${someId}/plan`, {
        cookie,
        payload: { plan: "pro" },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it("resets a user's usage and audits it", async () => {
      const userCookie = await t.signIn({ email: "heavy@example.com" });
      const id = await idOf("heavy@example.com");
      const reserved = await call("POST", "/api/batches", { cookie: userCookie, payload: { count: 12 } });
      const { batchId } = reserved.json() as { batchId: string };
      await call("POST", `/api/batches/${batchId}/finish`, { cookie: userCookie });
      await call("POST", "/api/batches", { cookie: userCookie, payload: { count: 12 } });
      await t.app.db.update(users).set({ plan: "free" }).where(eq(users.id, id));
      // Finished batch gave its 12 back; the running one still holds 12.
      expect((await call("GET", "/api/usage", { cookie: userCookie })).json().count).toBe(12);

      const res = await call("POST", `/api/admin/users/${id}/reset-usage`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().usage).toMatchObject({ plan: "free", count: 12 });
      expect(await lastAudit()).toMatchObject({ action: "user.reset_usage", targetUserId: id });
      expect((await call("POST", `/api/admin/users/${someId}/reset-usage`, { cookie })).statusCode).toBe(404);
    });

    it("deletes an account with everything kept for it, its messages and newsletter sign-up too", async () => {
      const email = "leaving@example.com";
      const userCookie = await t.signIn({ email, name: "Leaving" });
      const id = await idOf(email);
      const token = await call("POST", "/api/tokens", { cookie: userCookie, payload: { name: "laptop" } });
      const reserved = await call("POST", "/api/batches", { cookie: userCookie, payload: { count: 3 } });
      expect([token.statusCode, reserved.statusCode]).toEqual([201, 201]);
      const message = { name: "Leaving", email: "LEAVING@example.com", subject: "Bye", message: "Delete me" };
      expect((await call("POST", "/api/contact", { payload: message })).statusCode).toBe(201);
      const subscribe = { email_address: email, listId: NEWSLETTER_LIST_ID };
      expect((await call("POST", "/api/subscribe", { payload: subscribe })).statusCode).toBe(200);
      // Another person's message and sign-up stay.
      const other = { ...message, email: "staying@example.com", message: "Keep me" };
      expect((await call("POST", "/api/contact", { payload: other })).statusCode).toBe(201);

      const res = await call("DELETE", `/api/admin/users/${id}`, { cookie });
      expect(res.statusCode).toBe(204);
      // Audited without naming the account.
      expect(await lastAudit()).toMatchObject({ action: "user.delete", targetUserId: null, details: null });
      expect((await call("GET", "/api/usage", { cookie: userCookie })).statusCode).toBe(401);
      const bearer = await t.app.inject({
        method: "GET",
        url: "/api/usage",
        headers: { authorization: `Bearer ${token.json().token}` },
      });
      expect(bearer.statusCode).toBe(401);
      const left = (await call("GET", "/api/admin/messages", { cookie })).json().messages as {
        message: string;
      }[];
      expect(left.map((m) => m.message)).toContain("Keep me");
      expect(left.map((m) => m.message)).not.toContain("Delete me");
      const csv = (await call("GET", "/api/admin/newsletter.csv", { cookie })).body;
      expect(csv).not.toContain(email);
      expect(await t.app.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(await t.app.db.select().from(batches).where(eq(batches.userId, id))).toEqual([]);

      expect((await call("DELETE", `/api/admin/users/${id}`, { cookie })).statusCode).toBe(404);
      const self = await call("DELETE", `/api/admin/users/${await idOf(ADMIN_EMAIL)}`, { cookie });
      expect([self.statusCode, self.json().code]).toEqual([409, "cannot_delete_self"]);
    });

    it("exports the newsletter as CSV that spreadsheets cannot run", async () => {
      for (const email of ["reader@example.com", "=HYPERLINK(evil)@example.com"]) {
        const res = await call("POST", "/api/subscribe", {
          payload: { email_address: email, listId: NEWSLETTER_LIST_ID },
        });
        expect(res.statusCode).toBe(200);
      }
      const res = await call("GET", "/api/admin/newsletter.csv", { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/csv");
      expect(res.headers["content-disposition"]).toContain("newsletter.csv");
      const lines = res.body.trimEnd().split("\r\n");
      expect(lines[0]).toBe("email,list_id,subscribed_at");
      expect(lines).toContainEqual(
        expect.stringMatching(/^reader@example\.com,photo-organizer-newsletter,\d{4}-/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^'=hyperlink\(evil\)@example\.com,/));
      expect(lines.some((l) => l.startsWith("="))).toBe(false);
      expect(await lastAudit()).toMatchObject({ action: "newsletter.export", details: { rows: 2 } });
    });

    it("lists contact and support messages, newest first", async () => {
      const message = { name: "Ann", email: "ann@example.com", subject: "Hi", message: "First" };
      await call("POST", "/api/contact", { payload: message });
      await call("POST", "/api/contact", { payload: { ...message, message: "Second", source: "help" } });
      const res = await call("GET", "/api/admin/messages", { cookie });
      expect(res.statusCode).toBe(200);
      const messages = res.json().messages as { message: string; source: string; createdAt: string }[];
      expect(messages.slice(0, 2).map((m) => [m.message, m.source])).toEqual([
        ["Second", "help"],
        ["First", "contact"],
      ]);
      expect(await lastAudit()).toMatchObject({ action: "messages.list", actorUserId: adminId });
    });

    it("lists VIP messages first and Pro next, as their plans' support promises, with each sender's plan", async () => {
      const sender = async (email: string, plan: PlanId) => {
        const cookie = await t.signIn({ email, name: email });
        await t.app.db.update(users).set({ plan }).where(eq(users.email, email));
        return cookie;
      };
      const vip = await sender("vip-sender@example.com", "enterprise");
      const pro = await sender("pro-sender@example.com", "pro");
      const free = await sender("free-sender@example.com", "free");
      const send = (message: string, cookie?: string) =>
        call("POST", "/api/contact", {
          payload: { name: "Sender", email: "sender@example.com", subject: "Order", message },
          ...(cookie ? { cookie } : {}),
        });
      for (const [message, cookie] of [
        ["visitor 1", undefined],
        ["vip 1", vip],
        ["free 1", free],
        ["pro 1", pro],
        ["vip 2", vip],
        ["visitor 2", undefined],
      ] as const) {
        expect((await send(message, cookie)).statusCode).toBe(201);
      }
      const res = await call("GET", "/api/admin/messages", { cookie });
      const listed = (res.json().messages as { message: string; plan: PlanId | null }[])
        .filter((m) => /^(visitor|vip|free|pro) \d$/.test(m.message))
        .map((m) => [m.message, m.plan]);
      expect(listed).toEqual([
        ["vip 2", "enterprise"],
        ["vip 1", "enterprise"],
        ["pro 1", "pro"],
        ["visitor 2", null],
        ["free 1", "free"],
        ["visitor 1", null],
      ]);
    });
  });
});
