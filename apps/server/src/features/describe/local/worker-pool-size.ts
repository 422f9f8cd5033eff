import { readFileSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";

/** What the process may really use: the machine's view narrowed by its control group (container) limits. */
export type ResourceLimits = {
  /** os.availableParallelism(): CPUs the process may be scheduled on (affinity) */
  parallelism: number;
  /** CPU time quota in CPUs (cgroup cpu.max / cfs_quota_us), null when unlimited */
  cpuQuota: number | null;
  totalMemoryBytes: number;
  /** cgroup memory limit, null when unlimited */
  memoryLimitBytes: number | null;
};

export type PoolSize = { threads: number; limits: ResourceLimits; limitedBy: "cpu" | "memory" };

/** Resident memory of one inference thread with both model families loaded (README: about 360 MB). */
export const BYTES_PER_THREAD = 360 * 1024 * 1024;
/** The rest of the server (HTTP, database, decoding previews) before any inference thread. */
export const BYTES_RESERVED = 400 * 1024 * 1024;

/** cgroup v1 reports "no limit" as a huge page-aligned number; anything past this is no limit. */
const UNLIMITED_BYTES = 2 ** 60;

/** cgroup v2 `cpu.max` ("max 100000" or "150000 100000") in CPUs; null when unlimited or unreadable. */
export function parseCpuMax(text: string): number | null {
  const [quota, period] = text.trim().split(/\s+/);
  return cpusFrom(Number(quota), Number(period ?? 100_000));
}

/** cgroup v1 `cpu.cfs_quota_us` (-1 = unlimited) and `cpu.cfs_period_us`. */
export function cpusFrom(quota: number, period: number): number | null {
  if (!Number.isFinite(quota) || !Number.isFinite(period) || quota <= 0 || period <= 0) return null;
  return quota / period;
}

/** `memory.max` (v2, "max" = unlimited) or `memory.limit_in_bytes` (v1) in bytes; null when unlimited. */
export function parseMemoryLimit(text: string): number | null {
  const bytes = Number(text.trim());
  return Number.isFinite(bytes) && bytes > 0 && bytes < UNLIMITED_BYTES ? bytes : null;
}

/**
 * Inference threads for these limits: one per CPU the process may use (a fractional quota rounds down, at
 * least one), no more than fit in memory next to the rest of the server.
 */
export function poolSizeFor(limits: ResourceLimits): PoolSize {
  const cpus = Math.max(
    1,
    Math.floor(Math.min(limits.parallelism, limits.cpuQuota ?? Number.POSITIVE_INFINITY)),
  );
  const memory = Math.min(limits.totalMemoryBytes, limits.memoryLimitBytes ?? Number.POSITIVE_INFINITY);
  const byMemory = Math.max(1, Math.floor((memory - BYTES_RESERVED) / BYTES_PER_THREAD));
  return byMemory < cpus
    ? { threads: byMemory, limits, limitedBy: "memory" }
    : { threads: cpus, limits, limitedBy: "cpu" };
}

function read(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The process's own cgroup folder for a controller ("" for the v2 unified hierarchy), from /proc/self/cgroup. */
function cgroupPath(controller: string, procSelfCgroup: string): string | null {
  for (const line of procSelfCgroup.split("\n")) {
    const [, controllers, path] = line.split(":");
    if (controllers === undefined || path === undefined) continue;
    if (controllers.split(",").includes(controller)) return path;
  }
  return null;
}

/** The first readable value of a limit file, looked up from the process's cgroup up to the root. */
function readLimit(root: string, path: string | null, file: string): string | null {
  const parts = (path ?? "").split("/").filter(Boolean);
  for (let depth = parts.length; depth >= 0; depth--) {
    const text = read(`${root}/${parts.slice(0, depth).join("/")}/${file}`.replace(/\/+/g, "/"));
    if (text !== null) return text;
  }
  return null;
}

/** Reads this process's limits (cgroup v2, then v1; a missing file means no limit). */
export function readResourceLimits(root = "/sys/fs/cgroup"): ResourceLimits {
  const self = read("/proc/self/cgroup") ?? "";
  const unified = cgroupPath("", self);
  const cpuMax = readLimit(root, unified, "cpu.max");
  let cpuQuota = cpuMax === null ? null : parseCpuMax(cpuMax);
  if (cpuMax === null) {
    const cpuPath = cgroupPath("cpu", self);
    const quota = readLimit(`${root}/cpu`, cpuPath, "cpu.cfs_quota_us");
    const period = readLimit(`${root}/cpu`, cpuPath, "cpu.cfs_period_us");
    if (quota !== null && period !== null) cpuQuota = cpusFrom(Number(quota), Number(period));
  }
  const memoryMax = readLimit(root, unified, "memory.max");
  const memoryLimitBytes =
    memoryMax !== null
      ? parseMemoryLimit(memoryMax)
      : (() => {
          const v1 = readLimit(`${root}/memory`, cgroupPath("memory", self), "memory.limit_in_bytes");
          return v1 === null ? null : parseMemoryLimit(v1);
        })();
  return { parallelism: availableParallelism(), cpuQuota, totalMemoryBytes: totalmem(), memoryLimitBytes };
}

/** DESCRIBE_WORKERS when set, otherwise what the process's CPU and memory limits allow. */
export function defaultPoolSize(configured: number | undefined): PoolSize & { configured: boolean } {
  const sized = poolSizeFor(readResourceLimits());
  return configured === undefined
    ? { ...sized, configured: false }
    : { ...sized, threads: configured, configured: true };
}
