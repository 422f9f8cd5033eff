import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { isServiceFailure, isTransient, MAX_RETRY_AFTER_MS, withRetry } from "./retry";

describe("withRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("tries again after a dropped connection or a failing image service, then succeeds", async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(502, "The image service failed"))
      .mockResolvedValueOnce("A red car");
    const result = withRetry(attempt, { firstBackoffMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe("A red car");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("spreads the retries of many photos over time instead of sending them at once (jitter)", async () => {
    const waits = new Set<number>();
    for (let photo = 0; photo < 8; photo++) {
      let failedAt = 0;
      const attempt = vi
        .fn<() => Promise<string>>()
        .mockImplementationOnce(async () => {
          failedAt = Date.now();
          throw new ApiError(503, "busy");
        })
        .mockImplementationOnce(async () => {
          waits.add(Date.now() - failedAt);
          return "ok";
        });
      const result = withRetry(attempt, { firstBackoffMs: 1000 });
      await vi.advanceTimersByTimeAsync(2001);
      await expect(result).resolves.toBe("ok");
    }
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(1000);
  });

  it("waits at least the Retry-After the busy server asked for", async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, "busy", "busy", 5000))
      .mockResolvedValueOnce("A red car");
    const result = withRetry(attempt, { firstBackoffMs: 10 });
    await vi.advanceTimersByTimeAsync(4900);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe("A red car");
  });

  it("waits its turn on a busy server as often as it is asked, without using up retries", async () => {
    const busy = () => new ApiError(503, "busy", "server_busy", 2000);
    const attempt = vi.fn<() => Promise<string>>();
    for (let i = 0; i < 6; i++) attempt.mockRejectedValueOnce(busy());
    attempt.mockRejectedValueOnce(new ApiError(429, "too many", "too_many_analyses", 1000));
    attempt.mockResolvedValueOnce("A red car");
    const result = withRetry(attempt, { retries: 1, firstBackoffMs: 10 });
    await vi.advanceTimersByTimeAsync(1900);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6 * 3000 + 1500);
    await expect(result).resolves.toBe("A red car");
    expect(attempt).toHaveBeenCalledTimes(8);
  });

  it("gives up after the last retry with the last error", async () => {
    const attempt = vi.fn(async () => Promise.reject(new ApiError(503, "busy")));
    const result = withRetry(attempt, { retries: 1, firstBackoffMs: 10 });
    const settled = expect(result).rejects.toThrow("busy");
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it.each([
    new ApiError(415, "not an image"),
    new ApiError(409, "batch full"),
    new ApiError(500, "internal"),
  ])("does not retry %s", async (error) => {
    const attempt = vi.fn(async () => Promise.reject(error));
    await expect(withRetry(attempt, { firstBackoffMs: 10 })).rejects.toBe(error);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("stops waiting as soon as the batch is cancelled", async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    const result = withRetry(attempt, { firstBackoffMs: 10_000, signal: controller.signal });
    const settled = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    controller.abort();
    await settled;
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe("isTransient", () => {
  it.each([
    [new ApiError(429, ""), true],
    [new ApiError(502, ""), true],
    [new ApiError(503, "", undefined, 2000), true],
    [new ApiError(503, "", undefined, MAX_RETRY_AFTER_MS + 1), false],
    [new ApiError(503, "", "server_busy", MAX_RETRY_AFTER_MS + 1), true],
    [new ApiError(504, ""), true],
    [new ApiError(500, ""), false],
    [new ApiError(400, ""), false],
    [new ApiError(403, ""), false],
    [new ApiError(422, ""), false],
    [new TypeError("Failed to fetch"), true],
    [new Error("Preview failed"), false],
  ])("%s → %s", (error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});

describe("isServiceFailure", () => {
  it.each([
    [new ApiError(503, "", "server_busy", 1000), false],
    [new ApiError(429, "", "too_many_analyses", 1000), false],
    [new ApiError(503, "", "analysis_timeout", 1000), true],
    [new ApiError(500, ""), true],
    [new ApiError(503, ""), true],
    [new TypeError("Failed to fetch"), true],
    [new ApiError(409, ""), false],
    [new Error("Preview failed"), false],
  ])("%s → %s", (error, expected) => {
    expect(isServiceFailure(error)).toBe(expected);
  });
});
