import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiGet, apiPost } from "./api-client";

function reply(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends JSON with the session cookie and returns the parsed answer", async () => {
    const fetchMock = vi.fn(async () => reply(201, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(apiPost("/api/contact", { name: "Ada" })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe('{"name":"Ada"}');
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("turns an error answer into an ApiError with the server's message and code", async () => {
    vi.stubGlobal("fetch", async () => reply(403, { message: "Limit reached", code: "limit_reached" }));
    const error = await apiGet("/api/usage").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: "Limit reached", code: "limit_reached" });
  });

  it("keeps the status text when the error answer is not JSON, and returns undefined for 204", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiGet("/api/me")).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiPost("/api/admin/unlock", { password: "x" })).resolves.toBeUndefined();
  });
});
