import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  buildTestApp,
  DATABASE_KINDS,
  openTestDatabase,
  reserveBatch,
  type TestApp,
} from "../../../test/helper.ts";
import type { Database } from "../../db/client.ts";
import { batches, batchPhotos, monthlyUsage, users } from "../../db/schema/index.ts";
import { giveSlotBack, keepAnswer, releaseDeadClaims, useSlot } from "./batches.service.ts";

/** What the month's row says, read straight from the database (no request releases anything first). */
async function counted(database: Database, email: string): Promise<number> {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  const rows = await database.db.select().from(monthlyUsage).where(eq(monthlyUsage.userId, user.id));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

async function reserve(t: TestApp, email: string, count: number): Promise<string> {
  return reserveBatch(t, await t.signIn({ email }), count);
}

// No sweep while the test looks: only the start-up release may give anything back.
const env = { BATCH_SWEEP_SECONDS: "0" };

/**
 * The database as the next server finds it after a kill: the embedded one is closed and opened again from its
 * folder; PostgreSQL is a server of its own and stays (undefined: keep using `first`).
 */
async function reopened(db: (typeof DATABASE_KINDS)[number], first: Database, dataDir: string) {
  if (db !== "pglite") return undefined;
  await first.close();
  return openTestDatabase(db, { dataDir });
}

describe.each(DATABASE_KINDS)("start-up after a killed server (%s)", (db) => {
  it("gives back what the dead server left reserved", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "po-orphans-"));
    const first = await openTestDatabase(db, { dataDir });
    let second: Database | undefined;
    let t: TestApp | undefined;
    try {
      t = await buildTestApp({ db, database: first, env });
      const open = await reserve(t, "open@example.com", 5);
      const expired = await reserve(t, "expired@example.com", 3);
      await first.db
        .update(batches)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(batches.id, expired));
      expect(await counted(first, "open@example.com")).toBe(5);
      // The server goes away without finishing anything (as after kill -9) and a new one starts.
      await t.close();
      second = await reopened(db, first, dataDir);
      const database = second ?? first;
      t = await buildTestApp({ db, database, env });
      await t.app.ready();
      expect(await counted(database, "expired@example.com")).toBe(0);
      // The embedded database is this process's alone: every open batch was the dead server's. PostgreSQL
      // may be shared with servers still working on theirs, so a batch within its time stays open there.
      expect(await counted(database, "open@example.com")).toBe(db === "pglite" ? 0 : 5);
      const [row] = await database.db.select().from(batches).where(eq(batches.id, open));
      expect(row?.status).toBe(db === "pglite" ? "expired" : "open");
    } finally {
      await t?.close();
      await (second ?? first).close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("charges no photo whose analysis was in flight when the server was killed", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "po-in-flight-"));
    const first = await openTestDatabase(db, { dataDir });
    let second: Database | undefined;
    let t: TestApp | undefined;
    try {
      t = await buildTestApp({ db, database: first, env });
      const email = "in-flight@example.com";
      const batchId = await reserve(t, email, 3);
      const [user] = await first.db.select().from(users).where(eq(users.email, email));
      const userId = user?.id as string;
      // One photo answered; two were being analysed (slots taken, no answer yet) when the server died.
      const answered = await useSlot(first.db, { batchId, userId, photoKey: "0", imageSha256: "a" });
      await keepAnswer(
        first.db,
        { batchId, userId, photoKey: answered.photoKey },
        { description: "A", category: "Art" },
      );
      await useSlot(first.db, { batchId, userId, photoKey: "1", imageSha256: "b" });
      await useSlot(first.db, { batchId, userId, photoKey: "2", imageSha256: "c" });
      // On PostgreSQL other servers may still be working: only claims older than any analysis may be are dead.
      if (db === "postgres") {
        await first.db.update(batchPhotos).set({ claimedAt: new Date(Date.now() - 60 * 60_000) });
      }
      await t.close();
      second = await reopened(db, first, dataDir);
      const database = second ?? first;
      t = await buildTestApp({ db, database, env });
      await t.app.ready();
      const [batch] = await database.db.select().from(batches).where(eq(batches.id, batchId));
      expect(batch?.used).toBe(1);
      // Embedded: the batch is closed with only the answered photo charged. PostgreSQL: it stays open with the
      // two slots free again, so the photos sent again are analysed.
      expect(await counted(database, email)).toBe(db === "pglite" ? 1 : 3);
      if (db === "postgres") {
        const cookie = await t.signIn({ email });
        await finishBatchFor(t, cookie, batchId);
        expect(await counted(database, email)).toBe(1);
      }
    } finally {
      await t?.close();
      await (second ?? first).close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("gives back a dead analysis's slot once, however many servers sweep, and never a live one's", async () => {
    const database = await openTestDatabase(db);
    try {
      const t = await buildTestApp({ db, database, env });
      const email = "sweeper@example.com";
      const batchId = await reserve(t, email, 2);
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      const userId = user?.id as string;
      const dead = await useSlot(database.db, { batchId, userId, photoKey: "dead", imageSha256: "d" });
      const live = await useSlot(database.db, { batchId, userId, photoKey: "live", imageSha256: "l" });
      await database.db
        .update(batchPhotos)
        .set({ claimedAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(batchPhotos.photoKey, "dead"));
      const claimedBefore = new Date(Date.now() - 10 * 60_000);
      const released = await Promise.all(
        Array.from({ length: 4 }, () => releaseDeadClaims(database.db, { claimedBefore })),
      );
      expect(released.reduce((a, b) => a + b, 0)).toBe(1);
      // The live one answers, and the batch is finished: only it is charged.
      await keepAnswer(database.db, { batchId, userId, photoKey: live.photoKey }, { description: "a photo" });
      await finishBatchFor(t, await t.signIn({ email }), batchId);
      expect(await counted(database, email)).toBe(1);
      // The dead analysis's own give-back (had it come) gives nothing a second time.
      await giveSlotBack(database.db, { batchId, userId, photoKey: dead.photoKey });
      expect(await counted(database, email)).toBe(1);
      await t.close();
    } finally {
      await database.close();
    }
  }, 180_000);
});

async function finishBatchFor(t: TestApp, cookie: string, batchId: string) {
  const res = await t.inject({ method: "POST", url: `/api/batches/${batchId}/finish`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`finish answered ${res.statusCode}: ${res.body}`);
}
