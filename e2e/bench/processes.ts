/** The process trees of the benchmarks' browser and server, read from /proc (Linux). */
import { readdirSync, readFileSync } from "node:fs";

/** `root` and all its descendants. */
export function treePids(root: number): Set<number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone
    }
  }
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** Proportional set size (kB) of `root` and all its descendants. */
export function treePss(root: number, peaks?: Map<number, number>): number {
  let kb = 0;
  for (const pid of treePids(root)) {
    try {
      const match = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
      const pss = Number(match?.[1] ?? 0);
      kb += pss;
      if (peaks) peaks.set(pid, Math.max(peaks.get(pid) ?? 0, pss));
    } catch {
      // gone
    }
  }
  return kb;
}

export function findPid(predicate: (cmdline: string, environ: string) => boolean): number | null {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      const environ = readFileSync(`/proc/${entry}/environ`, "utf8");
      if (predicate(cmdline, environ)) return Number(entry);
    } catch {
      // gone or not ours
    }
  }
  return null;
}

/** A process of a tree by its Chromium process type (renderer, gpu-process, …), else its command. */
export function processName(pid: number): string {
  try {
    // Chromium's zygote children rewrite their command line into one space-separated string.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
    const type = cmdline.find((a) => a.startsWith("--type="))?.slice(7);
    const subType = cmdline.find((a) => a.startsWith("--utility-sub-type="))?.slice(19);
    return subType ?? type ?? cmdline.slice(0, 2).join(" ").slice(-40);
  } catch {
    return String(pid);
  }
}
