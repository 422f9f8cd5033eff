import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, DATABASE_KINDS, type TestApp } from "../../../test/helper.ts";

describe.each(DATABASE_KINDS)("health (%s)", (db) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("answers /healthz while the process is up", async () => {
    t = await buildTestApp({ db });
    const res = await t.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers, and not ready when it does not", async () => {
    t = await buildTestApp({ db, env: { DESCRIBE_WORKERS: "1" } });
    await t.app.describer.start();
    const ready = await t.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", checks: { database: "ok" } });

    t.app.readinessChecks.push({ name: "models", check: async () => false });
    const notReady = await t.inject({ method: "GET", url: "/readyz" });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      status: "not_ready",
      checks: { database: "ok", models: "failing" },
    });
  });
});
