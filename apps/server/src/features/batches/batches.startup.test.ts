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
import { batches, monthlyUsage, users } from "../../db/schema/index.ts";

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
      if (db === "pglite") {
        await first.close();
        second = await openTestDatabase(db, { dataDir });
      }
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
});
