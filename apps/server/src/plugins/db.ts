import type { FastifyInstance } from "fastify";
import type { Config } from "../config/env.ts";
import { type Database, type Db, isDatabaseReachable, openDatabase } from "../db/client.ts";

/** A named check behind `GET /readyz`; resolve `true` when that part of the service can take work. */
export type ReadinessCheck = {
  name: string;
  check: () => Promise<boolean>;
  /** Optional facts shown beside the check (e.g. which models are loaded). */
  detail?: () => unknown;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL; one set of queries for both). */
    db: Db;
    /** "pglite": the embedded database, which this process alone uses; "postgres": possibly shared. */
    databaseKind: Database["kind"];
    /** Checks run by `GET /readyz`; add your own with `app.readinessChecks.push({ name, check })`. */
    readinessChecks: ReadinessCheck[];
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite on disk in `<DATA_DIR>/pglite`. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: "postgres", url: config.databaseUrl, timeoutMs: config.databaseTimeoutMs })
    : openDatabase({ kind: "pglite", dataDir: `${config.dataDir.replace(/\/+$/, "")}/pglite` });
}

/**
 * Decorates `app.db`. A database passed in (tests) stays the caller's to close; one opened here is closed
 * with the app.
 */
export async function registerDatabase(app: FastifyInstance, config: Config, given?: Database) {
  const database = given ?? (await openConfiguredDatabase(config));
  app.decorate("db", database.db);
  app.decorate("databaseKind", database.kind);
  app.decorate("readinessChecks", [{ name: "database", check: () => isDatabaseReachable(database.db) }]);
  if (!given) app.addHook("onClose", () => database.close());
}
