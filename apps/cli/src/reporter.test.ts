import { CLI_COPY, UPLOAD_COPY } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { plainReporter, terminalReporter, timeLeftOf } from "./reporter.ts";

describe("the time left on the progress bar", () => {
  it("promises nothing before the pace is known, then says what the browser says", () => {
    const left = timeLeftOf(10);
    expect(left.text(0)).toBe(UPLOAD_COPY.estimating);
    for (const at of [1000, 2000, 3000]) left.settled(at);
    expect(left.text(3000)).toBe(UPLOAD_COPY.estimating);
    left.settled(4000);
    // Six photos left, one a second.
    expect(left.text(4000)).toBe(UPLOAD_COPY.timeLeft(6, "seconds"));
  });

  it("does not wait for the exact duplicates set aside, and says minutes for a long run", () => {
    const left = timeLeftOf(200);
    left.setAside();
    for (const at of [0, 2000, 4000, 6000, 8000]) left.settled(at);
    // 194 photos left, one every 2 s: 388 s, about 7 minutes.
    expect(left.text(8000)).toBe(UPLOAD_COPY.timeLeft(7, "minutes"));
  });
});

describe("where a dry run's plan goes", () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints the plan on stdout on a terminal as in a pipe, so `--dry-run > plan.txt` keeps it", () => {
    for (const reporter of [terminalReporter(), plainReporter()]) {
      const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
      const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
      reporter.dryRun("2024/beach.jpg");
      reporter.dryRun("backup/beach.jpg", "2024/beach.jpg");
      expect(out.mock.calls.map(([text]) => text)).toEqual([
        `${CLI_COPY.dryRunPhoto("2024/beach.jpg")}\n`,
        `${CLI_COPY.dryRunDuplicate("backup/beach.jpg", "2024/beach.jpg")}\n`,
      ]);
      expect(err).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });
});
