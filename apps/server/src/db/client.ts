import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

/**
 * The one database type every query is written against. PGlite (embedded, default) and node-postgres
 * (`DATABASE_URL`) are both PostgreSQL dialects of Drizzle, so one set of queries serves both.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Either the database or an open transaction: repository functions take this so callers can compose them. */
export type Queryable = Db | Tx;

export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Any constant works; it only has to be the same in every server process sharing the database. */
const MIGRATION_LOCK_KEY = 7_316_001;

export type OpenDatabaseOptions =
  /** PGlite with its data directory on disk, or in memory when `dataDir` is undefined. */
  | { kind: "pglite"; dataDir: string | undefined }
  /** `timeoutMs` bounds connecting and each start-up query (default 10 s). */
  | { kind: "postgres"; url: string; maxConnections?: number; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 10_000;

/** PostgreSQL cannot be reached or does not answer: the server cannot start. The message says where. */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

/** host:port/database of a connection URL: enough to find the server, without the credentials. */
function whereIs(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
}

/**
 * A client of the pool that has proved the server answers: a server that accepts connections and then says
 * nothing fails here within `timeoutMs`, with one clear message, instead of hanging the start.
 */
async function answeringClient(pool: pg.Pool, url: string, timeoutMs: number): Promise<pg.PoolClient> {
  const seconds = `${timeoutMs / 1000} s (DATABASE_TIMEOUT_SECONDS)`;
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `PostgreSQL at ${whereIs(url)} could not be connected to within ${seconds}: ${reason}`,
    );
  }
  try {
    await client.query({ text: "select 1", query_timeout: timeoutMs } as pg.QueryConfig);
    return client;
  } catch (error) {
    client.release(true);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `PostgreSQL at ${whereIs(url)} did not answer within ${seconds}: ${reason}`,
    );
  }
}

/** Opens the database and applies pending migrations (safe when several servers start at once). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.kind === "pglite") {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    return usePglite(options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create());
  }

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // Later requests too fail after this long rather than wait for ever for a connection.
    connectionTimeoutMillis: timeoutMs,
  });
  // An idle client losing its connection must not crash the process; the next query gets a fresh one.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema });
  try {
    const lockClient = await answeringClient(pool, options.url, timeoutMs);
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(db, { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}

/** Wraps an open PGlite (e.g. a `clone()` of a migrated template) and applies pending migrations. */
export async function usePglite(client: PGlite): Promise<Database> {
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
