/**
 * `npm run bench:limits`: how much memory the browser uses while the real /upload page previews the largest
 * photo each per-format limit lets through (`packages/core/src/files/image-formats.ts`, DR 005), in headless
 * Chromium against the real server on this machine. Each row is one fresh browser, signed in, that selects
 * the photos (the selection list shows their thumbnails), organises them and downloads the ZIP. Prints a
 * table: the photo, its file size and pixels, the most preview workers alive at once, the browser's memory
 * before selecting (idle), the peak PSS of the browser's whole process tree and of its renderer (where the
 * page and its workers run), sampled every 100 ms, the renderer's peak RSS as the kernel kept it (VmHWM, no
 * sampling), the time from the click to the finished download, and what the ZIP's manifest says of the
 * photo (described, unreadable).
 *
 * After each format alone come the batches a user selecting many huge files causes: every photo at once
 * with this machine's preview pool, then four copies of the heaviest photo with the largest pool (four
 * workers, as on a machine of five cores or more, which the page is told it has).
 *
 *   npm run bench:limits                    # every format alone, then the batches
 *   npm run bench:limits -- --prepare-only  # make the photos only
 *
 * The photos are made once into $TMPDIR/photo-organizer-bench-limits (never into the repository).
 */
import { existsSync, linkSync, readFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { MESSAGES } from "@photo-organizer/core";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "../support/browser.ts";
import { buildWebApp } from "../support/build-web.ts";
import { sharedDir } from "../support/paths.ts";
import { type RunningServer, startServer } from "../support/server.ts";
import { signIn } from "../support/sign-in.ts";
import { manifestOf, readZip } from "../support/unzip.ts";
import { type LimitPhoto, limitPhotos } from "./limit-photos.ts";
import { launchMeasuredChromium } from "./measured-browser.ts";
import { processName, treePss } from "./processes.ts";

const SAMPLE_MS = 100;
/** The preview pool's largest size, and a core count that gives it (min(4, max(2, cores − 1))). */
const LARGEST_POOL = 4;
const MANY_CORES = 8;

type SignedIn = Awaited<ReturnType<BrowserContext["storageState"]>>;

type Row = {
  label: string;
  bytes: number;
  pixels: number;
  workers: number;
  idleKb: number;
  peakKb: number;
  rendererKb: number;
  rendererHwmKb: number;
  seconds: number;
  outcome: string;
};

/** The kernel's high-water mark of a process's resident memory (kB): its true peak RSS, not a sample. */
function peakRss(pid: number): number {
  try {
    return Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

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

/**
 * One row: a fresh browser selects `files` on /upload, organises them and downloads the ZIP, while the
 * memory of its process tree is sampled. `cores` is what the page is told navigator.hardwareConcurrency is.
 */
async function measure(
  server: RunningServer,
  signedIn: SignedIn,
  label: string,
  photos: LimitPhoto[],
  files: string[],
  cores?: number,
): Promise<Row> {
  const { browser, pid } = await launchMeasuredChromium();
  if (!pid) throw new Error("the browser's process was not found");
  try {
    const context = await browser.newContext({ acceptDownloads: true, storageState: signedIn });
    if (cores)
      await context.addInitScript((n) => {
        Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => n });
      }, cores);
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error(`${label}: page error:`, e.message));
    await page.goto(`${server.url}/upload`);
    await page.getByRole("heading", { name: MESSAGES.uploadHeading }).waitFor();
    // The download service worker registers once the page knows the plan.
    await page.waitForTimeout(2000);
    const idleKb = treePss(pid);

    const peaks = new Map<number, number>();
    const types = new Map<number, string>();
    let peakKb = 0;
    let workers = 0;
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, treePss(pid, peaks));
      for (const p of peaks.keys()) if (!types.has(p)) types.set(p, processName(p));
      workers = Math.max(workers, page.workers().length);
    }, SAMPLE_MS);
    try {
      await page.getByTestId("upload-input").setInputFiles(files);
      await page.getByText(MESSAGES.filesSelected(files.length)).waitFor({ timeout: 120_000 });
      const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
      const started = Date.now();
      await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
      const file = await download;
      const zipPath = await file.path();
      const seconds = (Date.now() - started) / 1000;
      clearInterval(sampler);
      const renderers = [...types].filter(([, type]) => type === "renderer").map(([p]) => p);
      const row = {
        label,
        bytes: photos.reduce((sum, p) => sum + p.bytes, 0),
        pixels: photos.reduce((sum, p) => sum + p.width * p.height, 0),
        workers,
        idleKb,
        peakKb,
        rendererKb: Math.max(0, ...renderers.map((p) => peaks.get(p) ?? 0)),
        rendererHwmKb: Math.max(0, ...renderers.map(peakRss)),
        seconds,
        // A Blob download (the service worker's did not start) holds the whole ZIP in the page.
        outcome: `${outcomeOf(zipPath, files)}${file.url().startsWith("blob:") ? " (Blob download)" : ""}`,
      };
      await file.delete();
      return row;
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

function tableLine(row: Row): string {
  return `| ${[
    row.label,
    mib(row.bytes),
    `${(row.pixels / 1e6).toFixed(1)} MP`,
    row.workers,
    mbOfKb(row.idleKb),
    mbOfKb(row.peakKb),
    mbOfKb(row.rendererKb),
    mbOfKb(row.rendererHwmKb),
    `${row.seconds.toFixed(1)} s`,
    row.outcome,
  ].join(" | ")} |`;
}

async function main() {
  const photos = await limitPhotos();
  if (process.argv.includes("--prepare-only")) return;
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

    console.log(
      "| photo | file | pixels | workers | idle browser | peak browser PSS | peak renderer PSS | renderer peak RSS | time | outcome |",
    );
    console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|---|");
    const run = async (label: string, batch: LimitPhoto[], files: string[], cores?: number) => {
      try {
        const row = await measure(server, signedIn, label, batch, files, cores);
        console.log(tableLine(row));
        return row;
      } catch (error) {
        console.log(
          `| ${label} | failed: ${error instanceof Error ? error.message.split("\n")[0] : error} |`,
        );
        return null;
      }
    };
    const singles: [LimitPhoto, Row | null][] = [];
    for (const photo of photos)
      singles.push([photo, await run(`${photo.type.toUpperCase()}: ${photo.label}`, [photo], [photo.path])]);

    await run(
      `all ${photos.length} at once (this machine's pool)`,
      photos,
      photos.map((p) => p.path),
    );
    const heaviest = singles
      .filter((s): s is [LimitPhoto, Row] => s[1] !== null)
      .sort((a, b) => b[1].peakKb - a[1].peakKb)[0]?.[0];
    if (heaviest) {
      await run(
        `${LARGEST_POOL} × ${heaviest.type.toUpperCase()}: ${heaviest.label} (pool of ${LARGEST_POOL})`,
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
