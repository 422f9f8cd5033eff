/**
 * `npm run bench:review`: the results view on /upload ("Review before download") with a batch of dev photos
 * (250 by default), in headless Chromium against the real server on this machine. Prints:
 * - time from the last analysis answer to a usable view (heading, a folder section and a checkbox rendered),
 *   and how long the first click on a photo's checkbox takes to show;
 * - scroll smoothness while scrolling the whole list top to bottom, on a desktop (1280 px) and a phone (390 px)
 *   viewport: long tasks over 50 ms (PerformanceObserver 'longtask'), frames and the slowest frame;
 * - memory: JS heap (CDP Performance.getMetrics, before and after a garbage collection), DOM nodes, and the
 *   browser's process tree (PSS, as bench:organize reports it).
 *
 *   npm run bench:review           # 250 photos
 *   npm run bench:review -- 100    # another batch size
 *
 * It prints figures and asserts none. Photos are read where they are under $SHARED_DIR/photos/dev.
 */
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { MESSAGES, REVIEW_TEXTS } from "@photo-organizer/core";
import { buildWebApp } from "@photo-organizer/test-support/build-web";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { startServer } from "@photo-organizer/test-support/server";
import type { Page } from "playwright-core";
import { launchMeasuredChromium } from "./measured-browser.ts";
import { treePss } from "./processes.ts";

const size = Number(process.argv.slice(2).find((a) => Number(a) > 0) ?? 250);
const LONG_TASK_MS = 50;

type LongTask = { start: number; duration: number; attribution: string };
type BenchWindow = typeof window & {
  __bench: { longTasks: LongTask[]; lastAnalysisEnd: number; usableAt: number };
};

