import { API_REFUSALS, MESSAGES, PLANS, type PlanId } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analysedUnder, DATABASE_KINDS, suiteTestApp } from "../../../test/helper.ts";
import { batches, monthlyUsage, users } from "../../db/schema/index.ts";
import { RESERVATIONS_PER_MINUTE } from "./batches.routes.ts";
import { useSlot } from "./batches.service.ts";

describe.each(DATABASE_KINDS)("usage and batches API (%s)", (kind) => {
  // One app and database for the file (each test uses its own accounts): a fresh PGlite costs seconds.
  const t = suiteTestApp({ db: kind, env: { DESCRIBE_WORKERS: "3" } });

  let accounts = 0;
  /** Signs in a new account and puts it on `plan` (the first ten accounts are VIP, D4). */
  async function signInOnPlan(label: string, plan: PlanId) {
    accounts += 1;
    const email = `${label}-${accounts}@example.com`;
    const cookie = await t.signIn({ email, name: label });
    const [row] = await t.app.db.update(users).set({ plan }).where(eq(users.email, email)).returning();
    if (!row) throw new Error(`no account for ${email}`);
    return { cookie, id: row.id };
  }

  const reserve = (cookie: string, count: number, key?: string) =>
    t.inject({ method: "POST", url: "/api/batches", headers: { cookie }, payload: { count, key } });
  const usageOf = async (cookie: string) =>
    (await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } })).json() as { count: number };

  it("refuses anonymous callers", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ["GET", "/api/usage"],
      ["POST", "/api/batches"],
      ["POST", `/api/batches/${id}/finish`],
    ] as const) {
      const res = await t.inject({ method, url, payload: method === "POST" ? { count: 1 } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("limits how many reservations one account asks for in a minute (429 with Retry-After)", async () => {
    const { cookie } = await signInOnPlan("runaway", "pro");
    const statuses: number[] = [];
    for (let i = 0; i < RESERVATIONS_PER_MINUTE; i++) statuses.push((await reserve(cookie, 1)).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await reserve(cookie, 1);
    expect([refused.statusCode, refused.json().code]).toEqual([429, "rate_limited"]);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Nothing was reserved for the refused request, and another account is not held back.
    expect((await usageOf(cookie)).count).toBe(RESERVATIONS_PER_MINUTE);
    const other = await signInOnPlan("bystander", "pro");
    expect((await reserve(other.cookie, 1)).statusCode).toBe(201);
  });

  it("starts at zero for the current month", async () => {
    const { cookie } = await signInOnPlan("free", "free");
    const res = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const period = new Date().toISOString().slice(0, 7);
    expect(res.json()).toEqual({
      plan: "free",
      period,
      count: 0,
      held: 0,
      limit: 25,
      remaining: 25,
      percent: 0,
      batchCap: 20,
    });
  });

  it("reserves a batch and counts it at once", async () => {
    const { cookie } = await signInOnPlan("free", "free");
    const res = await reserve(cookie, 5);
    expect(res.statusCode).toBe(201);
    const body = res.json() as {
      batchId: string;
      reserved: number;
      expiresAt: string;
      usage: { count: number };
      concurrency: number;
    };
    expect(body.reserved).toBe(5);
    // Two analyses in flight per inference thread keep the local models busy.
    expect(body.concurrency).toBe(6);
    expect(body.usage).toMatchObject({ count: 5, remaining: 20, percent: 20 });
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("refuses a batch above the plan's batch cap with the cap named", async () => {
    const { cookie } = await signInOnPlan("free", "free");
    const res = await reserve(cookie, PLANS.free.batchCap + 1);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "batch_cap", message: MESSAGES.batchCap(20, "Free") });
    expect(res.json().message).toContain("20");
  });

  it("refuses a batch that would pass the monthly limit saying what is left, then with the spec's text, and adds nothing", async () => {
    const { cookie } = await signInOnPlan("free", "free");
    expect((await reserve(cookie, 20)).statusCode).toBe(201);
    const res = await reserve(cookie, 6);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: "limit_reached", message: MESSAGES.limitLeft(5, 25, 6) });
    const usage = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    // The open batch's 20 are held, not processed: nothing was analysed yet.
    expect(usage.json()).toMatchObject({ count: 20, held: 20, remaining: 5 });
    expect((await reserve(cookie, 5)).statusCode).toBe(201);
    expect((await reserve(cookie, 1)).json()).toEqual({
      code: "limit_reached",
      message: "You've reached your monthly limit of 25 images.",
    });
  });

  it("gives a Free account run as back-to-back batches (as Large batches would) no more than the spec allows", async () => {
    // The server cannot tell consecutive batches from separate runs; it needs not to: every batch is
    // checked against the cap and the month as it is reserved, while the ones before it are still open.
    const { cookie } = await signInOnPlan("free-run", "free");
    const codes = [];
    for (const count of [PLANS.free.batchCap + 1, PLANS.free.batchCap, PLANS.free.batchCap, 5, 1]) {
      const res = await reserve(cookie, count);
      codes.push(res.statusCode === 201 ? count : res.json().code);
    }
    expect(codes).toEqual(["batch_cap", 20, "limit_reached", 5, "limit_reached"]);
    const usage = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    expect(usage.json()).toMatchObject({ count: PLANS.free.monthlyLimit, remaining: 0 });
  });

  it("rejects counts that are not positive whole numbers", async () => {
    const { cookie } = await signInOnPlan("free", "free");
    for (const count of [0, -1, 1.5, "3"]) {
      const res = await t.inject({
        method: "POST",
        url: "/api/batches",
        headers: { cookie },
        payload: { count },
      });
      expect(res.statusCode, String(count)).toBe(400);
    }
  });

  it("grants exactly the limit to 100 concurrent reservations", async () => {
    const { cookie, id } = await signInOnPlan("busy", "free");
    const results = await Promise.all(Array.from({ length: 100 }, () => reserve(cookie, 1)));
    const granted = results.filter((r) => r.statusCode === 201).length;
    const refused = results.filter((r) => r.statusCode === 403);
    expect(granted).toBe(PLANS.free.monthlyLimit);
    expect(refused).toHaveLength(100 - PLANS.free.monthlyLimit);
    for (const r of refused) expect(r.json().code).toBe("limit_reached");
    const [row] = await t.app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(row?.count).toBe(PLANS.free.monthlyLimit);
  });

  it("never over-grants 100 concurrent reservations of mixed sizes", async () => {
    const { cookie, id } = await signInOnPlan("mixed", "pro");
    // Pro: 10,000 a month, 100 per batch. 100 requests of 1..100 ask for 5,050 images; pre-use 6,000.
    await t.app.db
      .insert(monthlyUsage)
      .values({ userId: id, period: new Date().toISOString().slice(0, 7), count: 6_000 });
    const sizes = Array.from({ length: 100 }, (_, i) => i + 1);
    const results = await Promise.all(sizes.map((n) => reserve(cookie, n)));
    const grantedTotal = results.reduce((sum, r, i) => sum + (r.statusCode === 201 ? (sizes[i] ?? 0) : 0), 0);
    const [row] = await t.app.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, id));
    expect(row?.count).toBe(6_000 + grantedTotal);
    expect(row?.count).toBeLessThanOrEqual(PLANS.pro.monthlyLimit);
    const reservedInBatches = (await t.app.db.select().from(batches).where(eq(batches.userId, id))).reduce(
      (sum, b) => sum + b.reserved,
      0,
    );
    expect(reservedInBatches).toBe(grantedTotal);
    expect(results.every((r) => r.statusCode === 201 || r.json().code === "limit_reached")).toBe(true);
  });

  it("finishing gives back the unused slots once", async () => {
    const { cookie, id } = await signInOnPlan("free", "free");
    const { batchId } = (await reserve(cookie, 10)).json() as { batchId: string };
    for (let i = 0; i < 3; i++) await analysedUnder(t.app.db, { batchId, userId: id });
    // While the batch is open, the 7 it has not used are held: counted against the month, not processed.
    expect(await usageOf(cookie)).toMatchObject({ count: 10, held: 7 });
    const finish = () =>
      t.inject({ method: "POST", url: `/api/batches/${batchId}/finish`, headers: { cookie } });
    const first = await finish();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ released: 7, usage: { count: 3, remaining: 22 } });
    const again = await finish();
    expect(again.json()).toMatchObject({ released: 0, usage: { count: 3 } });
    expect(await usageOf(cookie)).toMatchObject({ count: 3, held: 0 });
  });

  it("does not let another account finish a batch", async () => {
    const owner = await signInOnPlan("owner", "free");
    const other = await signInOnPlan("other", "free");
    const { batchId } = (await reserve(owner.cookie, 4)).json() as { batchId: string };
    const res = await t.inject({
      method: "POST",
      url: `/api/batches/${batchId}/finish`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    const usage = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie: owner.cookie } });
    expect(usage.json()).toMatchObject({ count: 4 });
  });

  it("gives back the slots of an expired batch when the user comes back", async () => {
    const { cookie, id } = await signInOnPlan("free", "free");
    const { batchId } = (await reserve(cookie, 8)).json() as { batchId: string };
    await useSlot(t.app.db, { batchId, userId: id });
    await t.app.db
      .update(batches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(batches.id, batchId));
    const usage = await t.inject({ method: "GET", url: "/api/usage", headers: { cookie } });
    expect(usage.json()).toMatchObject({ count: 1, remaining: 24 });
    const [batch] = await t.app.db.select().from(batches).where(eq(batches.id, batchId));
    expect(batch?.status).toBe("expired");
    const finish = await t.inject({
      method: "POST",
      url: `/api/batches/${batchId}/finish`,
      headers: { cookie },
    });
    expect(finish.json()).toMatchObject({ released: 0, usage: { count: 1 } });
  });

  describe("a reservation under the caller's key", () => {
    it("gets the same batch back when the key is sent again, and the month counts it once", async () => {
      const { cookie } = await signInOnPlan("keyed", "free");
      const key = crypto.randomUUID();
      const first = await reserve(cookie, 5, key);
      expect(first.statusCode).toBe(201);
      // The page went away before the answer: the continued run sends the key again.
      const again = await reserve(cookie, 5, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({
        batchId: first.json().batchId,
        reserved: 5,
        expiresAt: first.json().expiresAt,
        usage: { count: 5, remaining: 20 },
      });
      expect(await usageOf(cookie)).toMatchObject({ count: 5 });
      // Finishing it gives all its slots back.
      const finish = await t.inject({
        method: "POST",
        url: `/api/batches/${first.json().batchId}/finish`,
        headers: { cookie },
      });
      expect(finish.json()).toMatchObject({ released: 5, usage: { count: 0 } });
    });

    it("answers a key sent again with its batch as granted, also once the month has no room for it", async () => {
      const { cookie } = await signInOnPlan("keyed-full", "free");
      const key = crypto.randomUUID();
      const { batchId } = (await reserve(cookie, 20, key)).json() as { batchId: string };
      expect((await reserve(cookie, 5)).statusCode).toBe(201);
      const again = await reserve(cookie, 20, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ batchId, reserved: 20, usage: { count: 25 } });
    });

    it("makes one batch of concurrent requests under the same key", async () => {
      const { cookie } = await signInOnPlan("keyed-race", "free");
      const key = crypto.randomUUID();
      const answers = await Promise.all(Array.from({ length: 8 }, () => reserve(cookie, 3, key)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
      expect(new Set(answers.map((res) => res.json().batchId)).size).toBe(1);
      expect(await usageOf(cookie)).toMatchObject({ count: 3 });
    });

    it("keeps keys to their user: another account's same key reserves its own batch", async () => {
      const owner = await signInOnPlan("keyed-owner", "free");
      const other = await signInOnPlan("keyed-other", "free");
      const key = crypto.randomUUID();
      const mine = (await reserve(owner.cookie, 4, key)).json() as { batchId: string };
      const theirs = await reserve(other.cookie, 2, key);
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json()).toMatchObject({ reserved: 2, usage: { count: 2 } });
      expect(theirs.json().batchId).not.toBe(mine.batchId);
      expect(await usageOf(owner.cookie)).toMatchObject({ count: 4 });
    });

    it("refuses a key that is not a UUID, saying so, and reserves nothing", async () => {
      const { cookie } = await signInOnPlan("keyed-bad", "free");
      for (const key of ["", "batch-1", 42, "not-a-uuid-0000-0000-000000000000"]) {
        const res = await t.inject({
          method: "POST",
          url: "/api/batches",
          headers: { cookie },
          payload: { count: 1, key },
        });
        expect(res.statusCode, String(key)).toBe(400);
        expect(res.json(), String(key)).toMatchObject({ code: "validation_error" });
      }
      const res = await reserve(cookie, 1, "batch-1");
      expect(res.json().message).toBe(`key: ${API_REFUSALS.reservationKey}`);
      expect(await usageOf(cookie)).toMatchObject({ count: 0 });
    });
  });
});
