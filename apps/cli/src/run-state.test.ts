import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_ORGANIZATION_SETTINGS } from "@photo-organizer/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  emptyState,
  filedUnderOtherSettings,
  type RunState,
  readState,
  settingsMark,
  stateWriter,
} from "./run-state.ts";

describe("the run's record", () => {
  const dirs: string[] = [];
  const recordPath = () => {
    const dir = mkdtempSync(join(tmpdir(), "photo-organizer-run-"));
    dirs.push(dir);
    return join(dir, "run.json");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("written by the version before reservation keys, still resumes: its done photos and its open batch", async () => {
    const path = recordPath();
    const done = {
      source: "phone/IMG_0001.jpg",
      path: "Beach/Sunset_over_the_sea.jpg",
      category: "Beach",
      description: "Sunset over the sea",
      status: "ok",
      format: "JPEG",
    };
    const batch = {
      id: "0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10",
      expiresAt: "2026-11-27T16:00:00.000Z",
      concurrency: 4,
      photos: ["b", "c"],
    };
    writeFileSync(path, JSON.stringify({ version: 1, done: { a: done }, batch }));
    expect(await readState(path)).toEqual({
      version: 1,
      done: { a: done },
      batch,
      reserving: null,
      sent: {},
    });
  });

  it("keeps a reservation asked for and not yet answered, and forgets it once the batch is kept", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const reserving = { key: "7a0e2c1b-3f4d-4e5a-8b6c-9d0e1f2a3b4c", count: 2, photos: ["a", "b"] };
    await save({ version: 1, done: {}, batch: null, reserving, sent: {} });
    expect((await readState(path)).reserving).toEqual(reserving);

    const batch = {
      id: "0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10",
      expiresAt: "x",
      concurrency: 1,
      photos: ["a", "b"],
    };
    await save({ version: 1, done: {}, batch, reserving: null, sent: {} });
    expect(await readState(path)).toEqual({ version: 1, done: {}, batch, reserving: null, sent: {} });
  });

  const photo = (n: number) => ({
    source: `IMG_${n}.jpg`,
    path: `Nature/photo_${n}.jpg`,
    category: "Nature",
    description: `Photo ${n}`,
    status: "ok" as const,
    format: "JPEG",
  });

  it("appends each photo recorded instead of writing the record whole, and reads every one back", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const state: RunState = { version: 1, done: {}, batch: null, reserving: null, sent: {} };
    await save(state);
    const whole = readFileSync(path, "utf8");
    for (let n = 0; n < 50; n++) {
      state.done[`id${n}`] = photo(n);
      await save(state, [`id${n}`]);
    }
    // The record itself was not written again: 50 lines in the log beside it.
    expect(readFileSync(path, "utf8")).toBe(whole);
    expect(readFileSync(`${path}.log`, "utf8").trim().split("\n")).toHaveLength(50);
    const read = await readState(path);
    expect(Object.keys(read.done)).toHaveLength(50);
    expect(read.done.id49).toEqual(photo(49));
  });

  it("keeps every photo recorded before a line cut short by an interruption", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const state: RunState = { version: 1, done: {}, batch: null, reserving: null, sent: {} };
    await save(state);
    for (let n = 0; n < 3; n++) {
      state.done[`id${n}`] = photo(n);
      await save(state, [`id${n}`]);
    }
    appendFileSync(`${path}.log`, '{"log":"x","seq":9,"done":{"id9":');
    expect(Object.keys((await readState(path)).done)).toEqual(["id0", "id1", "id2"]);
  });

  it("writes the record whole again once the log is as long as it, and replays no line from before", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const state: RunState = { version: 1, done: {}, batch: null, reserving: null, sent: {} };
    await save(state);
    const lines = () =>
      existsSync(`${path}.log`) ? readFileSync(`${path}.log`, "utf8").trim().split("\n") : [];
    for (let n = 0; n < 1001; n++) {
      state.done[`id${n}`] = photo(n);
      await save(state, [`id${n}`]);
    }
    // 1,000 lines, then the record whole with every photo, and a new log of one line.
    expect(lines()).toHaveLength(0);
    expect(Object.keys(JSON.parse(readFileSync(path, "utf8")).done)).toHaveLength(1001);
    state.batch = { id: "0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10", expiresAt: "x", concurrency: 2, photos: [] };
    await save(state, []);
    expect(lines()).toHaveLength(1);
    // A line of the log before (a whole write cut off before that log was removed) is not replayed.
    appendFileSync(
      `${path}.log`,
      `${JSON.stringify({ log: "old", seq: 99, done: {}, batch: null, reserving: null })}\n`,
    );
    const read = await readState(path);
    expect(read.batch?.id).toBe("0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10");
    expect(Object.keys(read.done)).toHaveLength(1001);
  });

  it("counts the copies filed under other settings than the run's, and keeps the mark through a read", async () => {
    const byYear = { ...DEFAULT_ORGANIZATION_SETTINGS, folderPattern: "{year}/{category}" };
    // The defaults lay photos out as no settings do: the same mark.
    expect(settingsMark(DEFAULT_ORGANIZATION_SETTINGS)).toBe(settingsMark(null));
    expect(settingsMark(byYear)).not.toBe(settingsMark(null));
    const photo = (path: string, settings?: string) => ({
      source: `${path}.jpg`,
      path,
      category: "Beach",
      description: "Sunset over the sea",
      status: "ok" as const,
      format: "JPEG",
      ...(settings ? { settings } : {}),
    });
    const state: RunState = {
      ...emptyState(),
      done: {
        a: photo("2024/Beach/a.jpg", settingsMark(byYear)),
        b: photo("2024/Beach/b.jpg", settingsMark(byYear)),
        c: photo("Beach/c.jpg", settingsMark(null)),
        // Listed only (a duplicate left out): no copy laid out.
        d: photo("", settingsMark(byYear)),
        // Recorded before the mark was kept: not known, not counted.
        e: photo("Beach/e.jpg"),
      },
    };
    const path = recordPath();
    await stateWriter(path)(state);
    const read = await readState(path);
    expect(filedUnderOtherSettings(read, settingsMark(null))).toBe(2);
    expect(filedUnderOtherSettings(read, settingsMark(byYear))).toBe(1);
  });

  it("keeps the photos sent and not done, with their batch and key, through the log and after a photo is done", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const state: RunState = { version: 1, done: {}, batch: null, reserving: null, sent: {} };
    await save(state);
    const batch = "0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10";
    state.sent = { a: { batch, key: "ka" }, b: { batch, key: "kb" } };
    await save(state, []);
    expect((await readState(path)).sent).toEqual(state.sent);
    delete state.sent.a;
    state.done.a = photo(1);
    await save(state, ["a"]);
    const read = await readState(path);
    expect(read.sent).toEqual({ b: { batch, key: "kb" } });
    expect(Object.keys(read.done)).toEqual(["a"]);
  });
});
