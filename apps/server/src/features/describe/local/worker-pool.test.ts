import { afterAll, describe, expect, it } from "vitest";
import { CLASSIFIER_SIZE } from "./model-files.ts";
import { createWorkerPool, type WorkerPool } from "./worker-pool.ts";

async function until(condition: () => boolean) {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

describe("worker pool", () => {
  let pool: WorkerPool | undefined;
  afterAll(() => pool?.close());

  it("answers each photo, and a photo that fails does not take the worker down", async () => {
    pool = await createWorkerPool({ modelsDir: "/nonexistent-models" }, 1);
    expect(pool.models).toEqual({ faces: true, classifier: false });
    const square = new Uint8Array(CLASSIFIER_SIZE * CLASSIFIER_SIZE * 3);
    const broken = { preview: { data: new Uint8Array(10), width: 64, height: 48 }, square };
    await expect(pool.analyze(broken)).rejects.toThrow();
    const preview = { data: new Uint8Array(64 * 48 * 3).fill(200), width: 64, height: 48 };
    const [first, second] = await Promise.all([
      pool.analyze({ preview, square }),
      pool.analyze({ preview, square }),
    ]);
    expect(first?.faces).toEqual([]);
    expect(first?.labels).toEqual([]);
    expect(second?.sky.grey).toBe(1);
  }, 60_000);

  it("stops a photo past its time, replaces its thread and keeps answering", async () => {
    const timed = await createWorkerPool({ modelsDir: "/nonexistent-models" }, 1);
    try {
      const preview = { data: new Uint8Array(64 * 48 * 3).fill(90), width: 64, height: 48 };
      const square = new Uint8Array(CLASSIFIER_SIZE * CLASSIFIER_SIZE * 3);
      const late = timed.analyze({ preview, square }, AbortSignal.timeout(1));
      await expect(late).rejects.toThrow();
      // A signal that is not a timeout (the client left) lets a photo in hand finish.
      const left = new AbortController();
      const finishing = timed.analyze({ preview, square }, left.signal);
      left.abort();
      expect((await finishing).faces).toEqual([]);
    } finally {
      await timed.close();
    }
  }, 60_000);

  it("counts only live threads (what /readyz reports), and replaces dead ones", async () => {
    const watched = await createWorkerPool({ modelsDir: "/nonexistent-models" }, 2);
    try {
      expect(watched.alive()).toBe(2);
      await Promise.all(watched.threads().map((thread) => thread.terminate()));
      expect(watched.alive()).toBe(0);
      await until(() => watched.alive() === 2);
      const preview = { data: new Uint8Array(64 * 48 * 3).fill(90), width: 64, height: 48 };
      const square = new Uint8Array(CLASSIFIER_SIZE * CLASSIFIER_SIZE * 3);
      expect((await watched.analyze({ preview, square })).labels).toEqual([]);
    } finally {
      await watched.close();
    }
  }, 60_000);

  it("refuses work once closed", async () => {
    await pool?.close();
    const preview = { data: new Uint8Array(3), width: 1, height: 1 };
    await expect(pool?.analyze({ preview, square: new Uint8Array(3) })).rejects.toThrow("shutting down");
  });
});
