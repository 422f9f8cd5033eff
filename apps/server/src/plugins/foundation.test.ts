import { API_REFUSALS } from "@photo-organizer/core";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, DATABASE_KINDS, TEST_PUBLIC_URL, type TestApp } from "../../test/helper.ts";
import { HttpError } from "./errors.ts";

describe.each(DATABASE_KINDS)("foundation plugins (%s)", (db) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWithProbeRoutes() {
    t = await buildTestApp({ db });
    const open = { config: { public: true } };
    t.app.post("/api/probe", open, async () => ({ ok: true }));
    t.app.post(
      "/api/probe/validated",
      { ...open, schema: { body: z.object({ count: z.number().int().positive() }) } },
      async () => ({ ok: true }),
    );
    t.app.get("/api/probe/teapot", open, async () => {
      throw new HttpError(418, "I'm a teapot", "teapot");
    });
    t.app.get("/api/probe/crash", open, async () => {
      throw new Error("secret detail from deep inside");
    });
    return t;
  }

  it("refuses state-changing requests from another origin or with no origin (CSRF)", async () => {
    const { app, inject } = await appWithProbeRoutes();
    const foreign = await app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "Cross-site request refused", code: "csrf" });
    const missing = await app.inject({ method: "POST", url: "/api/probe" });
    expect(missing.statusCode).toBe(403);
    const viaReferer = await app.inject({
      method: "POST",
      url: "/api/probe",
      headers: { referer: `${TEST_PUBLIC_URL}/upload` },
    });
    expect(viaReferer.statusCode).toBe(200);
    expect((await inject({ method: "POST", url: "/api/probe" })).json()).toEqual({ ok: true });
  });

  it("answers every error in one JSON shape and never leaks a 5xx message", async () => {
    const { inject } = await appWithProbeRoutes();
    const invalid = await inject({ method: "POST", url: "/api/probe/validated", payload: { count: -1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: "validation_error",
      message: expect.stringMatching(/count/),
    });

    const teapot = await inject({ method: "GET", url: "/api/probe/teapot" });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: "I'm a teapot", code: "teapot" });

    const crash = await inject({ method: "GET", url: "/api/probe/crash" });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ message: "Internal Server Error" });
    expect(crash.body).not.toContain("secret detail");
  });

  it("refuses bodies over the size limit", async () => {
    const { inject } = await appWithProbeRoutes();
    const res = await inject({
      method: "POST",
      url: "/api/probe",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ blob: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_REFUSALS.bodyTooLarge, code: "body_too_large" });
  });

  it("says in its own words what is wrong with a body, never the framework's codes", async () => {
    const { inject } = await appWithProbeRoutes();
    const json = { "content-type": "application/json" };
    const cases = [
      [{ headers: json, payload: "" }, 400, { message: API_REFUSALS.emptyBody, code: "bad_body" }],
      [{ headers: json, payload: "{count: 1" }, 400, { message: API_REFUSALS.badJson, code: "bad_body" }],
      [
        { headers: { "content-type": "text/csv" }, payload: "count\n1" },
        415,
        { message: API_REFUSALS.unsupportedMediaType, code: "unsupported_media_type" },
      ],
    ] as const;
    for (const [request, status, body] of cases) {
      const res = await inject({ method: "POST", url: "/api/probe/validated", ...request });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual(body);
    }
    const notAnObject = await inject({
      method: "POST",
      url: "/api/probe/validated",
      payload: "[1]",
      headers: json,
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toMatch(/^Invalid input/);
  });

  it("answers an address with no route in the one error shape, built web app or not", async () => {
    const { inject } = await appWithProbeRoutes();
    const res = await inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: API_REFUSALS.notFound, code: "not_found" });
  });

  it("sends security headers with a Content-Security-Policy", async () => {
    const { inject } = await appWithProbeRoutes();
    const res = await inject({ method: "GET", url: "/healthz" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // "no-referrer" would make browsers send `Origin: null` on same-origin posts, failing the CSRF check.
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it.each([
    ["a URL that is not valid percent-encoding", "/%"],
    ["an API URL that is not valid percent-encoding", "/api/%zz"],
  ])("answers %s in the one error shape, with the security headers", async (_what, url) => {
    const { inject } = await appWithProbeRoutes();
    const res = await inject({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_REFUSALS.badUrl, code: "bad_url" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
