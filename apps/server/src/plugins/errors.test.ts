import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_PUBLIC_URL } from "../../test/helper.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config/env.ts";

/** The app with its log captured line by line. */
async function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: "info" });
  const database = await openTestDatabase("pglite");
  const app = await buildApp(config, { database, logStream: stream });
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, lines, close };
}

describe("the error log", () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("keeps no request data of a failed query: no parameters, no line longer than a few KB", async () => {
    const t = await appWithLog();
    close = t.close;
    const secret = `${"7".repeat(200_000)}-the-end-of-someones-data`;
    t.app.get("/api/probe/query", { config: { public: true } }, async () => {
      await t.app.db.execute(sql`select ${secret}::real`);
      return {};
    });
    const res = await t.app.inject({ method: "GET", url: "/api/probe/query" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    const failed = t.lines.find((line) => line.includes("request failed"));
    expect(failed).toBeDefined();
    expect(t.lines.join("\n")).not.toContain("the-end-of-someones-data");
    expect(Math.max(...t.lines.map((line) => line.length))).toBeLessThan(4096);
  });
});
