/**
 * `npm run bench:limits`: how much memory the browser uses while the real /upload page previews the largest
 * photo each per-format limit lets through (`packages/core/src/files/image-formats.ts`, DR 005), in headless
 * Chromium against the real server on this machine. Each measurement is one fresh browser, signed in, that
 * selects the photos, organises them and downloads the ZIP; each row is two of them: Organize Photos clicked
 * at once, and clicked once the selection list shows its thumbnails (decoded too: HEIC, TIFF and RAW ones in
 * a worker, the others by the page's <img>). Prints a table: the photo, its file size and pixels, the most
 * workers alive at once (the preview pool and the thumbnails' worker), the browser's memory before selecting
 * (idle, and its renderer's), the peak PSS of the browser's whole process tree in each flow and of its
 * renderer (where the page and its workers run), sampled every 100 ms, the time from the click to the
 * finished download, and what the ZIP's manifest says of the photo (described, unreadable). The kernel's
 * peak RSS (VmHWM) is not used: a renderer's came out below its sampled PSS.
 *
 * After each format alone come the batches a user selecting many huge files causes: every photo together
 * with this machine's preview pool and with the largest pool (four workers, as on a machine of five cores or
 * more, which the page is then told it has), and four copies of the heaviest photo with the largest pool.
 *
 *   npm run bench:limits                    # every format alone, then the batches
 *   npm run bench:limits -- --prepare-only  # make the photos only
 *   npm run bench:limits -- --extra a.tif b.jpg  # also these photos, each alone
 *
 * The photos are made once into $TMPDIR/photo-organizer-bench-limits (never into the repository).
 */
