/**
 * The real server (`src/server.ts`) as its own process on a free loopback port, on a fresh PostgreSQL database
 * (TEST_DATABASE_URL's server), for the benchmarks: start it, sign accounts in, read its memory, stop it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { PlanId } from "@photo-organizer/core";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { users } from "../src/db/schema/index.ts";
import { SESSION_COOKIE } from "../src/features/auth/session-cookie.ts";
import { createSession } from "../src/features/auth/sessions.ts";
import { upsertUserFromProfile } from "../src/features/auth/users.repository.ts";
import { createTestPostgresDatabase } from "../test/helper.ts";

const serverRoot = resolve(import.meta.dirname, "..");
export const sharedDir = resolve(process.env.SHARED_DIR ?? "../shared");

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** CPU time (user + system) a process has used so far, all its threads included, in seconds. */
export function cpuSecondsOf(pid: number): number {
  // The command name in parentheses may hold spaces: count the fields after it.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export type BenchServer = {
  /** http://127.0.0.1:port, what the benchmark connects to */
  address: string;
  /** the site's origin (PUBLIC_URL), sent as Origin */
  origin: string;
  pid: number;
  /** the /readyz answer once ready */
  ready: unknown;
  readySeconds: number;
  /** Signs an account in (creating it on `plan`); returns its Cookie header. */
  signIn(email: string, plan: PlanId): Promise<string>;
  stop(): Promise<void>;
};

/** Starts the server with the configured describer and waits until /readyz says it is ready. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const database = await createTestPostgresDatabase();
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      LOG_LEVEL: "warn",
      MODELS_DIR: resolve(process.env.MODELS_DIR ?? join(sharedDir, "models")),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    await database.drop();
  };
  try {
    const started = performance.now();
    let ready: unknown = null;
    while (!ready) {
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
      const res = await fetch(`${address}/readyz`).catch(() => null);
      if (res?.ok) ready = await res.json();
      else await new Promise((r) => setTimeout(r, 250));
    }
    const db = await openDatabase({ kind: "postgres", url: database.url });
    return {
      address,
      origin,
      pid: server.pid ?? 0,
      ready,
      readySeconds: (performance.now() - started) / 1000,
      async signIn(email, plan) {
        const user = await upsertUserFromProfile(db.db, {
          issuer: `${origin}/oidc`,
          subject: `bench|${email}`,
          email,
          emailVerified: true,
          name: email,
          avatarUrl: null,
        });
        await db.db.update(users).set({ plan }).where(eq(users.id, user.id));
        const { token } = await createSession(db.db, { userId: user.id, idToken: null });
        return `${SESSION_COOKIE}=${token}`;
      },
      async stop() {
        await db.close();
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
