import { describe, expect, it } from "vitest";
import { DATABASE_KINDS, suiteDatabase } from "../../../test/helper.ts";
import { users } from "../../db/schema/index.ts";
import { reserveBatch, useSlot } from "../batches/batches.service.ts";
import { getStats, sharedFigures } from "./stats.service.ts";

describe.each(DATABASE_KINDS)("statistics card figures (%s)", (kind) => {
  const database = suiteDatabase(kind);

  const addAccount = async (n: number) => {
    const [row] = await database.db
      .insert(users)
      .values({ issuer: "https://test", subject: `s${n}`, email: `u${n}@example.com`, plan: "free" })
      .returning();
    if (!row) throw new Error("no user");
    return { id: row.id, plan: row.plan };
  };

  it("adds real accounts and analysed images to the baselines, and caps active users at 2000", async () => {
    const settings = { baseUsers: 100, baseImages: 5000, rating: 4.5 };
    expect(await getStats(database.db, settings)).toEqual({
      activeUsers: 100,
      imagesProcessed: 5000,
      rating: 4.5,
      vipPlacesLeft: 10,
    });

    const owner = await addAccount(1);
    await addAccount(2);
    const batch = await reserveBatch(database.db, { user: owner, count: 5, ttlMs: 60_000 });
    if (!batch.ok) throw new Error(batch.message);
    // Reserved slots are not processed images; only the three analysed ones count.
    for (let i = 0; i < 3; i++) await useSlot(database.db, { batchId: batch.batchId, userId: owner.id });

    expect(await getStats(database.db, settings)).toEqual({
      activeUsers: 102,
      imagesProcessed: 5003,
      rating: 4.5,
      // The real accounts, not the baseline: 2 of the 10 VIP places are taken.
      vipPlacesLeft: 8,
    });
    expect((await getStats(database.db, { ...settings, baseUsers: 1997 })).activeUsers).toBe(1999);
    expect((await getStats(database.db, { ...settings, baseUsers: 1998 })).activeUsers).toBe(2000);
    expect((await getStats(database.db, { ...settings, baseUsers: 5000 })).activeUsers).toBe(2000);
    for (let n = 3; n <= 12; n++) await addAccount(n);
    expect((await getStats(database.db, settings)).vipPlacesLeft).toBe(0);
  });
});

describe("figures shared between visitors", () => {
  it("counts once for every request within their age, those arriving during the count too, then again", async () => {
    let clock = 0;
    let loads = 0;
    const figures = sharedFigures(
      async () => {
        loads += 1;
        return loads;
      },
      10_000,
      () => clock,
    );
    expect(await Promise.all(Array.from({ length: 50 }, () => figures()))).toEqual(Array(50).fill(1));
    clock = 9_999;
    expect(await figures()).toBe(1);
    clock = 10_000;
    expect(await figures()).toBe(2);
    expect(loads).toBe(2);
  });

  it("keeps no failed count: the next visitor gets a new one", async () => {
    let fail = true;
    const figures = sharedFigures(
      async () => {
        if (fail) throw new Error("database gone");
        return "figures";
      },
      10_000,
      () => 0,
    );
    await expect(figures()).rejects.toThrow("database gone");
    fail = false;
    expect(await figures()).toBe("figures");
  });
});
