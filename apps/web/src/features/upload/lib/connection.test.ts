import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { connectionHold, isConnectionLost, type Network } from "./connection";
import { withRetry } from "./retry";

/** A browser whose connection the test drops and brings back, with its `online` event. */
function network(online = true) {
  const listeners = new Set<() => void>();
  const net: Network & { set(on: boolean): void } = {
    online: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(on) {
      online = on;
      if (on) for (const listener of [...listeners]) listener();
    },
  };
  return net;
}

const failedToFetch = () => new TypeError("Failed to fetch");

describe("isConnectionLost", () => {
  it("is fetch's own failure, no answer at all, never an answer of the server", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        expect(isConnectionLost(new ApiError(status, "refused"))).toBe(false);
      }),
    );
    expect(isConnectionLost(failedToFetch())).toBe(true);
    expect(isConnectionLost(new Error("The photo could not be read"))).toBe(false);
  });
});

describe("connectionHold", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds a request the dropped connection failed, and photos about to start, until it is back; then sends it again as it was", async () => {
    const net = network();
    const changes: boolean[] = [];
    const hold = connectionHold((lost) => changes.push(lost), net, 15_000);
    const signal = new AbortController().signal;
    const sent: string[] = [];
    const attempt = vi.fn(async () => {
      sent.push("batch-1/7");
      if (!net.online()) throw failedToFetch();
      return "A red car";
    });

    net.set(false);
    const answer = hold.send(attempt, signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(hold.lost()).toBe(true);
    let started = false;
    const next = hold.wait(signal).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(60_000);
    // Tried again every 15 s while offline, never given up.
    expect(attempt).toHaveBeenCalledTimes(5);
    expect(started).toBe(false);

    net.set(true);
    await expect(answer).resolves.toBe("A red car");
    await next;
    expect(started).toBe(true);
    expect(new Set(sent)).toEqual(new Set(["batch-1/7"]));
    expect(changes).toEqual([true, false]);
  });

  it("tries again on its own when the connection comes back without an online event", async () => {
    const net = network(false);
    const hold = connectionHold(() => undefined, net, 15_000);
    let reachable = false;
    const answer = hold.send(async () => {
      if (!reachable) throw failedToFetch();
      return "ok";
    }, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(1000);
    reachable = true;
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(answer).resolves.toBe("ok");
    expect(hold.lost()).toBe(false);
  });

  it("passes on the server's answers: they keep their usual handling", async () => {
    const net = network();
    const hold = connectionHold(() => undefined, net);
    const signal = new AbortController().signal;
    const expired = new ApiError(409, "The batch expired", "batch_expired");
    await expect(hold.send(() => Promise.reject(expired), signal)).rejects.toBe(expired);
    const down = new ApiError(503, "The image service is busy", "busy");
    await expect(hold.send(() => Promise.reject(down), signal)).rejects.toBe(down);
    expect(hold.lost()).toBe(false);
  });

  it("holds a run whose server restarts while the browser says it is online, and goes on once it answers", async () => {
    const net = network(true);
    const changes: boolean[] = [];
    const hold = connectionHold((lost) => changes.push(lost), net, 15_000);
    let serverUp = false;
    const attempt = vi.fn(async () => {
      if (!serverUp) throw failedToFetch();
      return "A red car";
    });
    const answer = hold.send(attempt, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(hold.lost()).toBe(true);
    serverUp = true;
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(answer).resolves.toBe("A red car");
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(changes).toEqual([true, false]);
  });

  it("lets Cancel end a held request and a held photo", async () => {
    const net = network(false);
    const hold = connectionHold(() => undefined, net);
    const cancel = new AbortController();
    const held = hold.send(() => Promise.reject(failedToFetch()), cancel.signal);
    held.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    const waiting = hold.wait(cancel.signal);
    waiting.catch(() => undefined);
    cancel.abort(new Error("Cancelled"));
    await expect(held).rejects.toThrow("Cancelled");
    await expect(waiting).rejects.toThrow("Cancelled");
  });

  it("keeps the usual retries out of a lost connection, so no photo is given up on while offline", async () => {
    const net = network(false);
    const hold = connectionHold(() => undefined, net, 15_000);
    let reachable = false;
    const analyse = vi.fn(async () => {
      if (!reachable) throw failedToFetch();
      return "ok";
    });
    const answer = hold.send(
      () => withRetry(analyse, { firstBackoffMs: 100, retries: 2, handOver: hold.holds }),
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    // 41 tries in ten minutes, none of them a retry that ran out: the photo is still waiting.
    expect(analyse).toHaveBeenCalledTimes(41);
    reachable = true;
    net.set(true);
    await expect(answer).resolves.toBe("ok");
  });
});
