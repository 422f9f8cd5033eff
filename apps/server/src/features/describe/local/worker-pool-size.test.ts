import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BYTES_PER_THREAD,
  BYTES_RESERVED,
  parseCpuMax,
  parseMemoryLimit,
  poolSizeFor,
  readResourceLimits,
} from "./worker-pool-size.ts";

const GB = 1024 ** 3;
const machine = { parallelism: 16, cpuQuota: null, totalMemoryBytes: 64 * GB, memoryLimitBytes: null };

describe("inference threads", () => {
  it("reads cgroup v2 and v1 limits, 'max' and the v1 huge number meaning none", () => {
    expect(parseCpuMax("max 100000\n")).toBeNull();
    expect(parseCpuMax("150000 100000\n")).toBe(1.5);
    expect(parseMemoryLimit("max\n")).toBeNull();
    expect(parseMemoryLimit("2147483648\n")).toBe(2 * GB);
    expect(parseMemoryLimit("9223372036854771712\n")).toBeNull();
  });

  it("uses one thread per CPU the process may use, rounding a fractional quota down", () => {
    expect(poolSizeFor(machine)).toMatchObject({ threads: 16, limitedBy: "cpu" });
    expect(poolSizeFor({ ...machine, cpuQuota: 2.5 })).toMatchObject({ threads: 2, limitedBy: "cpu" });
    expect(poolSizeFor({ ...machine, cpuQuota: 0.5 })).toMatchObject({ threads: 1 });
    expect(poolSizeFor({ ...machine, parallelism: 2, cpuQuota: 8 })).toMatchObject({ threads: 2 });
  });

  it("no more threads than fit in the memory limit next to the rest of the server", () => {
    const memoryLimitBytes = BYTES_RESERVED + 3 * BYTES_PER_THREAD + 1;
    expect(poolSizeFor({ ...machine, memoryLimitBytes })).toMatchObject({ threads: 3, limitedBy: "memory" });
    expect(poolSizeFor({ ...machine, memoryLimitBytes: 256 * 1024 ** 2 })).toMatchObject({ threads: 1 });
  });

  it("always at least one thread, never more than the CPUs or the memory allow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 256 }),
        fc.option(fc.double({ min: 0.01, max: 256, noNaN: true })),
        fc.option(fc.integer({ min: 1, max: 512 * GB })),
        (parallelism, cpuQuota, memoryLimitBytes) => {
          const { threads } = poolSizeFor({
            parallelism,
            cpuQuota,
            totalMemoryBytes: 64 * GB,
            memoryLimitBytes,
          });
          expect(threads).toBeGreaterThanOrEqual(1);
          expect(threads).toBeLessThanOrEqual(Math.max(1, Math.min(parallelism, cpuQuota ?? parallelism)));
          const memory = Math.min(64 * GB, memoryLimitBytes ?? 64 * GB);
          if (threads > 1) expect(BYTES_RESERVED + threads * BYTES_PER_THREAD).toBeLessThanOrEqual(memory);
        },
      ),
    );
  });

  it("finds the limits in a cgroup v2 tree", () => {
    const root = mkdtempSync(join(tmpdir(), "cgroup-"));
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "cpu.max"), "200000 100000\n");
    writeFileSync(join(root, "memory.max"), `${4 * GB}\n`);
    const limits = readResourceLimits(root);
    expect(limits).toMatchObject({ cpuQuota: 2, memoryLimitBytes: 4 * GB });
  });
});
