/**
 * `npm run bench:describe [-- --clients 4 --photos 80 --full 24]`: starts the real server (`src/server.ts`) as
 * its own process on a free loopback port, on a fresh PostgreSQL database (TEST_DATABASE_URL's server), with
 * the configured describer, and sends dev photos to
 * POST /api/analyze-image from N concurrent clients: first as 512 px previews (what the browser sends, D9),
 * then upscaled to full-size 4032×3024 JPEGs. Prints throughput, p50/p95 latency and the server process's RSS
 * (current and peak, from /proc; the inference workers are threads of that process) for both, and the ratio.
 * The server's CPU time per photo is printed too: on a machine shared with other work it varies far less
 * than the throughput, so compare two versions by it (and run them back to back).
 * SHARED_DIR and MODELS_DIR as for tests.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { cpuSecondsOf, memoryOf, quantile, sharedDir, startBenchServer } from "./bench-server.ts";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const devDir = join(sharedDir, "photos/dev");
const clients = option("clients", 4);
const previewCount = option("photos", 80);
const fullCount = option("full", 24);

function photoFiles(count: number): string[] {
  const lines = readFileSync(join(devDir, "labels.csv"), "utf8").trim().split(/\r?\n/).slice(1);
  const files = lines.map((line) => line.split(",")[0] ?? "");
  // Every k-th photo, so each collection is represented.
  const step = Math.max(1, Math.floor(files.length / count));
  return files.filter((_, i) => i % step === 0).slice(0, count);
}

async function main() {
  const files = photoFiles(previewCount);
  console.log(`preparing ${files.length} previews (512 px) and ${fullCount} full-size photos (4032×3024)…`);
  const previews = await Promise.all(
    files.map(async (f) =>
      (
        await sharp(readFileSync(join(devDir, f)))
          .rotate()
          .resize(512, 512, { fit: "inside" })
          .jpeg({ quality: 85 })
          .toBuffer()
      ).toString("base64"),
    ),
  );
  const fulls: string[] = [];
  for (const f of files.slice(0, fullCount)) {
    const jpeg = await sharp(readFileSync(join(devDir, f)))
      .rotate()
      .resize(4032, 3024, { fit: "fill" })
      .jpeg({ quality: 90 })
      .toBuffer();
    fulls.push(jpeg.toString("base64"));
  }

  const server = await startBenchServer();
  const { address, origin, pid } = server;
  try {
    console.log(`server ready in ${server.readySeconds.toFixed(1)} s: ${JSON.stringify(server.ready)}`);
    console.log(`server RSS when ready: ${memoryOf(pid).rss.toFixed(0)} MB`);
    const cookie = await server.signIn("bench@example.com", "enterprise");
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${address}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    async function run(label: string, images: string[]) {
      const batch = await post("/api/batches", { count: images.length });
      if (batch.status !== 201) throw new Error(`batch refused: ${JSON.stringify(batch.json)}`);
      const batchId = batch.json.batchId as string;
      const latencies: number[] = [];
      const failures: Record<number, number> = {};
      let next = 0;
      const cpuBefore = cpuSecondsOf(pid);
      const begin = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < images.length) {
            const base64Image = images[next++] as string;
            const sent = performance.now();
            const res = await post("/api/analyze-image", { base64Image, batchId });
            latencies.push(performance.now() - sent);
            if (res.status !== 200) failures[res.status] = (failures[res.status] ?? 0) + 1;
          }
        }),
      );
      const seconds = (performance.now() - begin) / 1000;
      const cpuMs = ((cpuSecondsOf(pid) - cpuBefore) * 1000) / images.length;
      const sorted = latencies.sort((a, b) => a - b);
      const throughput = images.length / seconds;
      console.log(
        `\n${label}: ${images.length} photos, ${clients} concurrent clients, failures by status ${JSON.stringify(failures)}`,
      );
      console.log(`throughput: ${throughput.toFixed(1)} images/s`);
      console.log(`server CPU: ${cpuMs.toFixed(0)} ms per photo`);
      console.log(
        `latency p50: ${quantile(sorted, 0.5).toFixed(0)} ms, p95: ${quantile(sorted, 0.95).toFixed(0)} ms`,
      );
      const memory = memoryOf(pid);
      console.log(`server RSS: ${memory.rss.toFixed(0)} MB now, ${memory.peak.toFixed(0)} MB peak so far`);
      return throughput;
    }

    // Warm-up (first inference per worker compiles kernels), not measured.
    await run("warm-up", previews.slice(0, clients * 2));
    const previewThroughput = await run("512 px previews", previews);
    const fullThroughput = await run("full-size 4032×3024 photos", fulls);
    console.log(
      `\npreview gain: ${(previewThroughput / fullThroughput).toFixed(1)}× the throughput of full-size photos`,
    );
    const load = loadavg().map((l) => l.toFixed(1));
    console.log(`${cpus().length} cores; load average ${load.join(", ")} (1, 5, 15 min)`);
  } finally {
    await server.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
