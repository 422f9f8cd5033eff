import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type App, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config/env.ts";
import {
  type Database,
  type DatabaseKind,
  migrationsFolder,
  openDatabase,
  usePglite,
} from "../src/db/client.ts";
import { SESSION_COOKIE } from "../src/features/auth/session-cookie.ts";
import { createSession } from "../src/features/auth/sessions.ts";
import { upsertUserFromProfile } from "../src/features/auth/users.repository.ts";
import { keepAnswer, useSlot } from "../src/features/batches/batches.service.ts";

/**
 * Run database-backed tests against both kinds: `describe.each(DATABASE_KINDS)("… (%s)", (db) => …)`.
 * PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); every
 * `buildTestApp` call gets its own freshly created database, dropped again on `close()`. When PostgreSQL is
 * unreachable the tests fail loudly with the reason — in CI and locally alike; they are never skipped.
 */
export const DATABASE_KINDS: readonly DatabaseKind[] = ["pglite", "postgres"];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const TEST_PUBLIC_URL = "http://localhost:3000";

export type SignInUser = { email: string; name?: string | null; subject?: string; emailVerified?: boolean };

export type TestApp = {
  app: App;
  /** `app.inject` with the site's Origin header, as the browser sends it (the CSRF check needs it). */
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Creates (or updates) the account through the same upsert as a real sign-in; returns the Cookie header. */
  signIn: (user: SignInUser) => Promise<string>;
  database: Database;
  close: () => Promise<void>;
};

/** A fresh, empty, migrated PostgreSQL database; `drop` removes it. */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `po_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL, or start it: ` +
        `bash .ci/run does). The database tests run against both PGlite and PostgreSQL. Cause: ${String(error)}`,
    );
  }
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** PGlite's own package.json (its exports do not include it), for the cache key. */
const pgliteVersion = readFileSync(
  new URL("../package.json", import.meta.resolve("@electric-sql/pglite")),
  "utf8",
);

/**
 * A new in-memory PGlite with every migration applied. initdb is the slow part (seconds, tens of seconds on a
 * busy machine), so the migrated data directory is kept as a tarball in the temp folder, keyed by the PGlite
 * version and the migration files, and later test processes start from it.
 */
async function migratedPglite(): Promise<PGlite> {
  const hash = createHash("sha256");
  hash.update(pgliteVersion);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const path = join(migrationsFolder, file);
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
  }
  const cache = join(tmpdir(), `photo-organizer-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(cache)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(cache)]) });
    } catch {
      rmSync(cache, { force: true });
    }
  }
  const client = await PGlite.create();
  await usePglite(client);
  const dump = await client.dumpDataDir("none");
  const partial = `${cache}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cache);
  return client;
}

type SharedPglite = { client: PGlite; database: Database; busy: boolean };
let sharedPglite: Promise<SharedPglite> | undefined;

async function emptyAllTables(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  if (rows.length === 0) return;
  await client.exec(`truncate table ${rows.map((r) => `"${r.tablename}"`).join(", ")} cascade`);
}

/**
 * A fresh, migrated, empty in-memory PGlite. Creating one (initdb) takes seconds, so each test process keeps one
 * migrated instance and empties it for the next test; a test that runs while it is still in use gets an
 * emptied `clone()` of it instead.
 */
async function freshPglite(): Promise<Database> {
  sharedPglite ??= (async () => {
    const client = await migratedPglite();
    return { client, database: await usePglite(client), busy: false };
  })();
  const shared = await sharedPglite;
  if (!shared.busy) {
    shared.busy = true;
    await emptyAllTables(shared.client);
    return {
      ...shared.database,
      close: async () => {
        shared.busy = false;
      },
    };
  }
  const clone = (await shared.client.clone()) as PGlite;
  await emptyAllTables(clone);
  return usePglite(clone);
}

