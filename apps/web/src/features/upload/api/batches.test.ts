import { MESSAGES } from "@photo-organizer/core";
import type { Reservation } from "@photo-organizer/core/api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { reserveBatchRetried } from "./batches";

const usage: Reservation["usage"] = {
  plan: "free",
  period: "2026-11",
  count: 1,
  limit: 25,
  remaining: 24,
  percent: 4,
  batchCap: 20,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** How one request goes wrong on its way: nothing reaches the server, or the server's answer is lost. */
type Trouble = "busy" | "answer-lost";

/**
 * `POST /api/batches` as the server keeps it (DR 033): a key it saw before gets its batch back, never a
 * second one. `troubles` are what happens to the requests in turn; the rest are answered.
 */
function batchServer(troubles: Trouble[]) {
  const batches = new Map<string, Reservation>();
  const keys: (string | undefined)[] = [];
  let made = 0;
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const trouble = troubles.shift();
    if (trouble === "busy") return json(503, { message: "The image service is busy" });
    const { count, key } = JSON.parse(String(init.body)) as { count: number; key?: string };
    keys.push(key);
    const kept = key ? batches.get(key) : undefined;
    const batch = kept ?? {
      batchId: `0b9f6f52-6b8e-4c55-9d43-3c8a2f3b9a1${++made}`,
      reserved: count,
      expiresAt: "2026-11-27T19:00:00.000Z",
      usage,
      concurrency: 4,
    };
    batches.set(key ?? batch.batchId, batch);
    // Granted and kept on the server, but the connection dropped before the answer came back.
    if (trouble === "answer-lost") throw new TypeError("Failed to fetch");
    return json(201, batch);
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, keys, batchesMade: () => made };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reserveBatchRetried", () => {
  it("gets back the batch whose answer was lost: one batch held, asked for under one key", async () => {
    const server = batchServer(["answer-lost"]);
    const reserved = reserveBatchRetried(3);
    await vi.advanceTimersByTimeAsync(10_000);
    const { batchId } = await reserved;
    expect(server.batchesMade()).toBe(1);
    expect(batchId).toBe("0b9f6f52-6b8e-4c55-9d43-3c8a2f3b9a11");
    expect(server.keys).toHaveLength(2);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("asks again while the server is busy, then reserves", async () => {
    const server = batchServer(["busy", "busy"]);
    const reserved = reserveBatchRetried(1);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(reserved).resolves.toMatchObject({ reserved: 1 });
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(server.batchesMade()).toBe(1);
  });

  it("makes a new key for each reservation: two reservations are two batches", async () => {
    const server = batchServer([]);
    const first = await reserveBatchRetried(1);
    const second = await reserveBatchRetried(1);
    expect(first.batchId).not.toBe(second.batchId);
    expect(new Set(server.keys).size).toBe(2);
  });

  it.each<[number, { message: string; code?: string }]>([
    [403, { message: MESSAGES.limitReached(25), code: "limit_reached" }],
    [403, { message: MESSAGES.batchCap(20, "Free"), code: "batch_cap" }],
    [401, { message: "Sign in to continue" }],
  ])("hands a %i refusal back at once, in the server's words", async (status, body) => {
    const fetch = vi.fn(async () => json(status, body));
    vi.stubGlobal("fetch", fetch);
    const error = await reserveBatchRetried(5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: body.message, code: body.code });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
