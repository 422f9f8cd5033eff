import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROUTE_TITLES } from "@photo-organizer/core";
import { afterAll, describe, expect, it } from "vitest";
import { suiteTestApp } from "../../test/helper.ts";

const root = mkdtempSync(join(tmpdir(), "po-web-"));
const dist = join(root, "dist");
mkdirSync(dist);
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Photo Organizer</title><div id=root></div>");
// Beside the app's folder: never to be served.
writeFileSync(join(root, "secret.json"), '{"secret":"outside the app"}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

  it("serves a file built after the server started, as an app built again under it has", async () => {
    const before = await t.inject({ method: "GET", url: "/assets/index-new.js" });
    expect(before.statusCode).toBe(404);
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "assets", "index-new.js"), "console.log('new build')");
    const res = await t.inject({ method: "GET", url: "/assets/index-new.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.body).toBe("console.log('new build')");
  });

  it.each([
    "/../secret.json",
    "/%2e%2e/secret.json",
    "/assets/%2e%2e/%2e%2e/secret.json",
    "/..%2fsecret.json",
  ])("never serves a file outside the app's folder (%s)", async (url) => {
    const res = await t.inject({ method: "GET", url });
    expect(res.body).not.toContain("outside the app");
    expect(res.statusCode).not.toBe(200);
  });

  it("sends a browser asking for /favicon.ico to the site's icon, not to a 404", async () => {
    const res = await t.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/favicon.svg");
  });
});
