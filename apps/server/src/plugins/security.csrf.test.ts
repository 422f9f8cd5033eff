import { describe, expect, it } from "vitest";
import { suiteTestApp } from "../../test/helper.ts";
import { BUILT_EXTENSION_ID } from "../features/extension/extension-build.ts";

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const STATE_CHANGING = ["post", "put", "patch", "delete"] as const;

/** Issue 11 item 16: the CSRF refusal is the same 403 on every route, never a 500 from a route's own schema. */
describe("CSRF check on every state-changing route", () => {
  const t = suiteTestApp({ db: "pglite" });

  /** Every documented route that changes state, plus the hidden sign-out; path parameters filled in. */
  async function stateChangingRoutes(): Promise<{ method: string; url: string }[]> {
    await t.app.ready();
    const { paths } = t.app.swagger() as unknown as OpenApi;
    // The development provider's endpoints under /oidc are called by the server itself: exempt by design.
    const routes = Object.entries(paths)
      .filter(([path]) => !path.startsWith("/oidc"))
      .flatMap(([path, operations]) =>
        STATE_CHANGING.filter((method) => method in operations).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
        })),
      );
    return [...routes, { method: "POST", url: "/auth/logout" }];
  }

  it("covers the routes that matter", async () => {
    const urls = (await stateChangingRoutes()).map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "POST /api/batches",
      "POST /api/analyze-image",
      "POST /api/admin/unlock",
      "POST /api/subscribe",
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["an extension that is not ours", { origin: "chrome-extension://abcdefghijklmnopabcdefghijklmnop" }],
    ["a referer from another origin", { referer: "https://evil.example/page" }],
    ["no origin at all", {}],
  ])("answers 403 'csrf' to a signed-in request from %s", async (_, headers: Record<string, string>) => {
    const cookie = await t.signIn({ email: "csrf@example.com" });
    for (const { method, url } of await stateChangingRoutes()) {
      const res = await t.app.inject({
        method: method as "POST",
        url,
        payload: {},
        headers: { cookie, ...headers },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ message: "Cross-site request refused", code: "csrf" });
    }
  });

  it("lets the extension built from this repository start a batch with the session cookie (D19)", async () => {
    const cookie = await t.signIn({ email: "extension@example.com" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/batches",
      payload: { count: 1 },
      headers: { cookie, origin: `chrome-extension://${BUILT_EXTENSION_ID}` },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe("CSRF check with a store-installed extension", () => {
  const storeId = "ponmlkjihgfedcbaponmlkjihgfedcba";
  const t = suiteTestApp({ db: "pglite", env: { EXTENSION_IDS: storeId } });

  it("accepts the configured id's Origin and still refuses other extensions", async () => {
    const cookie = await t.signIn({ email: "store@example.com" });
    const post = (origin: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/batches",
        payload: { count: 1 },
        headers: { cookie, origin },
      });
    expect((await post(`chrome-extension://${storeId}`)).statusCode).toBe(201);
    expect((await post(`chrome-extension://${BUILT_EXTENSION_ID}`)).statusCode).toBe(201);
    expect((await post("chrome-extension://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")).statusCode).toBe(403);
  });
});
