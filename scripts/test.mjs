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

function run(label, vitestArgs) {
  const child = spawn(process.execPath, [vitest, "run", ...vitestArgs], {
    stdio: label ? ["ignore", "pipe", "pipe"] : "inherit",
    env: label && process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  children.push(child);
  if (label) {
    // Each line keeps its run's name, so two interleaved reports stay readable.
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: from }).on("line", (line) => to.write(`${label} ${line}\n`));
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
for (const { label, code } of results) {
  if (label) console.log(`${label} ${code === 0 ? "passed" : `failed (exit code ${code})`}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
