import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/helper.ts";

/** The API paths anyone may call (spec section 6: anonymous visitors see public pages, subscribe, write to us). */
const PUBLIC = new Set([
  "GET /api/stats",
  "GET /api/config",
  "POST /api/subscribe",
  "POST /api/contact",
  "GET /api/docs/json",
  "GET /api/docs/yaml",
  // Who is signed in: `{ user: null }` for a visitor (issue 11 item 11), never anyone's data.
  "GET /api/session",
]);

type Operation = { method: string; path: string };

/**
 * Every operation in the OpenAPI document (which lists every documented route) that is not public must refuse an
 * anonymous caller. A route that forgets its guard makes this fail. The database kind does not matter here.
 */
describe("private endpoints", () => {
  let t: TestApp;
  let operations: Operation[];
  beforeAll(async () => {
    t = await buildTestApp({ db: "pglite" });
    // A route added without a thought about sign-in: closed by default.
    t.app.post("/api/added-later", async () => ({ leaked: true }));
    await t.app.ready();
    const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
        .map((m) => ({ method: m.toUpperCase(), path })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the API's operations (the check below is not vacuous)", () => {
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain("GET /api/me");
    expect(operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`)).length).toBeGreaterThan(3);
  });

  it("refuses anonymous callers on every non-public operation", async () => {
    const refusedWrongly: string[] = [];
    for (const { method, path } of operations) {
      if (PUBLIC.has(`${method} ${path}`) || !path.startsWith("/api/")) continue;
      const url = path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");
      const res = await t.inject({
        method: method as "GET",
        url,
        ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
      });
      // The guard runs before the body is read: an empty body must get 401, not a validation 400.
      if (res.statusCode !== 401) refusedWrongly.push(`${method} ${path} → ${res.statusCode}`);
    }
    expect(refusedWrongly).toEqual([]);
  });

  it("closes an /api route that does not opt out of sign-in", async () => {
    const res = await t.inject({ method: "POST", url: "/api/added-later", payload: {} });
    expect([res.statusCode, res.json()]).toEqual([
      401,
      { message: "Sign in required", code: "unauthorized" },
    ]);
  });
});
