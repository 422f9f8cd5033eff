import { NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, openTestDatabase, type TestApp } from "../../../test/helper.ts";
import type { Database } from "../../db/client.ts";
import { SUBSCRIBE_RATE_LIMIT } from "../newsletter/newsletter.routes.ts";
import { countHit, readHits, takeBackHit } from "./rate-limit-counters.ts";

describe.each(DATABASE_KINDS)("rate limits (%s)", (kind) => {
  const open: (TestApp | Database)[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  async function app(env: Record<string, string> = {}, database?: Database) {
    const t = await buildTestApp({ db: kind, env, ...(database ? { database } : {}) });
    open.push(t);
    return t;
  }

  const subscribe = (t: TestApp, i: number, options: { remoteAddress?: string; forwardedFor?: string }) =>
    t.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email_address: `r${i}@example.com`, listId: NEWSLETTER_LIST_ID },
      remoteAddress: options.remoteAddress ?? "10.1.1.1",
      headers: options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {},
    });

  it("counts a hit per key in a window, and takes one back", async () => {
    const database = await openTestDatabase(kind);
    open.push(database);
    expect(await readHits(database.db, "k")).toEqual({ count: 0, ttlMs: 0 });
    expect((await countHit(database.db, "k", 60_000)).count).toBe(1);
    const second = await countHit(database.db, "k", 60_000);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(50_000);
    expect(second.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await countHit(database.db, "other", 60_000)).count).toBe(1);
    await takeBackHit(database.db, "k");
    expect((await readHits(database.db, "k")).count).toBe(1);
    // A window that has ended starts again.
    await countHit(database.db, "short", 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await readHits(database.db, "short")).count).toBe(0);
    expect((await countHit(database.db, "short", 60_000)).count).toBe(1);
  });

  it("counts concurrent hits exactly", async () => {
    const database = await openTestDatabase(kind);
    open.push(database);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => countHit(database.db, "busy", 60_000).then((s) => s.count)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("is shared by two server instances on one database", async () => {
    const database = await openTestDatabase(kind);
    open.push(database);
    const [a, b] = [await app({}, database), await app({}, database)];
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_RATE_LIMIT.max; i++) {
      statuses.push((await subscribe(i % 2 === 0 ? a : b, i, {})).statusCode);
    }
    expect(statuses.slice(0, SUBSCRIBE_RATE_LIMIT.max)).toEqual(Array(SUBSCRIBE_RATE_LIMIT.max).fill(200));
    expect(statuses.at(-1)).toBe(429);
  });

  it.each([
    ["true", "127.0.0.1"],
    ["1", "127.0.0.1"],
    ["127.0.0.0/8", "127.0.0.1"],
    ["10.0.0.0/8, 127.0.0.1", "10.2.3.4"],
  ])(
    "with TRUST_PROXY=%s a client cannot dodge a limit by choosing its X-Forwarded-For",
    async (trust, proxy) => {
      const t = await app({ TRUST_PROXY: trust });
      const statuses: number[] = [];
      for (let i = 0; i <= SUBSCRIBE_RATE_LIMIT.max; i++) {
        // The client sends a made-up address each time; the proxy appends the address it saw.
        const res = await subscribe(t, i, {
          remoteAddress: proxy,
          forwardedFor: `198.51.100.${i}, 203.0.113.7`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      // Another real client behind the same proxy is not affected.
      expect((await subscribe(t, 99, { remoteAddress: proxy, forwardedFor: "203.0.113.8" })).statusCode).toBe(
        200,
      );
    },
  );

  it.each([["true"], ["2"]])(
    "with TRUST_PROXY=%s a client reaching the server directly cannot pose as a proxy",
    async (trust) => {
      const t = await app({ TRUST_PROXY: trust });
      for (let i = 0; i < SUBSCRIBE_RATE_LIMIT.max; i++) {
        await subscribe(t, i, {
          remoteAddress: "203.0.113.50",
          forwardedFor: `198.51.100.${i}, 10.0.0.${i}`,
        });
      }
      const last = await subscribe(t, 50, { remoteAddress: "203.0.113.50", forwardedFor: "198.51.100.99" });
      expect(last.statusCode).toBe(429);
    },
  );

  it("takes nothing from X-Forwarded-For when no proxy is trusted", async () => {
    const t = await app();
    for (let i = 0; i < SUBSCRIBE_RATE_LIMIT.max; i++) {
      await subscribe(t, i, { remoteAddress: "10.7.7.7", forwardedFor: `198.51.100.${i}` });
    }
    expect(
      (await subscribe(t, 50, { remoteAddress: "10.7.7.7", forwardedFor: "203.0.113.9" })).statusCode,
    ).toBe(429);
  });
});
