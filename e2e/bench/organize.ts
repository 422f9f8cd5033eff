/**
 * `npm run bench:organize`: the whole /upload flow in headless Chromium against the real server on this
 * machine, with large photos (dev photos upscaled to 4032×3024 JPEG). Prints, per batch size: time from the
 * click to the finished download, photos per second, bytes uploaded per photo, peak browser and server
 * memory (PSS of the process trees), the ZIP size, and the browser's memory every 3 s against the photos answered
 * so far (a rising series is memory growing from one photo to the next).
 *
 *   npm run bench:organize                 # batches of 50 and 250 (the second shows whether memory grows)
 *   npm run bench:organize -- 250          # one batch of 250
 *   BENCH_SAVE=blob npm run bench:organize # the Blob download instead of the service-worker stream
 *   npm run bench:organize -- 250 --mixed  # half 12 MP HEIC, a quarter RAW (DNG), a quarter JPEG (#12)
 *   npm run bench:organize -- 250 --settings
 *                                          # each batch twice, back to back: without the account's settings
 *                                          # (the page told they do not apply, as on a plan without them),
 *                                          # then with {year}/{category}, {date}_{description}, sidecars and
 *                                          # the duplicate check (#21)
 *   npm run bench:organize -- 1000 --folder # chosen as one folder (ten subfolders): consecutive batches, one ZIP
 *
 * Photos are generated once into $TMPDIR/photo-organizer-bench-4032 (never into the repository).
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { DEFAULT_ORGANIZATION_SETTINGS, MESSAGES } from "@photo-organizer/core";
import { buildWebApp } from "@photo-organizer/test-support/build-web";
import { sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { startServer } from "@photo-organizer/test-support/server";
import sharp from "sharp";
import { launchMeasuredChromium } from "./measured-browser.ts";
import { findPid, processName, treePids, treePss } from "./processes.ts";

const WIDTH = 4032;
const HEIGHT = 3024;
const prepareOnly = process.argv.includes("--prepare-only");
const mixed = process.argv.includes("--mixed");
const asFolder = process.argv.includes("--folder");
const counts = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"))
  .map(Number)
  .filter((n) => n > 0);
const batchSizes = counts.length > 0 ? counts : [50, 250];
const photoCount = Math.max(...batchSizes);
const saveStrategy = process.env.BENCH_SAVE ?? "service-worker";
/** `--settings`: every batch without, then with the account's organization settings. */
const settingsModes = process.argv.includes("--settings") ? (["off", "on"] as const) : ([null] as const);
const BENCH_SETTINGS = {
  ...DEFAULT_ORGANIZATION_SETTINGS,
  folderPattern: "{year}/{category}",
  namePattern: "{date}_{description}",
  duplicates: "skip",
  sidecars: true,
};

/**
 * Off: the page is answered that the settings do not apply (what a plan without Advanced categorization
 * gets), so it organizes as before #21. On: the bench account saves the settings, which apply to VIP.
 */
async function applySettings(
  page: import("playwright-core").Page,
  origin: string,
  mode: "off" | "on" | null,
) {
  const route = "**/api/organization-settings";
  await page.unroute(route);
  if (mode === "off") {
    await page.route(route, (r) =>
      r.fulfill({ json: { settings: DEFAULT_ORGANIZATION_SETTINGS, saved: false, applies: false } }),
    );
  }
  if (mode === "on") {
    const saved = await page.request.put(`${origin}/api/organization-settings`, {
      data: BENCH_SETTINGS,
      headers: { origin },
    });
    if (!saved.ok()) throw new Error(`settings not saved: ${saved.status()}`);
  }
}

/**
 * Photos rendered from distinct dev photos; past this many, each is one of them with its own bytes appended
 * after the JPEG's end (ignored by every decoder): a different file, byte for byte, with the same pixels, made
 * in a moment instead of a 12 MP render of seconds.
 */
const RENDERED = 100;

