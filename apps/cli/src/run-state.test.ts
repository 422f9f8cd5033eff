import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readState, stateWriter } from "./run-state.ts";

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
    expect(await readState(path)).toEqual({ version: 1, done: { a: done }, batch, reserving: null });
  });

  it("keeps a reservation asked for and not yet answered, and forgets it once the batch is kept", async () => {
    const path = recordPath();
    const save = stateWriter(path);
    const reserving = { key: "7a0e2c1b-3f4d-4e5a-8b6c-9d0e1f2a3b4c", count: 2, photos: ["a", "b"] };
    await save({ version: 1, done: {}, batch: null, reserving });
    expect((await readState(path)).reserving).toEqual(reserving);

    const batch = {
      id: "0b6f4a47-5d8e-4c4e-9a57-3f3f5c1d2e10",
      expiresAt: "x",
      concurrency: 1,
      photos: ["a", "b"],
    };
    await save({ version: 1, done: {}, batch, reserving: null });
    expect(await readState(path)).toEqual({ version: 1, done: {}, batch, reserving: null });
  });
});
