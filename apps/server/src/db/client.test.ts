import { spawn } from "node:child_process";
import { createServer, type Server, type Socket } from "node:net";
import { join } from "node:path";
import { getTableName } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgresDatabase } from "../../test/helper.ts";
import { DatabaseUnavailableError, openDatabase } from "./client.ts";
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

describe("a database that accepts connections and never answers", () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let url = "";
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.push(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const address = silent.address();
    url = `postgres://postgres:s3cret@127.0.0.1:${typeof address === "object" && address ? address.port : 0}/app`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails the start within the timeout, saying where, and not the password", async () => {
    const error = await openDatabase({ kind: "postgres", url, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/app could not be connected to within 0\.3 s/);
    expect(message).not.toContain("s3cret");
  });

  it("the server says so in one line and exits non-zero", async () => {
    const serverEntry = join(import.meta.dirname, "../server.ts");
    const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATABASE_TIMEOUT_SECONDS: "1",
        PORT: "0",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    // (Other libraries may warn about the Node version on lines of their own.)
    const told = stderr.split("\n").filter((line) => line.includes("PostgreSQL"));
    expect(told).toEqual([
      expect.stringMatching(/^PostgreSQL at 127\.0\.0\.1:\d+\/app could not be connected/),
    ]);
    expect(stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