async function preparePhotos(count: number): Promise<string[]> {
  const dir = join(tmpdir(), "photo-organizer-bench-4032");
  mkdirSync(dir, { recursive: true });
  const sources = devPhotos();
  const out: string[] = [];
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const target = join(dir, `bench_${String(i).padStart(3, "0")}.jpg`);
    if (!existsSync(target) && i >= RENDERED) {
      const rendered = out[i % RENDERED] as string;
      writeFileSync(target, Buffer.concat([readFileSync(rendered), Buffer.from(`bench copy ${i}`)]));
    } else if (!existsSync(target)) {
      const source = sources[(i * 7) % sources.length] as string;
      await sharp(source)
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: "cover", kernel: "cubic" })
        // Some crispness and a high quality so the upscaled photo weighs what a 12 MP camera JPEG does (3–4 MB).
        .sharpen({ sigma: 0.8 })
        .jpeg({ quality: 97, chromaSubsampling: "4:4:4" })
        .toFile(target);
    }
    out.push(target);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const avg = out.reduce((s, p) => s + statSync(p).size, 0) / out.length;
  console.log(
    `photos: ${out.length} × ${WIDTH}×${HEIGHT} JPEG, average ${(avg / 1e6).toFixed(2)} MB (${seconds} s to prepare)`,
  );
  return out;
}

const CLOCK_TICKS = 100;
const processNames = new Map<number, string>();

/** CPU seconds (user + system) used so far by each live process of the tree, by pid. */
function treeCpu(root: number, into: Map<number, number>) {
  for (const pid of treePids(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      into.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
      if (!processNames.has(pid)) processNames.set(pid, processName(pid));
    } catch {
      // gone: keep its last reading
    }
  }
}

/** The biggest CPU users of a tree, named by their Chromium process type or script. */
function cpuDetail(readings: Map<number, number>, before: Map<number, number>, names: Map<number, string>) {
  return [...readings]
    .map(([pid, seconds]) => ({
      name: names.get(pid) ?? String(pid),
      seconds: seconds - (before.get(pid) ?? 0),
    }))
    .filter((p) => p.seconds >= 0.5)
    .sort((a, b) => b.seconds - a.seconds)
    .map((p) => `${p.name} ${p.seconds.toFixed(1)} s`)
    .join(", ");
}

/** CPU seconds used so far by each thread of the process tree, by thread name and id. */
function threadCpu(root: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const pid of treePids(root)) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const name = tid === String(pid) ? `${comm} main` : `${comm} ${tid}`;
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        byName.set(name, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
      } catch {
        // gone
      }
    }
  }
  return byName;
}

function threadCpuSince(root: number, before: Map<string, number>): string {
  return [...threadCpu(root)]
    .map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)] as const)
    .filter(([, seconds]) => seconds >= 0.5)
    .sort((a, b) => b[1] - a[1])
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(", ");
}

const cpuSeconds = (readings: Map<number, number>, before: Map<number, number>) =>
  [...readings].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/** The shared 12 MP iPhone HEICs (4032×3024) and the DNG with a full preview, copied under distinct names. */
const MIXED_HEIC = [
  "heic/MikeKovarik__heic-iphone.heic",
  "heic/MikeKovarik__heic-iphone7.heic",
  "heic/ianare__iphone_13_pro_max.HEIC",
  "heic/photoprism__iphone_15_pro.heic",
  "heic/photoprism__iphone_7.heic",
];
const MIXED_RAW = ["raw/photoprism__canon_eos_6d.dng"];

