import { randomUUID } from "node:crypto";
import { chromiumPath } from "@photo-organizer/test-support/browser";
import { type Browser, chromium } from "playwright-core";
import { findPid } from "./processes.ts";

/**
 * Headless Chromium for a benchmark, with a unique tag on its command line so that its process tree, whose
 * memory and CPU the benchmark reads from /proc, can be found: `pid` is the browser process (null if not
 * found).
 */
export async function launchMeasuredChromium(
  extraArgs: readonly string[] = [],
): Promise<{ browser: Browser; pid: number | null }> {
  const tag = `--bench-tag=${randomUUID()}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-sync",
      ...extraArgs,
      tag,
    ],
  });
  return { browser, pid: findPid((cmd) => cmd.includes(tag) && !cmd.includes("--type=")) };
}
