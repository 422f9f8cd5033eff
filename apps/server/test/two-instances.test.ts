import { PLANS } from "@photo-organizer/core";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { batches, monthlyUsage, users } from "../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../src/features/auth/session-cookie.ts";
import { createSession } from "../src/features/auth/sessions.ts";
import { createTestPostgresDatabase } from "./helper.ts";

/**
 * D2 across server instances: two real server processes (`tsx apps/server/src/server.ts`) share one fresh
 * PostgreSQL database, and concurrent reservations sent to both never grant more than the monthly limit.
 */
describe("two server processes sharing one PostgreSQL database", () => {
  let created: { url: string; drop: () => Promise<void> } | undefined;
  let database: Database | undefined;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    created = await createTestPostgresDatabase();
    // Both start at once: their migrations run under an advisory lock. The OpenAI describer is chosen only
    // so that the processes do not load local models; nothing here analyses an image.
    const env = { DATABASE_URL: created.url, DESCRIBER: "openai", BATCH_SWEEP_SECONDS: "1" };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    database = await openDatabase({ kind: "postgres", url: created.url });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await created?.drop();
  });

  /** An account on `plan` with one session (the cookie works on both servers: sessions live in the database). */
  async function account(email: string, plan: "free" | "pro") {
    if (!database) throw new Error("no database");
    const [user] = await database.db
      .insert(users)
      .values({ issuer: "https://test", subject: email, email, emailVerified: true, plan })
      .returning();
    if (!user) throw new Error("no user");
    const { token } = await createSession(database.db, { userId: user.id, idToken: null });
    return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  const reserve = (server: RunningServer, cookie: string, count: number) =>
    fetch(`${server.url}/api/batches`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ count }),
    });

  async function countOf(userId: string) {
    if (!database) throw new Error("no database");
    const rows = await database.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, userId));
    return rows.reduce((sum, r) => sum + r.count, 0);
  }

  it("grants exactly the free limit to 100 concurrent one-image reservations split over both", async () => {
    const { id, cookie } = await account("free@example.com", "free");
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => reserve(servers[i % 2] as RunningServer, cookie, 1)),
    );
    const statuses = responses.map((r) => r.status);
    const granted = statuses.filter((s) => s === 201).length;
    expect(granted).toBe(PLANS.free.monthlyLimit);
    expect(statuses.filter((s) => s === 403)).toHaveLength(100 - PLANS.free.monthlyLimit);
    // Both processes granted some: the race really ran across instances.
    const grantedBy = [0, 1].map((k) => statuses.filter((s, i) => s === 201 && i % 2 === k).length);
    expect(Math.min(...grantedBy)).toBeGreaterThan(0);
    expect(await countOf(id)).toBe(PLANS.free.monthlyLimit);
  });

  it("never over-grants mixed-size reservations near the limit", async () => {
    const { id, cookie } = await account("pro@example.com", "pro");
    if (!database) throw new Error("no database");
    await database.db.insert(monthlyUsage).values({
      userId: id,
      period: new Date().toISOString().slice(0, 7),
      count: PLANS.pro.monthlyLimit - 1_000,
    });
    const sizes = Array.from({ length: 60 }, (_, i) => (i % 10) * 10 + 10);
    const responses = await Promise.all(
      sizes.map((n, i) => reserve(servers[i % 2] as RunningServer, cookie, n)),
    );
    const grantedTotal = responses.reduce((sum, r, i) => sum + (r.status === 201 ? (sizes[i] ?? 0) : 0), 0);
    expect(grantedTotal).toBeGreaterThan(0);
    expect(grantedTotal).toBeLessThanOrEqual(1_000);
    expect(await countOf(id)).toBe(PLANS.pro.monthlyLimit - 1_000 + grantedTotal);
    const rows = await database.db.select().from(batches).where(eq(batches.userId, id));
    expect(rows.reduce((sum, b) => sum + b.reserved, 0)).toBe(grantedTotal);
  });
});
