import type { PlanId } from "@photo-organizer/core";
import { BATCH_EXPIRED_CODE, PHOTO_REANALYSES } from "@photo-organizer/core/api";
import { and, eq } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { analysedUnder, DATABASE_KINDS, suiteDatabase } from "../../../test/helper.ts";
import { batches, batchPhotos, monthlyUsage, users } from "../../db/schema/index.ts";
import { getUsage, resetUsage } from "../usage/usage.service.ts";
import {
  assertSlotAvailable,
  finishBatch,
  giveSlotBack,
  holdOpenBatchesToPlan,
  keepAnswer,
  PhotoReanalysedError,
  releaseExpiredBatches,
  reserveBatch,
  SlotUnavailableError,
  useSlot,
} from "./batches.service.ts";
import { startBatchSweeper } from "./batches.sweeper.ts";

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_KINDS)("batch accounting (%s)", (kind) => {
  const database = suiteDatabase(kind);

  let accounts = 0;
  async function newUser(plan: PlanId = "free") {
    accounts += 1;
    const [row] = await database.db
      .insert(users)
      .values({ issuer: "https://test", subject: `s${accounts}`, email: `u${accounts}@example.com`, plan })
      .returning();
    if (!row) throw new Error("no user");
    return { id: row.id, plan };
  }

  async function newBatch(user: { id: string; plan: PlanId }, count: number, now = new Date()) {
    const result = await reserveBatch(database.db, { user, count, ttlMs: HOUR, now });
    if (!result.ok) throw new Error(result.message);
    return result.batchId;
  }

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SlotUnavailableError);
    return (error as SlotUnavailableError).code;
  }

  const usedOf = async (batchId: string) =>
    (await database.db.select().from(batches).where(eq(batches.id, batchId)))[0]?.used;

  it("hands out exactly the reserved slots, then refuses", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 2);
    await assertSlotAvailable(database.db, { batchId, userId: user.id });
    await useSlot(database.db, { batchId, userId: user.id });
    await useSlot(database.db, { batchId, userId: user.id });
    expect(await refusal(useSlot(database.db, { batchId, userId: user.id }))).toBe("batch_full");
    expect(await refusal(assertSlotAvailable(database.db, { batchId, userId: user.id }))).toBe("batch_full");
    expect(await usedOf(batchId)).toBe(2);
  });

  it("never hands out more slots than reserved under concurrency", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 5);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => useSlot(database.db, { batchId, userId: user.id })),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    for (const o of outcomes.filter((o) => o.status === "rejected")) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: "batch_full", statusCode: 409 });
    }
    expect(await usedOf(batchId)).toBe(5);
  });

  it("refuses another account's batch and unknown batches as not found", async () => {
    const owner = await newUser();
    const other = await newUser();
    const batchId = await newBatch(owner, 3);
    const notFound = await refusal(useSlot(database.db, { batchId, userId: other.id }));
    expect(notFound).toBe("batch_not_found");
    expect(await refusal(useSlot(database.db, { batchId: crypto.randomUUID(), userId: owner.id }))).toBe(
      "batch_not_found",
    );
    expect(await usedOf(batchId)).toBe(0);
  });

  it("refuses slots of finished and expired batches", async () => {
    const user = await newUser();
    const finished = await newBatch(user, 3);
    await finishBatch(database.db, { user, batchId: finished });
    expect(await refusal(useSlot(database.db, { batchId: finished, userId: user.id }))).toBe("batch_closed");

    const t0 = new Date();
    const expiring = await newBatch(user, 3, t0);
    const later = new Date(t0.getTime() + HOUR + 1);
    expect(await refusal(useSlot(database.db, { batchId: expiring, userId: user.id }, later))).toBe(
      "batch_expired",
    );
    expect(
      await refusal(assertSlotAvailable(database.db, { batchId: expiring, userId: user.id }, later)),
    ).toBe("batch_expired");
    await releaseExpiredBatches(database.db, { now: later, userId: user.id });
    expect(await refusal(useSlot(database.db, { batchId: expiring, userId: user.id }))).toBe("batch_expired");
  });

  const keptAnswers = async (batchId: string) =>
    (await database.db.select().from(batchPhotos).where(eq(batchPhotos.batchId, batchId))).map(
      (row) => row.answer,
    );

  it("describes a photo answered under a batch that expired since again for nothing, its description not kept", async () => {
    const user = await newUser();
    const t0 = new Date();
    const batchId = await newBatch(user, 3, t0);
    const photo = { batchId, userId: user.id, photoKey: "7", imageSha256: "aa" };
    await useSlot(database.db, photo, t0);
    await keepAnswer(database.db, photo, { description: "a kept cat" }, t0);
    // The page went away; the batch expires with the photo charged and the answer never received.
    const later = new Date(t0.getTime() + HOUR + 1);
    await releaseExpiredBatches(database.db, { now: later });
    expect((await getUsage(database.db, user, later)).count).toBe(1);
    expect(await keptAnswers(batchId)).toEqual([null]);

    await expect(useSlot(database.db, photo, later)).resolves.toEqual({ photoKey: "7", kind: "charged" });
    expect((await getUsage(database.db, user, later)).count).toBe(1);
    // Another photo under the key, or one never answered, is refused as before.
    expect(await refusal(useSlot(database.db, { ...photo, imageSha256: "bb" }, later))).toBe("batch_expired");
    expect(await refusal(useSlot(database.db, { ...photo, photoKey: "8" }, later))).toBe("batch_expired");
  });

  it("describes a photo answered under a batch finished since again for nothing, its description not kept", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 3);
    const photo = { batchId, userId: user.id, photoKey: "4", imageSha256: "cc" };
    await useSlot(database.db, photo);
    await keepAnswer(database.db, photo, { description: "a kept dog" });
    // A reload cut the page's download short; the page finished the batch as it went, the answer unreceived.
    await expect(finishBatch(database.db, { user, batchId })).resolves.toMatchObject({ charged: 1 });
    expect(await keptAnswers(batchId)).toEqual([null]);

    await expect(useSlot(database.db, photo)).resolves.toEqual({ photoKey: "4", kind: "charged" });
    expect((await getUsage(database.db, user)).count).toBe(1);
    expect(await refusal(useSlot(database.db, { ...photo, imageSha256: "dd" }))).toBe("batch_closed");
    expect(await refusal(useSlot(database.db, { ...photo, photoKey: "5" }))).toBe("batch_closed");
  });

  it("forgets in its sweep any description still held for a closed batch", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 2);
    const photo = { batchId, userId: user.id, photoKey: "0", imageSha256: "ee" };
    await useSlot(database.db, photo);
    await keepAnswer(database.db, photo, { description: "a kept owl" });
    // As an earlier version left it: closed, its answer still there.
    await database.db
      .update(batches)
      .set({ status: "expired", closedAt: new Date() })
      .where(eq(batches.id, batchId));
    await releaseExpiredBatches(database.db, { now: new Date() });
    expect(await keptAnswers(batchId)).toEqual([null]);
  });

  it("charges a batch that expired mid-run only for its answered photos, and a new batch only for the rest", async () => {
    const user = await newUser("pro");
    const t0 = new Date();
    const first = await newBatch(user, 5, t0);
    // Two photos answered, one failed (its slot given back), then the run stands paused past the batch's time.
    for (const photoKey of ["0", "1"]) {
      await useSlot(database.db, { batchId: first, userId: user.id, photoKey }, t0);
      await keepAnswer(
        database.db,
        { batchId: first, userId: user.id, photoKey },
        { description: "a photo" },
      );
    }
    await useSlot(database.db, { batchId: first, userId: user.id, photoKey: "2" }, t0);
    await giveSlotBack(database.db, { batchId: first, userId: user.id, photoKey: "2" });
    const later = new Date(t0.getTime() + HOUR + 1);

    // Resumed: the next photo is refused before it takes anything, and the month holds only the answers.
    expect(
      await refusal(useSlot(database.db, { batchId: first, userId: user.id, photoKey: "2" }, later)),
    ).toBe(BATCH_EXPIRED_CODE);
    const second = await reserveBatch(database.db, { user, count: 3, ttlMs: HOUR, now: later });
    if (!second.ok) throw new Error(second.message);
    expect(second.usage.count).toBe(2 + 3);
    for (const photoKey of ["2", "3", "4"]) {
      await useSlot(database.db, { batchId: second.batchId, userId: user.id, photoKey }, later);
      await keepAnswer(database.db, { batchId: second.batchId, userId: user.id, photoKey }, { d: "x" });
    }

    // Finishing both (the expired one too) gives nothing back twice, and says what each charged.
    const closedLate = await finishBatch(database.db, { user, batchId: first, now: later });
    expect([closedLate.released, closedLate.charged]).toEqual([0, 2]);
    const closed = await finishBatch(database.db, { user, batchId: second.batchId, now: later });
    expect([closed.released, closed.charged]).toEqual([0, 3]);
    expect(closed.usage.count).toBe(5);
    expect((await getUsage(database.db, user, later)).count).toBe(5);
  });

  it("the sweep gives back every user's expired slots exactly once", async () => {
    const a = await newUser();
    const b = await newUser();
    const t0 = new Date();
    const batchA = await newBatch(a, 10, t0);
    const batchB = await newBatch(b, 4, t0);
    await useSlot(database.db, { batchId: batchA, userId: a.id }, t0);
    await useSlot(database.db, { batchId: batchA, userId: a.id }, t0);
    const later = new Date(t0.getTime() + HOUR);
    const [first, second] = await Promise.all([
      releaseExpiredBatches(database.db, { now: later }),
      releaseExpiredBatches(database.db, { now: later }),
    ]);
    // Other tests' batches may expire too; ours are released by exactly one of the two sweeps.
    expect((first?.released ?? 0) + (second?.released ?? 0)).toBeGreaterThanOrEqual(8 + 4);
    expect((await getUsage(database.db, a, later)).count).toBe(2);
    expect((await getUsage(database.db, b, later)).count).toBe(0);
    expect((await releaseExpiredBatches(database.db, { now: later })).released).toBe(0);
    for (const id of [batchA, batchB]) {
      const [row] = await database.db.select().from(batches).where(eq(batches.id, id));
      expect(row?.status).toBe("expired");
    }
  });

  it("gives slots back to the month they were reserved in", async () => {
    const user = await newUser();
    const lastDayOfMonth = new Date(Date.UTC(2026, 0, 31, 23, 30));
    const batchId = await newBatch(user, 6, lastDayOfMonth);
    const nextMonth = new Date(Date.UTC(2026, 1, 1, 0, 10));
    const finished = await finishBatch(database.db, { user, batchId, now: nextMonth });
    expect(finished.released).toBe(6);
    expect(finished.usage).toMatchObject({ period: "2026-02", count: 0 });
    const rows = await database.db
      .select()
      .from(monthlyUsage)
      .where(and(eq(monthlyUsage.userId, user.id), eq(monthlyUsage.period, "2026-01")));
    expect(rows[0]?.count).toBe(0);
  });

  it("makes one batch of two requests under the same key that no month's lock orders", async () => {
    // Either side of midnight the two requests lock different months' usage rows: only the unique key tells
    // the second it was too late.
    const user = await newUser();
    const key = crypto.randomUUID();
    const [before, after] = await Promise.all(
      [Date.UTC(2026, 2, 31, 23, 59, 59), Date.UTC(2026, 3, 1, 0, 0, 1)].map((at) =>
        reserveBatch(database.db, { user, count: 6, key, ttlMs: HOUR, now: new Date(at) }),
      ),
    );
    expect(before?.ok && after?.ok).toBe(true);
    if (!before?.ok || !after?.ok) return;
    expect(after.batchId).toBe(before.batchId);
    expect(after.reserved).toBe(6);
    const counts = await database.db
      .select({ count: monthlyUsage.count })
      .from(monthlyUsage)
      .where(eq(monthlyUsage.userId, user.id));
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(6);
    expect(await database.db.select().from(batches).where(eq(batches.userId, user.id))).toHaveLength(1);
  });

  it("a reset keeps the slots a running batch still holds, so the limit holds", async () => {
    const user = await newUser();
    const done = await newBatch(user, 10);
    for (let i = 0; i < 10; i++) await analysedUnder(database.db, { batchId: done, userId: user.id });
    await finishBatch(database.db, { user, batchId: done });
    const running = await newBatch(user, 8);
    await analysedUnder(database.db, { batchId: running, userId: user.id });
    expect((await getUsage(database.db, user)).count).toBe(18);

    const afterReset = await resetUsage(database.db, user);
    expect(afterReset.count).toBe(7);
    await analysedUnder(database.db, { batchId: running, userId: user.id });
    const finished = await finishBatch(database.db, { user, batchId: running });
    expect(finished).toMatchObject({ released: 6, usage: { count: 1 } });
  });

  it("charges at finish only the photos answered by then, and an analysis that ends later nothing", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 5);
    await analysedUnder(database.db, { batchId, userId: user.id });
    await analysedUnder(database.db, { batchId, userId: user.id });
    // Cancel cut two analyses short: the page finishes the batch while the server still runs them.
    const cutShort = [
      await useSlot(database.db, { batchId, userId: user.id }),
      await useSlot(database.db, { batchId, userId: user.id }),
    ];
    const finished = await finishBatch(database.db, { user, batchId });
    expect(finished).toMatchObject({ released: 3, usage: { count: 2 } });
    // One of them still answers, the other fails and gives its slot back: the month stays as the finish said.
    const slot = (photoKey: string) => ({ batchId, userId: user.id, photoKey });
    await expect(
      keepAnswer(database.db, slot(cutShort[0]?.photoKey ?? ""), { late: true }),
    ).resolves.toBeUndefined();
    await giveSlotBack(database.db, slot(cutShort[1]?.photoKey ?? ""));
    expect((await getUsage(database.db, user)).count).toBe(2);
  });

  it("describes a charged photo again for nothing only a few times, then asks for a new batch", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 2);
    const photo = { batchId, userId: user.id, photoKey: "9", imageSha256: "ee" };
    await useSlot(database.db, photo);
    await keepAnswer(database.db, photo, { description: "A lighthouse" });
    await finishBatch(database.db, { user, batchId });
    for (let i = 0; i < PHOTO_REANALYSES; i++)
      await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "charged" });
    // Sent again and again at once, none gets past the bound.
    const more = await Promise.allSettled([1, 2, 3].map(() => useSlot(database.db, photo)));
    for (const result of more) {
      expect(result.status).toBe("rejected");
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(PhotoReanalysedError);
      expect(error).toMatchObject({ statusCode: 409, code: "photo_reanalysed" });
    }
    expect((await getUsage(database.db, user)).count).toBe(1);
  });

  it("analyses a photo in flight again only a few times without a slot", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 5);
    const photo = { batchId, userId: user.id, photoKey: "3", imageSha256: "ff" };
    await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "taken" });
    const retries = await Promise.allSettled(
      Array.from({ length: PHOTO_REANALYSES + 2 }, () => useSlot(database.db, photo)),
    );
    expect(retries.filter((r) => r.status === "fulfilled")).toHaveLength(PHOTO_REANALYSES);
    // Its answer, once there, is what every later request gets, analysing nothing.
    await keepAnswer(database.db, photo, { description: "A kite" });
    await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "answered" });
    expect(await usedOf(batchId)).toBe(1);
  });

  it("keeps a photo charged once when a retry answered it and the first request for it fails afterwards", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 5);
    const photo = { batchId, userId: user.id, photoKey: "7", imageSha256: "a".repeat(64) };
    // The first request took the slot; its connection was lost and the page sent the photo again.
    await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "taken" });
    await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "again" });
    const answer = { description: "A red bicycle", category: "Sports" };
    await expect(keepAnswer(database.db, photo, answer)).resolves.toEqual(answer);
    // Then the first one ends without an answer (its caller left): the slot pays for the retry's answer.
    await giveSlotBack(database.db, photo);
    await expect(useSlot(database.db, photo)).resolves.toMatchObject({ kind: "answered", answer });
    await expect(finishBatch(database.db, { user, batchId })).resolves.toMatchObject({
      charged: 1,
      usage: { count: 1 },
    });
  });

  it("holds a batch granted under a larger plan to the plan the admin moved the account to", async () => {
    const user = await newUser("enterprise");
    const batchId = await newBatch(user, 100);
    const analyse = async (photoKey: string) => {
      await useSlot(database.db, { batchId, userId: user.id, photoKey });
      await keepAnswer(database.db, { batchId, userId: user.id, photoKey }, { description: photoKey });
    };
    for (const key of ["a", "b", "c"]) await analyse(key);
    const moved = { id: user.id, plan: "free" as const };
    await expect(
      database.db.transaction((tx) => holdOpenBatchesToPlan(tx, { userId: user.id, plan: "free" })),
    ).resolves.toBe(100 - 20);
    // Free takes 20 at once: 17 more photos, then the batch is full; the month holds only what it may use.
    expect((await getUsage(database.db, moved)).count).toBe(20);
    for (let i = 0; i < 17; i++) await analyse(`n${i}`);
    expect(await refusal(useSlot(database.db, { batchId, userId: user.id, photoKey: "over" }))).toBe(
      "batch_full",
    );
    await expect(finishBatch(database.db, { user: moved, batchId })).resolves.toMatchObject({
      charged: 20,
      usage: { count: 20 },
    });
  });

  it("refuses before reserving when the plan's limit or cap would be passed", async () => {
    const user = await newUser("free");
    expect(await reserveBatch(database.db, { user, count: 21, ttlMs: HOUR })).toMatchObject({
      ok: false,
      code: "batch_cap",
    });
    await newBatch(user, 20);
    expect(await reserveBatch(database.db, { user, count: 6, ttlMs: HOUR })).toMatchObject({
      ok: false,
      code: "limit_reached",
    });
    expect((await getUsage(database.db, user)).count).toBe(20);
  });

  it("the periodic sweep releases batches of users who never come back, and stops with the app", async () => {
    const user = await newUser();
    const batchId = await newBatch(user, 7, new Date(Date.now() - 2 * HOUR));
    const app = Fastify({ logger: false });
    app.decorate("db", database.db);
    startBatchSweeper(app, { intervalMs: 20, analysisTimeoutMs: 60_000 });
    await app.ready();
    try {
      await vi.waitFor(
        async () => {
          const [row] = await database.db.select().from(batches).where(eq(batches.id, batchId));
          expect(row?.status).toBe("expired");
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
    const [usage] = await database.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, user.id));
    expect(usage?.count).toBe(0);
  });
});
