/**
 * Throughput of quota reservations and slot use (D2) on PGlite and on PostgreSQL. Prints figures only.
 *   npm run bench:quota            (PostgreSQL from TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * Each run uses a fresh in-memory PGlite and a freshly created PostgreSQL database, dropped afterwards.
 */
import { performance } from "node:perf_hooks";
import type { DatabaseKind } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { finishBatch, reserveBatch, useSlot } from "../src/features/batches/batches.service.ts";
import { openTestDatabase } from "../test/helper.ts";

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
/** 1: every request fights for the same usage row (worst case); CONCURRENCY: one user per lane. */
const USER_COUNTS = [1, CONCURRENCY];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await run(item);
      }
    }),
  );
}

async function bench(kind: DatabaseKind, userCount: number) {
  const database = await openTestDatabase(kind);
  try {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: userCount }, (_, i) => ({
          issuer: "https://bench",
          subject: `bench${i}`,
          email: `bench${i}@example.com`,
          plan: "enterprise" as const,
        })),
      )
      .returning();
    const latencies: number[] = [];
    const started = performance.now();
    await pool(
      Array.from({ length: RESERVATIONS }, (_, i) => i),
      CONCURRENCY,
      async (i) => {
        const row = rows[i % rows.length];
        if (!row) throw new Error("no user");
        const user = { id: row.id, plan: row.plan };
        const t0 = performance.now();
        const result = await reserveBatch(database.db, { user, count: 2, ttlMs: 3_600_000 });
        if (!result.ok) throw new Error(result.message);
        await useSlot(database.db, { batchId: result.batchId, userId: user.id });
        await finishBatch(database.db, { user, batchId: result.batchId });
        latencies.push(performance.now() - t0);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${RESERVATIONS} batches (reserve 2 + use 1 + finish), ${CONCURRENCY} at a time, ` +
        `${String(userCount).padStart(3)} user(s): ` +
        `${(RESERVATIONS / seconds).toFixed(0)} batches/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms`,
    );
  } finally {
    await database.close();
  }
}

for (const kind of ["pglite", "postgres"] as const) {
  for (const userCount of USER_COUNTS) await bench(kind, userCount);
}
