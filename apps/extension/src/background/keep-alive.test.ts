import { afterEach, describe, expect, it, vi } from "vitest";
import { KEEP_ALIVE_MS, whileKeptAlive } from "./keep-alive";

describe("the service worker while an image is analysed", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("stays active through a wait longer than Chrome's idle limit, and stops asking once the answer came", async () => {
    vi.useFakeTimers();
    const getPlatformInfo = vi.fn(async () => ({}));
    vi.stubGlobal("chrome", { runtime: { getPlatformInfo } });
    let answer!: (value: string) => void;
    const kept = whileKeptAlive(new Promise<string>((resolve) => (answer = resolve)));
    // Two minutes waiting for a busy server's turn: never 30 s without an extension call.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(getPlatformInfo).toHaveBeenCalledTimes(120_000 / KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeLessThan(30_000);
    answer("saved");
    await expect(kept).resolves.toBe("saved");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(getPlatformInfo).toHaveBeenCalledTimes(120_000 / KEEP_ALIVE_MS);
  });
});
