import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROUTE_TITLES } from "@photo-organizer/core";
import { afterAll, describe, expect, it } from "vitest";
import { suiteTestApp } from "../../test/helper.ts";

const dist = mkdtempSync(join(tmpdir(), "po-web-dist-"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Photo Organizer</title><div id=root></div>");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the web app's pages and unknown paths", () => {
  const t = suiteTestApp({ db: "pglite", env: { WEB_DIST_DIR: dist } });

  it.each(Object.keys(ROUTE_TITLES))("serves the app at %s with 200", async (path) => {
    const res = await t.inject({ method: "GET", url: `${path}?from=test` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<div id=root>");
  });

  it.each(["/nope", "/features/more", "/Upload", "/index.php"])(
    "answers 404 at %s, with the app (its not-found page)",
    async (path) => {
      const res = await t.inject({ method: "GET", url: path });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    },
  );

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await t.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("sends a browser asking for /favicon.ico to the site's icon, not to a 404", async () => {
    const res = await t.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/favicon.svg");
  });
});
