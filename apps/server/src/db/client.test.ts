import { getTableName } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestPostgresDatabase } from "../../test/helper.ts";
import { openDatabase } from "./client.ts";
import * as schema from "./schema/index.ts";

describe("openDatabase on PostgreSQL", () => {
  it("migrates once when several servers start at the same time", async () => {
    const created = await createTestPostgresDatabase();
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: created.url, maxConnections: 2 })),
      );
      await Promise.all(opened.map((d) => d.close()));
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        const tables = await client.query<{ tablename: string }>(
          "select tablename from pg_tables where schemaname = 'public'",
        );
        const expected = Object.values(schema)
          .filter((v) => typeof v === "object" && v !== null && Symbol.for("drizzle:IsDrizzleTable") in v)
          .map((table) => getTableName(table as never));
        expect(applied.rows[0].n).toBeGreaterThan(0);
        expect(tables.rows.map((r) => r.tablename).sort()).toEqual([...expected].sort());
      } finally {
        await client.end();
      }
    } finally {
      await created.drop();
    }
  });
});
