import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch, testUser } from "@/testing/render-route";
import { fetchMe } from "./use-auth";

afterEach(() => vi.unstubAllGlobals());

describe("fetchMe", () => {
  it("asks /api/session, which answers 200 for a visitor: no failed request on a signed-out page", async () => {
    const fetchMock = stubFetch({ "GET /api/session": () => json({ user: null }) });
    expect(await fetchMe()).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/session"]);
  });

  it("returns the signed-in user", async () => {
    stubFetch({ "GET /api/session": () => json({ user: testUser({ plan: "pro" }) }) });
    expect(await fetchMe()).toEqual(testUser({ plan: "pro" }));
  });

  it("refuses an answer that does not match the contract instead of guessing", async () => {
    stubFetch({ "GET /api/session": () => json({ user: { id: 1 } }) });
    await expect(fetchMe()).rejects.toThrow();
  });
});
