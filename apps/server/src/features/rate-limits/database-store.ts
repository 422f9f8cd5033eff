import type { Db } from "../../db/client.ts";
import { countHit, deleteEndedCounters, readHits } from "./rate-limit-counters.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteLimit = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Ended windows are swept at most this often, by whichever process counts a hit. */
export const COUNTER_SWEEP_INTERVAL_MS = 60_000;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limit_counters`), so that
 * several server processes on one PostgreSQL count each client together instead of once each. It works on
 * PGlite too, where it is simply the one process's counter. Each route counts under its own name.
 */
export function databaseRateLimitStore(database: () => Db) {
  let lastSweep = 0;
  function sweepNow() {
    const now = Date.now();
    if (now - lastSweep < COUNTER_SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    deleteEndedCounters(database()).catch(() => {
      lastSweep = 0;
    });
  }

  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(namespace: unknown = "") {
      this.namespace = typeof namespace === "string" ? namespace : "";
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      sweepNow();
      countHit(database(), `${this.namespace}|${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      readHits(database(), `${this.namespace}|${key}`).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** Called per route with the route's merged limit settings (typed loosely upstream). */
    child(options: unknown) {
      const limit = options as RouteLimit;
      const method = [limit.routeInfo?.method ?? ""].flat().join(",");
      return new DatabaseRateLimitStore(limit.groupId ?? `${method} ${limit.routeInfo?.url ?? ""}`);
    }
  };
}
