import { CLI_COPY, recordSettled, roundTimeLeft, timeLeft, UPLOAD_COPY } from "@photo-organizer/core";
import cliProgress from "cli-progress";
import type { CliErrorCode } from "./cli-error.ts";

/** What a run tells its user, on a terminal, in a log, or to a program. */
export type Reporter = {
  info: (message: string) => void;
  skipped: (relative: string, reason: string) => void;
  /** a photo that went to Unsorted unanalysed, and why */
  warn: (relative: string, message: string) => void;
  start: (total: number, done: number) => void;
  /** `duplicateOf`: an exact duplicate set aside, and the photo it repeats */
  photo: (event: {
    source: string;
    path: string;
    status: string;
    category: string;
    duplicateOf?: string;
  }) => void;
  /** a photo a run would send, or (`duplicateOf`) set aside as an exact duplicate of that photo */
  dryRun: (relative: string, duplicateOf?: string) => void;
  stop: () => void;
  finished: (summary: Record<string, number | string>, message: string) => void;
  /** `code`: why, for a program (`unexpected`: a failure the tool has no words for) */
  failed: (message: string, code: CliErrorCode | "unexpected") => void;
};

/**
 * The time left of a run's photos to analyse, read as the browser reads it (core's `timeLeft`, from the pace of
 * the latest photos): nothing is promised until that pace is known, never "0s left" before the first answer.
 */
export function timeLeftOf(toAnalyse: number) {
  let total = toAnalyse;
  let settled = 0;
  let recent: number[] = [];
  return {
    /** an exact duplicate, set aside at once: not a photo to wait for */
    setAside: () => {
      total -= 1;
    },
    settled: (at: number) => {
      settled += 1;
      recent = recordSettled(recent, at);
    },
    text: (now: number): string => {
      const ms = timeLeft({ total, settled, recentSettledAt: recent, now });
      if (ms === null) return UPLOAD_COPY.estimating;
      const { value, unit } = roundTimeLeft(ms);
      return UPLOAD_COPY.timeLeft(value, unit);
    },
  };
}

/** A progress bar with rate and time left on stderr (cli-progress); other lines printed above it. */
export function terminalReporter(): Reporter {
  const bars = new cliProgress.MultiBar(
    { format: CLI_COPY.progressBar, hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let bar: cliProgress.SingleBar | null = null;
  let started = 0;
  let value = 0;
  let startedAt = 0;
  let left = timeLeftOf(0);
  const line = (text: string) => (bar ? bars.log(`${text}\n`) : process.stderr.write(`${text}\n`));
  const rate = (now: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    return seconds > 0 ? ((now - started) / seconds).toFixed(2) : "0.00";
  };
  return {
    info: line,
    skipped: (_relative, reason) => line(reason),
    warn: (_relative, message) => line(message),
    start: (total, done) => {
      started = done;
      value = done;
      startedAt = performance.now();
      left = timeLeftOf(total - done);
      bar = bars.create(total, done, { rate: "0.00", left: left.text(startedAt) });
    },
    photo: ({ duplicateOf }) => {
      value += 1;
      const now = performance.now();
      // A duplicate is set aside at once: counted as done, not in the rate of photos analysed.
      if (duplicateOf !== undefined) {
        started += 1;
        left.setAside();
      } else left.settled(now);
      bar?.update(value, { rate: rate(value), left: left.text(now) });
    },
    // The plan is the run's output, on stdout as in a pipe: `--dry-run > plan.txt` keeps it.
    dryRun: (relative, duplicateOf) =>
      process.stdout.write(
        `${duplicateOf ? CLI_COPY.dryRunDuplicate(relative, duplicateOf) : CLI_COPY.dryRunPhoto(relative)}
`,
      ),
    stop: () => {
      bars.stop();
      bar = null;
    },
    finished: (_summary, message) => process.stdout.write(`${message}\n`),
    failed: (message) => process.stderr.write(`${message}\n`),
  };
}

/** One plain line per photo on stdout (a log, a pipe); notes and the reason of a failure on stderr. */
export function plainReporter(): Reporter {
  let done = 0;
  let total = 0;
  const note = (text: string) => process.stderr.write(`${text}\n`);
  return {
    info: note,
    skipped: (_relative, reason) => note(reason),
    warn: (_relative, message) => note(message),
    start: (all, already) => {
      total = all;
      done = already;
    },
    photo: ({ source, path, duplicateOf }) => {
      done += 1;
      const text = duplicateOf
        ? CLI_COPY.duplicate(done, total, source, path, duplicateOf)
        : CLI_COPY.organized(done, total, source, path || "-");
      process.stdout.write(`${text}\n`);
    },
    dryRun: (relative, duplicateOf) =>
      process.stdout.write(
        `${duplicateOf ? CLI_COPY.dryRunDuplicate(relative, duplicateOf) : CLI_COPY.dryRunPhoto(relative)}\n`,
      ),
    stop: () => undefined,
    finished: (_summary, message) => process.stdout.write(`${message}\n`),
    failed: note,
  };
}

/** `--json`: one JSON object a line on stdout for programs; the reason of a failure also on stderr. */
export function jsonReporter(): Reporter {
  let done = 0;
  let total = 0;
  const emit = (event: Record<string, unknown>) => process.stdout.write(`${JSON.stringify(event)}\n`);
  return {
    info: (message) => emit({ event: "info", message }),
    skipped: (relative, reason) => emit({ event: "skipped", source: relative, reason }),
    warn: (relative, message) => emit({ event: "warning", source: relative, message }),
    start: (all, already) => {
      total = all;
      done = already;
      emit({ event: "start", total, done });
    },
    photo: (photo) => {
      done += 1;
      emit({ event: "photo", ...photo, done, total });
    },
    dryRun: (relative, duplicateOf) =>
      emit(
        duplicateOf
          ? { event: "would_set_aside", source: relative, duplicateOf }
          : { event: "would_organize", source: relative },
      ),
    stop: () => undefined,
    finished: (summary, message) => emit({ event: "finished", ...summary, message }),
    failed: (message, code) => {
      emit({ event: "error", code, message });
      process.stderr.write(`${message}\n`);
    },
  };
}