/** Opens a fresh database of the given kind (PGlite in memory, or a new PostgreSQL database). */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: { dataDir?: string } = {},
): Promise<Database> {
  if (kind === "pglite") {
    return options.dataDir ? openDatabase({ kind: "pglite", dataDir: options.dataDir }) : freshPglite();
  }
  const created = await createTestPostgresDatabase();
  let database: Database;
  try {
    database = await openDatabase({ kind: "postgres", url: created.url, maxConnections: 20 });
  } catch (error) {
    await created.drop();
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh database for each test of the enclosing `describe` block that asks for one with the returned
 * function, closed (and a PostgreSQL one dropped) after that test.
 */
export function databasePerTest(kind: DatabaseKind): () => Promise<Database> {
  let open: Database | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return async () => {
    open = await openTestDatabase(kind);
    return open;
  };
}

/**
 * One database shared by the tests of the enclosing `describe` block, as `suiteTestApp` shares an app; use it
 * inside hooks and tests only.
 */
export function suiteDatabase(kind: DatabaseKind): Database {
  return sharedBySuite(() => openTestDatabase(kind));
}

/** The whole app on a fresh database, for `inject`-based tests. Always `await close()` (afterEach). */
export async function buildTestApp({
  db,
  env = {},
  database: given,
}: {
  db: DatabaseKind;
  env?: Record<string, string>;
  /** Reuse an open database instead of a fresh one (it stays the caller's to close). */
  database?: Database;
}): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", PUBLIC_URL: TEST_PUBLIC_URL, ...env });
  const database = given ?? (await openTestDatabase(db));
  let app: App;
  try {
    app = await buildApp(config, { database });
  } catch (error) {
    if (!given) await database.close();
    throw error;
  }
  const origin = new URL(config.publicUrl).origin;
  const issuer = config.oidc?.issuer ?? `${config.publicUrl}/oidc`;
  let closed = false;
  return {
    app,
    database,
    inject: (options) => app.inject({ ...options, headers: { origin, ...options.headers } }),
    signIn: async (user) => {
      const row = await upsertUserFromProfile(database.db, {
        issuer,
        subject: user.subject ?? `test|${user.email.toLowerCase()}`,
        email: user.email,
        emailVerified: user.emailVerified ?? true,
        name: user.name ?? null,
        avatarUrl: null,
      });
      const { token } = await createSession(database.db, { userId: row.id, idToken: null });
      return `${SESSION_COOKIE}=${token}`;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
      if (!given) await database.close();
    },
  };
}

/**
 * One `buildTestApp` shared by the tests of the enclosing `describe` block; use it inside hooks and tests only.
 */
export function suiteTestApp(options: Parameters<typeof buildTestApp>[0]): TestApp {
  return sharedBySuite(() => buildTestApp(options));
}

/**
 * What `open` gives, opened in the enclosing block's `beforeAll` and closed in its `afterAll`. The returned
 * object is filled in by that `beforeAll`, so it is complete inside hooks and tests only.
 */
function sharedBySuite<T extends { close: () => Promise<void> }>(open: () => Promise<T>): T {
  const shared = {} as T;
  beforeAll(async () => {
    Object.assign(shared, await open());
  });
  afterAll(async () => {
    await (shared as Partial<T>).close?.();
  });
  return shared;
}

/** Reserves a batch of `count` images for the signed-in cookie, as the browser does; returns its id. */
/** One photo analysed under the batch, as the analysis route leaves it: its slot taken and its answer kept. */
export async function analysedUnder(
  db: Parameters<typeof useSlot>[0],
  { batchId, userId }: { batchId: string; userId: string },
): Promise<void> {
  const claim = await useSlot(db, { batchId, userId });
  await keepAnswer(db, { batchId, userId, photoKey: claim.photoKey }, { description: "a photo" });
}

export async function reserveBatch(t: TestApp, cookie: string, count: number): Promise<string> {
  const res = await t.inject({
    method: "POST",
    url: "/api/batches",
    headers: { cookie },
    payload: { count },
  });
  if (res.statusCode !== 201) throw new Error(`reserving ${count} answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { batchId: string }).batchId;
}