/** Half HEIC, a quarter RAW, a quarter of the JPEGs, interleaved as a camera roll mixes them. */
function mixedPhotos(jpegs: string[]): string[] {
  const dir = join(tmpdir(), "photo-organizer-bench-mixed");
  mkdirSync(dir, { recursive: true });
  const copy = (source: string, i: number) => {
    const target = join(dir, `mixed_${String(i).padStart(3, "0")}_${source.split("/").pop()}`);
    if (!existsSync(target))
      writeFileSync(target, readFileSync(join(sharedDir, "photos", "formats", source)));
    return target;
  };
  return jpegs.map((jpeg, i) => {
    if (i % 4 === 0) return jpeg;
    if (i % 4 === 1) return copy(MIXED_RAW[i % MIXED_RAW.length] as string, i);
    return copy(MIXED_HEIC[i % MIXED_HEIC.length] as string, i);
  });
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Memory samples are taken every SERIES_EVERY ticks of the 500 ms sampler, printed as at most ~24 points. */
const SERIES_EVERY = 6;
const SERIES_POINTS = 24;

type MemorySample = { seconds: number; done: number; kb: number };

function memorySeries(series: MemorySample[]): string {
  const step = Math.max(1, Math.ceil(series.length / SERIES_POINTS));
  return series
    .filter((_, i) => i % step === 0 || i === series.length - 1)
    .map((s) => `${s.seconds.toFixed(0)}/${s.done}/${(s.kb / 1024).toFixed(0)}`)
    .join(" ");
}

/** The photos as a folder a user would choose: ten subfolders (hard links, so no photo is copied again). */
function photoFolder(photos: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-folder-"));
  const perFolder = Math.ceil(photos.length / 10);
  photos.forEach((photo, i) => {
    const sub = join(dir, `roll_${String(Math.floor(i / perFolder)).padStart(2, "0")}`);
    mkdirSync(sub, { recursive: true });
    linkSync(photo, join(sub, basename(photo)));
  });
  return dir;
}

/** Entries in a ZIP, read from its central directory (Zip64 included) without loading the archive. */
function zipEntries(path: string): number {
  const listed = spawnSync(
    "python3",
    ["-c", "import sys, zipfile; print(len(zipfile.ZipFile(sys.argv[1]).namelist()))", path],
    { encoding: "utf8" },
  );
  return Number(listed.stdout.trim());
}

async function main() {
  const jpegs = await preparePhotos(photoCount);
  const photos = mixed ? mixedPhotos(jpegs) : jpegs;
  if (mixed) console.log("batch: half HEIC (12 MP), a quarter DNG, a quarter JPEG");
  if (prepareOnly) return;
  const { signIn } = await import("../support/sign-in.ts");
  buildWebApp();

  const server = await startServer({
    MODELS_DIR: process.env.MODELS_DIR ?? join(sharedDir, "models"),
    LOG_LEVEL: "warn",
  });
  // The server's process tree: the tsx launcher whose environment holds this server's data folder.
  const serverPid = findPid(
    (cmd, env) => cmd.includes("server.ts") && env.includes(`DATA_DIR=${server.dataDir}`),
  );
  const { browser, pid: browserPid } = await launchMeasuredChromium();
  const downloads = mkdtempSync(join(tmpdir(), "bench-downloads-"));
  const results: string[] = [];
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    page.on("pageerror", (e) => console.error("page error:", e.message));
    // The first accounts are VIP (D4): batches of up to 250.
    await signIn(page, server.url, { email: "bench@example.test", name: "Bench" });

    for (const size of batchSizes)
      for (const mode of settingsModes) {
        await applySettings(page, server.url, mode);
        await page.goto(`${server.url}/upload?save=${saveStrategy}`);
        const folder = asFolder ? photoFolder(photos.slice(0, size)) : null;
        if (folder) await page.getByTestId("upload-folder-input").setInputFiles(folder);
        else await page.getByTestId("upload-input").setInputFiles(photos.slice(0, size));
        await page.getByText(MESSAGES.filesSelected(size)).waitFor({ timeout: 120_000 });

        let uploaded = 0;
        let analyses = 0;
        let firstAnalysisSent = 0;
        let reservationSent = 0;
        let reservations = 0;
        const onRequest = (request: import("playwright-core").Request) => {
          if (request.url().endsWith("/api/batches")) {
            reservations++;
            reservationSent ||= Date.now();
          }
          if (request.url().endsWith("/api/analyze-image")) {
            uploaded += request.postDataBuffer()?.length ?? 0;
            analyses++;
            firstAnalysisSent ||= Date.now();
          }
        };
        page.on("request", onRequest);
        const latencies: number[] = [];
        let firstAnalysisDone = 0;
        let lastAnalysisDone = 0;
        const onFinished = (request: import("playwright-core").Request) => {
          if (!request.url().endsWith("/api/analyze-image")) return;
          latencies.push(request.timing().responseEnd);
          lastAnalysisDone = Date.now();
          firstAnalysisDone ||= lastAnalysisDone;
        };
        page.on("requestfinished", onFinished);
        let peakBrowser = 0;
        const browserPeaks = new Map<number, number>();
        let peakServer = 0;
        const browserCpu = new Map<number, number>();
        const serverCpu = new Map<number, number>();
        const sampleCpu = () => {
          if (browserPid) treeCpu(browserPid, browserCpu);
          if (serverPid) treeCpu(serverPid, serverCpu);
        };
        sampleCpu();
        const serverThreadsBefore = serverPid ? threadCpu(serverPid) : new Map<string, number>();
        const browserCpuBefore = new Map(browserCpu);
        const serverCpuBefore = new Map(serverCpu);
        // Browser memory over the batch, every few seconds, with how many photos had been answered by then:
        // growth from one photo to the next shows as a rising series, a flat one as a plateau.
        const series: MemorySample[] = [];
        let ticks = 0;
        const sampler = setInterval(() => {
          if (browserPid) {
            const kb = treePss(browserPid, browserPeaks);
            peakBrowser = Math.max(peakBrowser, kb);
            if (ticks++ % SERIES_EVERY === 0)
              series.push({ seconds: (Date.now() - started) / 1000, done: latencies.length, kb });
          }
          if (serverPid) peakServer = Math.max(peakServer, treePss(serverPid));
          sampleCpu();
        }, 500);

        const download = page.waitForEvent("download", { timeout: 30 * 60_000 });
        const started = Date.now();
        await page.getByRole("button", { name: MESSAGES.organizePhotos }).click();
        const file = await download;
        const downloadStarted = Date.now();
        sampleCpu();
        const browserCpuAtDownload = new Map(browserCpu);
        const serverCpuAtDownload = new Map(serverCpu);
        const path = await file.path();
        const seconds = (Date.now() - started) / 1000;
        clearInterval(sampler);
        sampleCpu();
        page.off("request", onRequest);
        page.off("requestfinished", onFinished);
        const meanLatency = latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length);
        const zipBytes = statSync(path).size;
        const entries = zipEntries(path);
        if (folder) rmSync(folder, { recursive: true, force: true });
        const saved = join(downloads, `${size}.zip`);
        await file.saveAs(saved);
        await file.delete();
        rmSync(saved, { force: true });

        const line = [
          `${folder ? "folder" : "batch"} ${size}${mode ? ` settings ${mode}` : ""} (${reservations} server batch${reservations === 1 ? "" : "es"})`,
          `total ${seconds.toFixed(1)} s (click → download finished)`,
          `${(size / seconds).toFixed(2)} photos/s`,
          `${(uploaded / Math.max(1, analyses) / 1024).toFixed(1)} KB uploaded per photo (${analyses} analyses)`,
          `analysis request ${meanLatency.toFixed(0)} ms on average`,
          `reservation sent ${((reservationSent - started) / 1000).toFixed(1)} s, first analysis sent ${((firstAnalysisSent - started) / 1000).toFixed(1)} s, answered ${((firstAnalysisDone - started) / 1000).toFixed(1)} s, last ${((lastAnalysisDone - started) / 1000).toFixed(1)} s, download started ${((downloadStarted - started) / 1000).toFixed(1)} s`,
          `CPU browser ${cpuSeconds(browserCpu, browserCpuBefore).toFixed(1)} s, server ${cpuSeconds(serverCpu, serverCpuBefore).toFixed(1)} s`,
          `peak browser ${mb(peakBrowser)}`,
          `peak server ${mb(peakServer)}`,
          `ZIP ${(zipBytes / 1e6).toFixed(1)} MB, ${entries} entries`,
        ].join(" | ");
        console.log(line);
        console.log(`  browser memory (s/photos answered/MB): ${memorySeries(series)}`);
        if (process.env.BENCH_CPU_DETAIL) {
          console.log(
            `  browser CPU to the download: ${cpuDetail(browserCpuAtDownload, browserCpuBefore, processNames)}`,
          );
          console.log(
            `  server CPU to the download: ${cpuDetail(serverCpuAtDownload, serverCpuBefore, processNames)}`,
          );
          console.log(
            `  browser CPU while saving: ${cpuDetail(browserCpu, browserCpuAtDownload, processNames)}`,
          );
          console.log(
            `  server CPU while saving: ${cpuDetail(serverCpu, serverCpuAtDownload, processNames)}`,
          );
        }
        if (process.env.BENCH_CPU_DETAIL) {
          const processPeaks = [...browserPeaks]
            .filter(([, kb]) => kb >= 20_000)
            .sort((a, b) => b[1] - a[1])
            .map(([pid, kb]) => `${processNames.get(pid) ?? processName(pid)} ${mb(kb)}`);
          console.log(`  browser memory peaks: ${processPeaks.join(", ")}`);
          if (serverPid) {
            console.log(
              `  server threads during the batch: ${threadCpuSince(serverPid, serverThreadsBefore)}`,
            );
          }
        }
        results.push(line);
      }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(downloads, { recursive: true, force: true });
  }
  const os = await import("node:os");
  console.log(
    `\nsave strategy: ${saveStrategy}; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