/** Installed before the page's own scripts: long tasks and analysis answers from the start, in page time. */
function instrument() {
  const bench = { longTasks: [] as LongTask[], lastAnalysisEnd: 0, usableAt: 0 };
  (window as BenchWindow).__bench = bench;
  performance.setResourceTimingBufferSize(10_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const attribution = (entry as PerformanceEntry & { attribution?: PerformanceEntry[] }).attribution
        ?.map((a) => {
          const c = a as PerformanceEntry & { containerType?: string; containerSrc?: string };
          return `${a.name}${c.containerType ? `/${c.containerType}` : ""}${c.containerSrc ? ` ${c.containerSrc}` : ""}`;
        })
        .join(", ");
      bench.longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
        attribution: `${entry.name}${attribution ? ` (${attribution})` : ""}`,
      });
    }
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.name.includes("/api/analyze-image"))
        bench.lastAnalysisEnd = Math.max(bench.lastAnalysisEnd, entry.responseEnd);
    }
  }).observe({ type: "resource", buffered: true });
  // Usable: the heading, a folder section and a photo's checkbox are on screen. Checked on every DOM change,
  // so the time is the moment React committed them, not when a poll noticed.
  new MutationObserver((_, observer) => {
    const list = document.querySelector('[data-testid="results-list"]');
    if (list?.querySelector("h3") && list.querySelector('input[type="checkbox"]')) {
      bench.usableAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Scrolls the page through the results list a fraction of a screen per frame, as a fast flick would. */
async function scrollThrough(page: Page) {
  return page.evaluate(async (longTaskMs) => {
    const bench = (window as BenchWindow).__bench;
    const list = document.querySelector('[data-testid="results-list"]') as HTMLElement;
    const scroller = document.scrollingElement as HTMLElement;
    // The site scrolls smoothly (CSS scroll-behavior): each step is instant here, as a flick's frames are.
    window.scrollTo({ top: list.getBoundingClientRect().top + scroller.scrollTop, behavior: "instant" });
    await new Promise((r) => setTimeout(r, 500));
    const started = performance.now();
    const frames: number[] = [];
    let last = started;
    // The list flows with the page (no inner scroll area): scroll the page until the list's end is in view.
    while (
      list.getBoundingClientRect().bottom > innerHeight + 1 &&
      scroller.scrollTop + innerHeight < scroller.scrollHeight - 1
    ) {
      window.scrollTo({ top: scroller.scrollTop + innerHeight / 3, behavior: "instant" });
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    // Let the last rows render and any long task end before reading them.
    await new Promise((r) => setTimeout(r, 500));
    const tasks = bench.longTasks.filter((t) => t.start >= started && t.start <= last);
    return {
      ms: last - started,
      rows: list.querySelectorAll('input[type="checkbox"]').length,
      height: list.offsetHeight,
      frames: frames.length,
      slowFrames: frames.filter((f) => f > longTaskMs).length,
      slowestFrame: Math.max(0, ...frames),
      longTasks: tasks,
    };
  }, LONG_TASK_MS);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const describeTasks = (tasks: LongTask[]) =>
  tasks.length === 0
    ? "none"
    : `${tasks.length}, longest ${Math.max(...tasks.map((t) => t.duration)).toFixed(0)} ms, total ${tasks
        .reduce((s, t) => s + t.duration, 0)
        .toFixed(0)} ms [${[...new Set(tasks.map((t) => t.attribution))].join("; ")}]`;

async function main() {
  const photos = devPhotos().slice(0, size);
  if (photos.length < size) throw new Error(`only ${photos.length} dev photos under ${sharedDir}`);
  buildWebApp();
  const { signIn } = await import("../support/sign-in.ts");
  const server = await startServer({
    MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models"),
    LOG_LEVEL: "warn",
  });
  const { browser, pid: browserPid } = await launchMeasuredChromium([
    "--disable-background-networking",
    "--disable-component-update",
  ]);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error("page error:", e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    const metrics = async () => {
      const { metrics } = await cdp.send("Performance.getMetrics");
      return Object.fromEntries(metrics.map((m) => [m.name, m.value])) as Record<string, number>;
    };
    // The first accounts are VIP (D4): batches of up to 250.
    await signIn(page, server.url, { email: "rbench@example.test", name: "Review bench" });
    await page.goto(`${server.url}/upload`);
    const reviewSwitch = page.getByRole("switch", { name: REVIEW_TEXTS.reviewSwitch });
    await reviewSwitch.waitFor();
    if ((await reviewSwitch.getAttribute("aria-checked")) !== "true") await reviewSwitch.click();
    await page.locator('#review-before-download[aria-checked="true"]:not([disabled])').waitFor();
    await page.getByTestId("upload-input").setInputFiles(photos);
    await page.getByText(MESSAGES.filesSelected(size)).waitFor({ timeout: 120_000 });
    const before = await metrics();

    let peakBrowser = 0;
    const sampler = setInterval(() => {
      if (browserPid) peakBrowser = Math.max(peakBrowser, treePss(browserPid));
    }, 500);
    const started = Date.now();
    await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
    await page.getByRole("heading", { name: REVIEW_TEXTS.resultsHeading }).waitFor({ timeout: 30 * 60_000 });
    await page.waitForFunction(() => (window as BenchWindow).__bench.usableAt > 0);
    const organizeSeconds = (Date.now() - started) / 1000;
    const { lastAnalysisEnd, usableAt, longTasks } = await page.evaluate(
      () => (window as BenchWindow).__bench,
    );
    const renderTasks = longTasks.filter(
      (t) => t.start + t.duration >= lastAnalysisEnd && t.start <= usableAt,
    );

    // Interactive: the first photo's checkbox answers a click.
    const checkbox = page.getByTestId("results-list").getByRole("checkbox").first();
    const clickStarted = Date.now();
    await checkbox.click();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('[data-testid="results-list"] input[type="checkbox"]')
          ?.checked === true,
    );
    const clickMs = Date.now() - clickStarted;
    await checkbox.click();

    const desktop = await scrollThrough(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    const phone = await scrollThrough(page);

    const after = await metrics();
    await cdp.send("HeapProfiler.collectGarbage");
    const afterGc = await metrics();
    clearInterval(sampler);
    const browserNow = browserPid ? treePss(browserPid) : 0;

    const scrollLine = (name: string, s: typeof desktop) =>
      `scroll ${name}: ${s.height} px in ${(s.ms / 1000).toFixed(1)} s, ${s.frames} frames, ${s.slowFrames} over ${LONG_TASK_MS} ms, slowest ${s.slowestFrame.toFixed(0)} ms | long tasks: ${describeTasks(s.longTasks)}`;
    console.log(
      [
        `batch ${size} (${organizeSeconds.toFixed(0)} s from the click to the results view)`,
        `last analysis answer → usable view: ${(usableAt - lastAnalysisEnd).toFixed(0)} ms | long tasks in between: ${describeTasks(renderTasks)}`,
        `first click on a checkbox shown in ${clickMs} ms (round trip through Playwright)`,
        scrollLine("desktop 1280×900", desktop),
        scrollLine("phone 390×844", phone),
        `long tasks on /upload up to the usable view (analysis included): ${describeTasks(longTasks)}`,
        `JS heap: ${mb(before.JSHeapUsedSize ?? 0)} before the batch, ${mb(after.JSHeapUsedSize ?? 0)} used of ${mb(after.JSHeapTotalSize ?? 0)} after scrolling, ${mb(afterGc.JSHeapUsedSize ?? 0)} after GC | DOM nodes ${afterGc.Nodes ?? 0}`,
        `browser process tree (PSS): peak ${mb(peakBrowser * 1024)}, at the end ${mb(browserNow * 1024)}`,
        `${cpus().length} cores, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}`,
      ].join("\n"),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
