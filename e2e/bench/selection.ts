/**
 * `npm run bench:selection`: /upload in headless Chromium with a chosen folder of 20,000 photos (the shared
 * dev photos hard-linked into twenty subfolders under $TMPDIR, never into the repository). Prints the time
 * from choosing the folder to the list showing the count, then the list scrolled top to bottom a third of
 * its height per frame: frames, the slowest frame, long tasks (over 50 ms), rows in the page, JS heap.
 *
 *   npm run bench:selection              # 20,000 photos
 *   npm run bench:selection -- 5000      # another count
 */
import { linkSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { MESSAGES } from "@photo-organizer/core";
import { buildWebApp } from "@photo-organizer/test-support/build-web";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { startServer } from "@photo-organizer/test-support/server";
import { launchMeasuredChromium } from "./measured-browser.ts";

const LONG_TASK_MS = 50;
const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20_000);

function photoFolder(total: number): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-selection-"));
  const photos = devPhotos();
  for (let i = 0; i < total; i++) {
    const sub = join(dir, `roll_${String(i % 20).padStart(2, "0")}`);
    mkdirSync(sub, { recursive: true });
    const photo = photos[i % photos.length] as string;
    linkSync(photo, join(sub, `${i}_${basename(photo)}`));
  }
  return dir;
}

async function main() {
  const folder = photoFolder(count);
  const { signIn } = await import("../support/sign-in.ts");
  buildWebApp();
  const server = await startServer();
  const { browser } = await launchMeasuredChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on("pageerror", (e) => console.error("page error:", e.message));
    await signIn(page, server.url, { email: "bench@example.test", name: "Bench" });
    await page.goto(`${server.url}/upload`);
    await page.getByText(MESSAGES.dropZoneTitle).waitFor();
    await page.evaluate((longTaskMs) => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.duration > longTaskMs)
            w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    }, LONG_TASK_MS);

    const started = Date.now();
    await page.getByTestId("upload-folder-input").setInputFiles(folder);
    await page.getByText(MESSAGES.filesSelected(count)).waitFor({ timeout: 10 * 60_000 });
    const listedSeconds = (Date.now() - started) / 1000;

    const scroll = await page.evaluate(async (longTaskMs) => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      const list = document.querySelector('[data-testid="selected-files"]') as HTMLElement;
      await new Promise((r) => setTimeout(r, 500));
      const begin = performance.now();
      const frames: number[] = [];
      let last = begin;
      let rowsSeen = 0;
      while (list.scrollTop + list.clientHeight < list.scrollHeight - 1) {
        list.scrollTop += list.clientHeight / 3;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        rowsSeen = Math.max(rowsSeen, list.querySelectorAll("li").length);
      }
      const tasks = w.__longTasks.filter((t) => t.start >= begin && t.start <= last);
      return {
        seconds: (last - begin) / 1000,
        frames: frames.length,
        slowFrames: frames.filter((f) => f > longTaskMs).length,
        slowest: Math.max(0, ...frames),
        longTasks: tasks.length,
        longestTask: Math.max(0, ...tasks.map((t) => t.duration)),
        rowsInPage: rowsSeen,
        lastRow: list.querySelector("li:last-child p")?.textContent ?? "",
      };
    }, LONG_TASK_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;

    console.log(
      [
        `${count} photos chosen as a folder: listed in ${listedSeconds.toFixed(1)} s`,
        `scrolled top to bottom in ${scroll.seconds.toFixed(1)} s, ${scroll.frames} frames, ${scroll.slowFrames} over ${LONG_TASK_MS} ms, slowest ${scroll.slowest.toFixed(0)} ms`,
        `long tasks while scrolling: ${scroll.longTasks} (longest ${scroll.longestTask.toFixed(0)} ms)`,
        `at most ${scroll.rowsInPage} rows in the page`,
        `JS heap ${(metric("JSHeapUsedSize") / 1024 / 1024).toFixed(0)} MB, DOM nodes ${metric("Nodes")}`,
      ].join(" | "),
    );
    console.log(
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