import { existsSync, linkSync, readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { MESSAGES } from "@photo-organizer/core";
import { launchBrowser } from "@photo-organizer/test-support/browser";
import { buildWebApp } from "@photo-organizer/test-support/build-web";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { manifestOf, readZip } from "@photo-organizer/test-support/unzip";
import type { BrowserContext } from "playwright-core";
import { signIn } from "../support/sign-in.ts";
import { type LimitPhoto, limitPhotos, readPhoto } from "./limit-photos.ts";
import { launchMeasuredChromium } from "./measured-browser.ts";
import { processName, treePss } from "./processes.ts";

const SAMPLE_MS = 100;
/** The preview pool's largest size, and a core count that gives it (min(4, max(2, cores − 1))). */
const LARGEST_POOL = 4;
const MANY_CORES = 8;
const THUMBNAILS_TIMEOUT_MS = 300_000;

type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

/**
 * How the user goes on after selecting: clicks Organize Photos at once (the list's thumbnails are cut short),
 * or first looks at the list until the thumbnails of the rows in view are shown (HEIC, TIFF and RAW ones
 * decoded in a worker of their own, the others by the page's <img>).
 */
type Flow = "at once" | "after thumbnails";

/** What one browser session measured (memory in kB). */
type Session = {
  idleKb: number;
  idleRendererKb: number;
  /** peak PSS of the browser's tree from the selection to the click, and from the click to the download */
  selectingKb: number;
  organisingKb: number;
  rendererKb: number;
  workers: number;
  seconds: number;
  outcome: string;
};

/** "described" for one photo, else a count of each outcome ("3 described, 1 unreadable"). */
function outcomeOf(zipPath: string, files: string[]): string {
  const names: Record<string, string> = { ok: "described" };
  const rows = manifestOf(readZip(readFileSync(zipPath)));
  const counts = new Map<string, number>();
  for (const file of files) {
    const status = rows.find((r) => r.original_name === basename(file))?.status ?? "missing";
    const outcome = names[status] ?? status;
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  }
  if (files.length === 1) return [...counts.keys()].join("");
  return [...counts].map(([outcome, n]) => `${n} ${outcome}`).join(", ");
}

/** In the page: whether every row of the selection list `selector` that is in view shows its thumbnail. */
function thumbnailsShown(selector: string): boolean {
  const list = document.querySelector(selector);
  if (!list) return false;
  const box = list.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  const rows = Array.from(list.children).filter((row) => {
    const r = row.getBoundingClientRect();
    return r.bottom > top && r.top < bottom;
  });
  return (
    rows.length > 0 &&
    rows.every((row) => {
      const img = row.querySelector("img");
      return img?.complete === true && img.naturalWidth > 0;
    })
  );
}

/**
 * A fresh browser selects `files` on /upload, organises them (`flow`) and downloads the ZIP, while the memory
 * of its process tree is sampled. `cores` is what the page is told navigator.hardwareConcurrency is.
 */
async function session(
  server: RunningServer,
  signedIn: SignedIn,
  files: string[],
  flow: Flow,
  cores?: number,
): Promise<Session> {
  const { browser, pid } = await launchMeasuredChromium();
  if (!pid) throw new Error("the browser's process was not found");
  try {
    const context = await browser.newContext({ acceptDownloads: true, storageState: signedIn });
    if (cores)
      await context.addInitScript(
        `Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get() { return ${cores}; } });`,
      );
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error("page error:", e.message));
    await page.goto(`${server.url}/upload`);
    await page.getByRole("heading", { name: MESSAGES.uploadHeading }).waitFor();
    // The download service worker registers once the page knows the plan.
    await page.waitForTimeout(2000);
    const idle = new Map<number, number>();
    const idleKb = treePss(pid, idle);
    const idleRendererKb = Math.max(
      0,
      ...[...idle].filter(([p]) => processName(p) === "renderer").map(([, kb]) => kb),
    );

    const peaks = new Map<number, number>();
    const types = new Map<number, string>();
    const peak = { selecting: 0, organising: 0 };
    let phase: keyof typeof peak = "selecting";
    let workers = 0;
    const sampler = setInterval(() => {
      peak[phase] = Math.max(peak[phase], treePss(pid, peaks));
      for (const p of peaks.keys()) if (!types.has(p)) types.set(p, processName(p));
      workers = Math.max(workers, page.workers().length);
    }, SAMPLE_MS);
    try {
      const label = MESSAGES.filesSelected(files.length);
      let note = "";
      await page.getByTestId("upload-input").setInputFiles(files);
      await page.getByText(label).waitFor({ timeout: 120_000 });
      if (flow === "after thumbnails") {
        await page.getByRole("region", { name: label }).scrollIntoViewIfNeeded();
        // Polled with evaluate: waitForFunction evaluates its predicate with eval, which the page's CSP forbids.
        const deadline = Date.now() + THUMBNAILS_TIMEOUT_MS;
        while (!(await page.evaluate(thumbnailsShown, `section[aria-label="${label}"] ul`))) {
          if (Date.now() > deadline) {
            note = " (not every thumbnail shown)";
            break;
          }
          await page.waitForTimeout(250);
        }
        // Painted: the <img> thumbnails are decoded for display.
        await page.waitForTimeout(2000);
      }
      const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
      phase = "organising";
      const started = Date.now();
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const file = await download;
      const zipPath = await file.path();
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const renderers = [...types].filter(([, type]) => type === "renderer").map(([p]) => p);
      const result = {
        idleKb,
        idleRendererKb,
        selectingKb: peak.selecting,
        organisingKb: peak.organising,
        rendererKb: Math.max(0, ...renderers.map((p) => peaks.get(p) ?? 0)),
        workers,
        seconds,
        // A Blob download (the service worker's did not start) holds the whole ZIP in the page.
        outcome: `${outcomeOf(zipPath, files)}${file.url().startsWith("blob:") ? " (Blob download)" : ""}${note}`,
      };
      await file.delete();
      return result;
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await browser.close();
  }
}

/** `copies` names for the same file (hard links beside it), so the page takes them as different photos. */
function copiesOf(path: string, copies: number): string[] {
  return Array.from({ length: copies }, (_, i) => {
    const copy = join(dirname(path), `${basename(path, extname(path))}-copy${i + 1}${extname(path)}`);
    if (!existsSync(copy)) linkSync(path, copy);
    return copy;
  });
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const mbOfKb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const peakOf = (s: Session) => Math.max(s.selectingKb, s.organisingKb);

const HEADER = [
  "| photo | file | pixels | workers | idle browser (renderer) | peak browser PSS, organised at once | peak browser PSS, thumbnails first (of which thumbnails) | peak renderer PSS | time | outcome |",
  "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|",
];

/** A row of the table: the same photos organised at once and after their thumbnails were shown. */
function tableLine(label: string, photos: LimitPhoto[], atOnce: Session, thumbnailsFirst: Session): string {
  const both = [atOnce, thumbnailsFirst];
  const outcomes = [...new Set(both.map((s) => s.outcome))];
  return `| ${[
    label,
    mib(photos.reduce((sum, p) => sum + p.bytes, 0)),
    `${(photos.reduce((sum, p) => sum + p.width * p.height, 0) / 1e6).toFixed(1)} MP`,
    Math.max(...both.map((s) => s.workers)),
    `${mbOfKb(Math.min(...both.map((s) => s.idleKb)))} (${mbOfKb(Math.min(...both.map((s) => s.idleRendererKb)))})`,
    mbOfKb(peakOf(atOnce)),
    `${mbOfKb(peakOf(thumbnailsFirst))} (${mbOfKb(thumbnailsFirst.selectingKb)})`,
    mbOfKb(Math.max(...both.map((s) => s.rendererKb))),
    `${thumbnailsFirst.seconds.toFixed(1)} s`,
    outcomes.join(" / "),
  ].join(" | ")} |`;
}

async function main() {
  const photos = await limitPhotos();
  if (process.argv.includes("--prepare-only")) return;
  // Photos of one's own after --extra, measured alone after the others.
  const at = process.argv.indexOf("--extra");
  const extra = at < 0 ? [] : process.argv.slice(at + 1);
  const extraPhotos = extra.map((path) => readPhoto(path, basename(path)));
  buildWebApp();
  const server = await startServer({
    MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models"),
    LOG_LEVEL: "warn",
  });
  let version = "";
  try {
    // The first accounts are VIP (D4): batches of up to 250. One sign-in, its cookie given to every browser.
    const browser = await launchBrowser();
    version = browser.version();
    const context = await browser.newContext();
    await signIn(await context.newPage(), server.url, { email: "limits@example.test", name: "Limits" });
    const signedIn = await context.storageState();
    await browser.close();

    for (const line of HEADER) console.log(line);
    /** Both flows for `batch`, printed as one row; the peak of the two, or null when a session failed. */
    const row = async (label: string, batch: LimitPhoto[], files: string[], cores?: number) => {
      try {
        const atOnce = await session(server, signedIn, files, "at once", cores);
        const thumbnailsFirst = await session(server, signedIn, files, "after thumbnails", cores);
        console.log(tableLine(label, batch, atOnce, thumbnailsFirst));
        return Math.max(peakOf(atOnce), peakOf(thumbnailsFirst));
      } catch (error) {
        console.log(
          `| ${label} | failed: ${error instanceof Error ? error.message.split("\n")[0] : error} |`,
        );
        return null;
      }
    };
    const peaks = new Map<LimitPhoto, number>();
    for (const photo of photos) {
      const peak = await row(`${photo.type.toUpperCase()}: ${photo.label}`, [photo], [photo.path]);
      if (peak !== null) peaks.set(photo, peak);
    }
    for (const photo of extraPhotos)
      await row(`${photo.type.toUpperCase()}: ${photo.label} (extra)`, [photo], [photo.path]);
    const all = photos.map((p) => p.path);
    await row(`all ${photos.length} together, this machine's pool`, photos, all);
    await row(`all ${photos.length} together, pool of ${LARGEST_POOL}`, photos, all, MANY_CORES);
    const heaviest = [...peaks].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (heaviest) {
      await row(
        `${LARGEST_POOL} × ${heaviest.type.toUpperCase()}: ${heaviest.label}, pool of ${LARGEST_POOL}`,
        Array(LARGEST_POOL).fill(heaviest),
        copiesOf(heaviest.path, LARGEST_POOL),
        MANY_CORES,
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nChromium ${version}; ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; memory sampled every ${SAMPLE_MS} ms`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
