import { describe, expect, it } from "vitest";
import { createLimiter, runPool } from "./run-pool";

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("runPool", () => {
  it("never runs more than `concurrency` tasks at once and runs every item once", async () => {
    const gates = Array.from({ length: 10 }, () => deferred());
    let inFlight = 0;
    let peak = 0;
    const seen: number[] = [];
    const done = runPool(
      gates.map((_, i) => i),
      {
        concurrency: 3,
        task: async (i) => {
          seen.push(i);
          inFlight++;
          peak = Math.max(peak, inFlight);
          await gates[i]?.promise;
          inFlight--;
          return i * 2;
        },
      },
    );
    await tick();
    expect(seen).toEqual([0, 1, 2]);
    // Finish out of order: slots are refilled as each one frees.
    gates[1]?.resolve();
    await tick();
    expect(seen).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.resolve();
    await done;
    expect(peak).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reports failures per item without stopping the others", async () => {
    const results: [number, boolean][] = [];
    await runPool([1, 2, 3, 4], {
      concurrency: 2,
      task: async (n) => {
        if (n % 2 === 0) throw new Error(`bad ${n}`);
        return n;
      },
      onSettled: (r, _item, index) => results.push([index, r.ok]),
    });
    expect(results.sort((a, b) => a[0] - b[0])).toEqual([
      [0, true],
      [1, false],
      [2, true],
      [3, false],
    ]);
  });

  it("stops starting new tasks once aborted", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const result = await runPool([0, 1, 2, 3, 4, 5], {
      concurrency: 2,
      signal: controller.signal,
      task: async (i) => {
        started.push(i);
        if (i === 2) controller.abort();
        await tick();
      },
    });
    expect(started).toEqual([0, 1, 2]);
    expect(result.started).toBe(3);
  });

  it("handles an empty list", async () => {
    await expect(runPool([], { concurrency: 4, task: async () => 1 })).resolves.toEqual({ started: 0 });
  });
});

describe("createLimiter", () => {
  it("holds callers beyond the limit until a slot frees", async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred()];
    const order: string[] = [];
    const runs = gates.map((g, i) =>
      limiter.use(async () => {
        order.push(`start ${i}`);
        await g.promise;
        order.push(`end ${i}`);
      }),
    );
    await tick();
    expect(order).toEqual(["start 0", "start 1"]);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(1);
    gates[0]?.resolve();
    await tick();
    expect(order).toEqual(["start 0", "start 1", "end 0", "start 2"]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all(runs);
    expect(limiter.active).toBe(0);
  });

  it("frees the slot when the work throws", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.use(async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    await expect(limiter.use(async () => 5)).resolves.toBe(5);
  });
});
