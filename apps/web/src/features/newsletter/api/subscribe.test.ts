import { MESSAGES, NEWSLETTER_LIST_ID } from "@photo-organizer/core";
import { describe, expect, it, vi } from "vitest";
import { readCapturedEmails } from "../lib/captured-emails";
import { resendLocalOnly, subscribe } from "./subscribe";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const reply = (body: string, init: ResponseInit = { status: 200 }) =>
  vi.fn(async () => new Response(body, init));

describe("subscribe", () => {
  it("returns the server's answer and remembers the email as subscribed", async () => {
    const storage = memoryStorage();
    const fetch = reply(JSON.stringify({ status: "subscribed", message: "ok" }));
    await expect(subscribe("a@example.com", { fetch, storage })).resolves.toEqual({
      status: "subscribed",
      message: "ok",
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/subscribe");
    expect(JSON.parse(String(init.body))).toEqual({
      email_address: "a@example.com",
      listId: NEWSLETTER_LIST_ID,
    });
    expect(readCapturedEmails(storage)).toMatchObject([{ email: "a@example.com", status: "subscribed" }]);
  });

  it("passes already_subscribed through", async () => {
    const fetch = reply(JSON.stringify({ status: "already_subscribed", message: "known" }));
    const result = await subscribe("a@example.com", { fetch, storage: memoryStorage() });
    expect(result.status).toBe("already_subscribed");
  });

  it.each([
    ["an empty reply", reply("")],
    ["an HTML reply", reply("<!doctype html><html></html>")],
    ["unparseable JSON", reply("{status:")],
    ["a non-ok reply", reply(JSON.stringify({ message: "boom" }), { status: 500 })],
    ["a reply without a known status", reply(JSON.stringify({ ok: true }))],
    [
      "a network error",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    ],
  ])("saves the email locally and succeeds on %s", async (_name, fetch) => {
    const storage = memoryStorage();
    const result = await subscribe("b@example.com", { fetch, storage });
    expect(result).toEqual({ status: "local_only", message: MESSAGES.subscriptionSavedLocally });
    expect(readCapturedEmails(storage)).toMatchObject([
      { email: "b@example.com", listId: NEWSLETTER_LIST_ID, status: "local_only" },
    ]);
  });

  it("fails when even the local save fails", async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    await expect(subscribe("c@example.com", { fetch: reply(""), storage })).rejects.toThrow();
  });
});

describe("resendLocalOnly", () => {
  it("re-sends local-only entries once the server answers and marks them subscribed", async () => {
    const storage = memoryStorage();
    await subscribe("x@example.com", { fetch: reply(""), storage });
    await subscribe("y@example.com", { fetch: reply(""), storage });
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: "subscribed", message: "" })));
    await expect(resendLocalOnly({ fetch, storage })).resolves.toBe(2);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readCapturedEmails(storage).map((e) => e.status)).toEqual(["subscribed", "subscribed"]);
    await expect(resendLocalOnly({ fetch, storage })).resolves.toBe(0);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("stops at the first failure while the server is still unreachable", async () => {
    const storage = memoryStorage();
    await subscribe("x@example.com", { fetch: reply(""), storage });
    await subscribe("y@example.com", { fetch: reply(""), storage });
    const fetch = reply("", { status: 503 });
    await expect(resendLocalOnly({ fetch, storage })).resolves.toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readCapturedEmails(storage).map((e) => e.status)).toEqual(["local_only", "local_only"]);
  });
});
