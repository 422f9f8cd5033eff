import { CLI_COPY } from "@photo-organizer/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { plainReporter, terminalReporter } from "./reporter.ts";

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
