import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockRun } from "./run-lock.ts";

describe("one run at a time into an output", () => {
  const dirs: string[] = [];
  const recordPath = () => {
    const dir = mkdtempSync(join(tmpdir(), "photo-organizer-lock-"));
    dirs.push(dir);
    mkdirSync(join(dir, ".photo-organizer"));
    return join(dir, ".photo-organizer", "run.json");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("tells a second run who is writing, and lets it in once the first has ended", async () => {
    const record = recordPath();
    const first = await lockRun(record);
    if (!("release" in first)) expect.unreachable("the output was free");

    const second = await lockRun(record);
    expect(second).toEqual({ heldBy: { pid: process.pid, host: hostname() }, path: `${record}.lock` });

    await first.release();
    expect(existsSync(`${record}.lock`)).toBe(false);
    const third = await lockRun(record);
    expect("release" in third).toBe(true);
  });

  it("takes over at once the lock of a run that was killed, or one left garbled", async () => {
    const record = recordPath();
    // A process that has ended: its id names no running process.
    const ended = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(`${record}.lock`, JSON.stringify({ pid: ended, host: hostname() }));
    expect("release" in (await lockRun(record))).toBe(true);

    writeFileSync(`${record}.lock`, "{");
    expect("release" in (await lockRun(record))).toBe(true);
  });

  it("does not take the lock of a run on another machine sharing the folder", async () => {
    const record = recordPath();
    const elsewhere = { pid: process.pid, host: `not-${hostname()}` };
    writeFileSync(`${record}.lock`, JSON.stringify(elsewhere));
    expect(await lockRun(record)).toEqual({ heldBy: elsewhere, path: `${record}.lock` });
  });
});
