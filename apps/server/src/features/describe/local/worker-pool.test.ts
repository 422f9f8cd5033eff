import { afterAll, describe, expect, it } from "vitest";
import { CLASSIFIER_SIZE } from "./model-files.ts";
import { createWorkerPool, type WorkerPool } from "./worker-pool.ts";

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

  it("refuses work once closed", async () => {
    await pool?.close();
    const preview = { data: new Uint8Array(3), width: 1, height: 1 };
    await expect(pool?.analyze({ preview, square: new Uint8Array(3) })).rejects.toThrow("shutting down");
  });
});
