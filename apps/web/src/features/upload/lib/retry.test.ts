import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { isTransient, withRetry } from "./retry";

describe("withRetry", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tries again after a dropped connection or a failing image service, then succeeds", async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError(502, "The image service failed"))
      .mockResolvedValueOnce("A red car");
    const result = withRetry(attempt, { delaysMs: [100, 300] });
    await vi.advanceTimersByTimeAsync(99);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe("A red car");
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it("gives up after the last delay with the last error", async () => {
    const attempt = vi.fn(async () => Promise.reject(new ApiError(503, "busy")));
    const result = withRetry(attempt, { delaysMs: [10] });
    const settled = expect(result).rejects.toThrow("busy");
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it("does not retry a refusal of the photo or the batch", async () => {
    const attempt = vi.fn(async () => Promise.reject(new ApiError(415, "not an image")));
    await expect(withRetry(attempt, { delaysMs: [10] })).rejects.toThrow("not an image");
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("stops waiting as soon as the batch is cancelled", async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")));
    const result = withRetry(attempt, { delaysMs: [10_000], signal: controller.signal });
    const settled = expect(result).rejects.toBeDefined();
    controller.abort();
    await settled;
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe("isTransient", () => {
  it.each([
    [new ApiError(429, ""), true],
    [new ApiError(502, ""), true],
    [new ApiError(504, ""), true],
    [new ApiError(400, ""), false],
    [new ApiError(403, ""), false],
    [new ApiError(422, ""), false],
    [new TypeError("Failed to fetch"), true],
    [new Error("Preview failed"), false],
  ])("%s → %s", (error, expected) => {
    expect(isTransient(error)).toBe(expected);
  });
});
