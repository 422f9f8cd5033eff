#!/usr/bin/env node
// `npm test`: every project's tests. Vitest runs a project that takes its files one at a time (the end-to-end
// browser tests) only after every other project has finished, so on two cores the whole run was the sum of the
// two. Here they run side by side, as two Vitest processes: the browser tests' one file at a time beside the
// rest. `npm test -- <files or options>` is plain `vitest run` with them.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
const children = [];
/** How many of a run's last lines are printed again when it failed: its failures and its summary. */
const REPORT_TAIL_LINES = 200;
const tails = new Map();

function run(label, vitestArgs) {
  const child = spawn(process.execPath, [vitest, "run", ...vitestArgs], {
    stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
    env: label && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  children.push(child);
  if (label) {
    // Each line keeps its run's name, so two interleaved reports stay readable.
    const tail = [];
    tails.set(label, tail);
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on("line", (line) => {
        to.write(`${label} ${line}\n`);
        tail.push(line);
        if (tail.length > REPORT_TAIL_LINES) tail.shift();
      });
    }
  }
  // "close", not "exit": the last lines of its report are through only once its output has ended.
  return new Promise((resolve) => {
    child.on("close", (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0) }));
  });
}

// A stopped run stops both Vitest processes (and their servers and browsers), not only this one.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exitCode = 130;
  });
}

const runs =
  args.length > 0
    ? [run("", args)]
    : [run("[e2e]", ["--project", "e2e"]), run("[rest]", ["--project", "!e2e"])];
const results = await Promise.all(runs);
// A run that failed first is followed by the other's lines, and a log kept only in part (CI's) would
// show the one that passed: the end of a failed run's report, where Vitest lists its failures, comes again.
for (const { label, code } of results) {
  if (label && code !== 0) {
    console.log(`\n${label} failed: the end of its report again\n`);
    for (const line of tails.get(label) ?? []) console.log(`${label} ${line}`);
  }
}
for (const { label, code } of results) {
  if (label) console.log(`${label} ${code === 0 ? "passed" : `failed (exit code ${code})`}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
