import { TOKENS_COPY } from "@photo-organizer/core";
import {
  MAX_TOKENS_PER_ACCOUNT,
  TOKEN_EXPIRES_HEADER,
  TOKEN_PREFIX,
  type TokenList,
} from "@photo-organizer/core/api";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteTestApp } from "../../../test/helper.ts";
import { accessTokens } from "../../db/schema/index.ts";

describe.each(DATABASE_KINDS)("personal access tokens (%s)", (kind) => {
  const t = suiteTestApp({ db: kind });

  let accounts = 0;
  const signIn = () => {
    accounts += 1;
    return t.signIn({ email: `token-user-${accounts}@example.com`, name: "Tok" });
  };
  const create = (cookie: string, name: string, more: Record<string, unknown> = {}) =>
    t.inject({ method: "POST", url: "/api/tokens", headers: { cookie }, payload: { name, ...more } });
  const list = async (cookie: string) =>
    (await t.inject({ method: "GET", url: "/api/tokens", headers: { cookie } })).json() as TokenList;
  /** A request as the command-line tool sends it: the token, no cookie, no Origin. */
  const withToken = (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

  it("creates a token shown once, stores only its hash, and lists it without the token", async () => {
    const cookie = await signIn();
    const res = await create(cookie, "  My laptop ");
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: string; name: string; token: string };
    expect(created.name).toBe("My laptop");
    expect(created.token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(created.token.length).toBeGreaterThan(40);

    const stored = await t.app.db.select().from(accessTokens);
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const { tokens } = await list(cookie);
    expect(tokens).toEqual([
      { id: created.id, name: "My laptop", createdAt: expect.any(String), lastUsedAt: null, expiresAt: null },
    ]);
    expect(JSON.stringify(tokens)).not.toContain(created.token);
  });

  it("acts as the account with its plan and allowance, without the CSRF Origin check, and records the use", async () => {
    const cookie = await signIn();
    const { token, id } = (await create(cookie, "cli")).json() as { token: string; id: string };
    const usage = await withToken(token, "GET", "/api/usage");
    expect(usage.statusCode).toBe(200);
    const before = usage.json() as { count: number; plan: string };

    const batch = await t.app.inject({
      method: "POST",
      url: "/api/batches",
      headers: { authorization: `Bearer ${token}`, origin: "https://elsewhere.example" },
      payload: { count: 3 },
    });
    expect(batch.statusCode).toBe(201);
    const { batchId } = batch.json() as { batchId: string };
    const cookieUsage = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    expect(cookieUsage.json()).toMatchObject({ plan: before.plan, count: before.count + 3 });
    const finished = await withToken(token, "POST", `/api/batches/${batchId}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ released: 3, usage: { count: before.count } });

    const listed = (await list(cookie)).tokens.find((row) => row.id === id);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it("can do nothing but organize photos: no token management, no admin, no changing account settings", async () => {
    const cookie = await signIn();
    const { token, id } = (await create(cookie, "cli")).json() as { token: string; id: string };
    for (const [method, url, payload] of [
      ["GET", "/api/tokens", undefined],
      ["POST", "/api/tokens", { name: "another" }],
      ["DELETE", `/api/tokens/${id}`, undefined],
      ["GET", "/api/admin/status", undefined],
      ["POST", "/api/admin/unlock", { password: "x" }],
      ["GET", "/api/learning/settings", undefined],
      ["PUT", "/api/organization-settings", {}],
      ["POST", "/auth/logout", undefined],
    ] as const) {
      const res = await withToken(token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({
        message: TOKENS_COPY.notAllowed,
        code: "token_not_allowed",
      });
    }
    expect((await list(cookie)).tokens).toHaveLength(1);
    const me = await withToken(token, "GET", "/api/me");
    expect(me.json()).toMatchObject({ isAdmin: false });
    // What the command-line tool organizes by: the account's organization settings, read only.
    const settings = await withToken(token, "GET", "/api/organization-settings");
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ saved: false });
  });

  it("refuses a revoked or unknown token with a message saying so, even beside a valid cookie", async () => {
    const cookie = await signIn();
    const { token, id } = (await create(cookie, "old laptop")).json() as { token: string; id: string };
    expect((await withToken(token, "GET", "/api/usage")).statusCode).toBe(200);

    const revoked = await t.inject({ method: "DELETE", url: `/api/tokens/${id}`, headers: { cookie } });
    expect(revoked.statusCode).toBe(204);
    expect((await list(cookie)).tokens).toEqual([]);

    for (const bad of [token, `${TOKEN_PREFIX}mistyped`]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/usage",
        headers: { authorization: `Bearer ${bad}`, cookie },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: TOKENS_COPY.invalid, code: "token_invalid" });
    }
  });

  it("ends a token made to last 30 days after 30 days, says so to the tool, and keeps it listed", async () => {
    const cookie = await signIn();
    const res = await create(cookie, "for a month", { expiresInDays: 30 });
    expect(res.statusCode).toBe(201);
    const created = res.json() as { id: string; token: string; expiresAt: string };
    const [listed] = (await list(cookie)).tokens;
    expect(listed?.expiresAt).toBe(created.expiresAt);
    const days = (Date.parse(created.expiresAt) - Date.parse(listed?.createdAt ?? "")) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);
    const used = await withToken(created.token, "GET", "/api/usage");
    expect(used.statusCode).toBe(200);
    // Every answer says when the token ends, for the tool to warn before it does.
    expect(used.headers[TOKEN_EXPIRES_HEADER]).toBe(created.expiresAt);

    // The 30 days are over.
    const ended = new Date(Date.now() - 1000);
    await t.app.db.update(accessTokens).set({ expiresAt: ended }).where(eq(accessTokens.id, created.id));
    const refused = await withToken(created.token, "GET", "/api/usage");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: TOKENS_COPY.expired(ended.toISOString().slice(0, 10)),
      code: "token_expired",
    });
    const after = (await list(cookie)).tokens;
    expect(after).toEqual([expect.objectContaining({ id: created.id, expiresAt: ended.toISOString() })]);
  });

  it("offers only the lifetimes the page offers, or none", async () => {
    const cookie = await signIn();
    const make = (expiresInDays: unknown) => create(cookie, "n", { expiresInDays });
    expect((await make(7)).statusCode).toBe(400);
    const misspelt = await create(cookie, "n", { expiresInDay: 30 });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({
      code: "validation_error",
      message: 'Unrecognized key: "expiresInDay"',
    });
    expect((await make("90")).statusCode).toBe(400);
    const never = await make(null);
    expect(never.statusCode).toBe(201);
    expect(never.json()).toMatchObject({ expiresAt: null });
    const { token } = never.json() as { token: string };
    const used = await withToken(token, "GET", "/api/usage");
    expect(used.statusCode).toBe(200);
    expect(used.headers[TOKEN_EXPIRES_HEADER]).toBeUndefined();
  });

  it("lets nobody else list or revoke an account's tokens", async () => {
    const owner = await signIn();
    const other = await signIn();
    const { id } = (await create(owner, "mine")).json() as { id: string };
    expect((await list(other)).tokens).toEqual([]);
    const res = await t.inject({ method: "DELETE", url: `/api/tokens/${id}`, headers: { cookie: other } });
    expect(res.statusCode).toBe(404);
    expect((await list(owner)).tokens).toHaveLength(1);
    for (const [method, url] of [
      ["GET", "/api/tokens"],
      ["POST", "/api/tokens"],
      ["DELETE", `/api/tokens/${id}`],
    ] as const) {
      const anonymous = await t.inject({
        method,
        url,
        payload: method === "POST" ? { name: "x" } : undefined,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps the CSRF Origin check for requests made with the cookie", async () => {
    const cookie = await signIn();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/tokens",
      headers: { cookie, origin: "https://elsewhere.example" },
      payload: { name: "forged" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "csrf" });
    expect((await list(cookie)).tokens).toEqual([]);
  });

  it("refuses an empty name and more than the most tokens an account may hold", async () => {
    const cookie = await signIn();
    expect((await create(cookie, "   ")).statusCode).toBe(400);
    for (let i = 0; i < MAX_TOKENS_PER_ACCOUNT; i++)
      expect((await create(cookie, `t${i}`)).statusCode).toBe(201);
    const refused = await create(cookie, "one too many");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: TOKENS_COPY.tooMany(MAX_TOKENS_PER_ACCOUNT),
      code: "too_many_tokens",
    });
  });

  it("holds an account to the most tokens it may hold when they are made all at once", async () => {
    const cookie = await signIn();
    const made = await Promise.all(
      Array.from({ length: 2 * MAX_TOKENS_PER_ACCOUNT }, (_, i) => create(cookie, `at once ${i}`)),
    );
    const statuses = made.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_TOKENS_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 403)).toHaveLength(MAX_TOKENS_PER_ACCOUNT);
    expect((await list(cookie)).tokens).toHaveLength(MAX_TOKENS_PER_ACCOUNT);
  });
});
