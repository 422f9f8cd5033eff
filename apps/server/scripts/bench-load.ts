/**
 * `npm run bench:load [-- --seconds 20]`: the server under more analyses than it can do, on loopback only,
 * bounded in time (about two minutes on two cores), stopping by itself. Starts the real server (see
 * bench-server.ts; PostgreSQL from TEST_DATABASE_URL, SHARED_DIR and MODELS_DIR as for tests) and prints:
 *
 * 1. idle: one account's photos one at a time, the latency baseline;
 * 2. capacity: analyses per second with the account keeping its share in flight;
 * 3. overload: photos arriving at 4× that rate for `--seconds` from eight accounts, never retried: how many
 *    are analysed and how many refused (503/429, each with Retry-After), the latency of the analysed ones in
 *    the first and the second half (growing latency would show there), and the server's memory over time;
 *    meanwhile a simulated browser works through a 24-photo batch the way the web client does, waiting
 *    Retry-After and sending the same photo again, and must end with every photo analysed; and a real headless
 *    Chromium organises `--browser-photos` (24) dev photos through /upload, saved the default way: the ZIP
 *    must hold every selected photo once, byte-identical (sha256), and the 503/429 the page got are counted;
 * 4. abuse: a free account fires 32 analyses of a 100-megapixel PNG at a 1-image batch while another account
 *    works as in 1: what the abuser got, and the other account's p95 against its idle p95;
 * 5. stalled uploads: 2,000 connections from 127.0.0.2 send headers and stall their bodies while /healthz is
 *    asked from 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { buildWebApp } from "@photo-organizer/test-support/build-web";
import { prepareChromiumBatch } from "@photo-organizer/test-support/chromium-batch";
import sharp from "sharp";
import { type BenchServer, memoryOf, quantile, sharedDir, startBenchServer } from "./bench-server.ts";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const overloadSeconds = option("seconds", 20);
const chromiumPhotos = option("browser-photos", 24);
const devDir = join(sharedDir, "photos/dev");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** 512 px JPEG previews (what the browser sends) of every k-th dev photo. */
async function previews(count: number): Promise<string[]> {
  const lines = readFileSync(join(devDir, "labels.csv"), "utf8").trim().split(/\r?\n/).slice(1);
  const files = lines.map((line) => line.split(",")[0] ?? "");
  const step = Math.max(1, Math.floor(files.length / count));
  const chosen = files.filter((_, i) => i % step === 0).slice(0, count);
  return Promise.all(
    chosen.map(async (file) =>
      (
        await sharp(readFileSync(join(devDir, file)))
          .rotate()
          .resize(512, 512, { fit: "inside" })
          .jpeg({ quality: 85 })
          .toBuffer()
      ).toString("base64"),
    ),
  );
}

type Answer = { status: number; ms: number; retryAfter: number | null; code?: string };

function client(server: BenchServer, cookie: string) {
  const post = async (path: string, body: unknown): Promise<Answer & { json: Record<string, unknown> }> => {
    const sent = performance.now();
    const res = await fetch(`${server.address}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: server.origin },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    const header = res.headers.get("retry-after");
    return {
      status: res.status,
      ms: performance.now() - sent,
      retryAfter: header === null ? null : Number(header),
      ...(typeof json.code === "string" ? { code: json.code } : {}),
      json,
    };
  };
  return {
    async batch(count: number): Promise<string> {
      const res = await post("/api/batches", { count });
      if (res.status !== 201) throw new Error(`batch of ${count} refused: ${JSON.stringify(res.json)}`);
      return res.json.batchId as string;
    },
    analyze: (batchId: string, base64Image: string) => post("/api/analyze-image", { base64Image, batchId }),
  };
}

/** Sends the photos one at a time; returns the latencies of the analysed ones, sorted. */
async function oneAtATime(server: BenchServer, cookie: string, photos: string[]): Promise<number[]> {
  const account = client(server, cookie);
  const batchId = await account.batch(photos.length);
  const latencies: number[] = [];
  for (const photo of photos) {
    const res = await account.analyze(batchId, photo);
    if (res.status !== 200) throw new Error(`an idle analysis answered ${res.status} ${res.code ?? ""}`);
    latencies.push(res.ms);
  }
  return latencies.sort((a, b) => a - b);
}

/** The web client's way: keep `inFlight` photos going; on 503/429 wait Retry-After and send the photo again. */
async function browserBatch(server: BenchServer, cookie: string, photos: string[], inFlight: number) {
  const account = client(server, cookie);
  const batchId = await account.batch(photos.length);
  let next = 0;
  let retries = 0;
  let analysed = 0;
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < photos.length) {
        const photo = photos[next++] as string;
        for (let attempt = 1; ; attempt++) {
          const res = await account.analyze(batchId, photo);
          if (res.status === 200) {
            analysed += 1;
            break;
          }
          if ((res.status === 503 || res.status === 429) && res.retryAfter !== null && attempt < 30) {
            retries += 1;
            // Jitter spreads the retries of many clients over the second after Retry-After.
            await sleep(res.retryAfter * 1000 + Math.random() * 1000);
            continue;
          }
          failed.push(`${res.status} ${res.code ?? ""}`);
          break;
        }
      }
    }),
  );
  return { analysed, retries, failed };
}

function sampleMemory(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(memoryOf(pid).rss), 250);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

async function main() {
  console.log("preparing previews and a 100-megapixel PNG…");
  const photos = await previews(48);
  const huge = (
    await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#3a6ea5" } })
      .png({ compressionLevel: 9 })
      .toBuffer()
  ).toString("base64");

  const building = performance.now();
  buildWebApp();
  console.log(`web app built in ${((performance.now() - building) / 1000).toFixed(1)} s`);
  const server = await startBenchServer();
  const { pid } = server;
  const out = (line: string) => console.log(line);
  try {
    out(`server ready in ${server.readySeconds.toFixed(1)} s: ${JSON.stringify(server.ready)}`);
    const sizing = (await (await fetch(`${server.address}/readyz`)).json()) as {
      details?: { models?: unknown };
    };
    const warmCookie = await server.signIn("warm@example.com", "enterprise");
    const perUser = await (async () => {
      const res = await fetch(`${server.address}/api/batches`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: warmCookie, origin: server.origin },
        body: JSON.stringify({ count: 1 }),
      });
      return ((await res.json()) as { concurrency: number }).concurrency;
    })();
    out(
      `each account may keep ${perUser} analyses in flight; models: ${JSON.stringify(sizing.details?.models)}`,
    );
    // Warm-up: the first inference of each thread compiles its kernels.
    await browserBatch(server, warmCookie, photos.slice(0, perUser * 2), perUser);

    // 1. idle
    const idle = await oneAtATime(
      server,
      await server.signIn("idle@example.com", "enterprise"),
      photos.slice(0, 20),
    );
    const idleP95 = quantile(idle, 0.95);
    out(`\n1. idle, one at a time: p50 ${ms(quantile(idle, 0.5))}, p95 ${ms(idleP95)}`);

    // 2. capacity
    const capacityCookie = await server.signIn("capacity@example.com", "enterprise");
    const started = performance.now();
    const saturated = await browserBatch(server, capacityCookie, photos, perUser);
    const capacity = saturated.analysed / ((performance.now() - started) / 1000);
    out(
      `2. capacity: ${capacity.toFixed(2)} analyses/s (${saturated.analysed} photos, ${perUser} in flight)`,
    );

    // 3. overload at 4× capacity
    const rate = 4 * capacity;
    const accounts = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const account = client(server, await server.signIn(`load${i}@example.com`, "enterprise"));
        return { account, batchId: await account.batch(250) };
      }),
    );
    // Opened and selected before the overload starts, so that only the organising runs under it.
    const chromium = await prepareChromiumBatch(
      server.origin,
      await server.signIn("chromium@example.com", "enterprise"),
      chromiumPhotos,
    );
    const memory = sampleMemory(pid);
    const rssBefore = memoryOf(pid).rss;
    const browser = browserBatch(
      server,
      await server.signIn("browser@example.com", "enterprise"),
      photos.slice(0, 24),
      perUser,
    );
    // Bounded: a batch still not saved five minutes after the overload ends counts as a failure.
    const chromiumRun = chromium
      .run((overloadSeconds + 300) * 1000)
      .finally(chromium.close)
      .then(
        (result) => ({ result, error: null }),
        (error: unknown) => ({ result: null, error }),
      );
    const answers: (Answer & { at: number })[] = [];
    const pending: Promise<void>[] = [];
    const begin = performance.now();
    for (let i = 0; performance.now() - begin < overloadSeconds * 1000; i++) {
      const due = begin + (i * 1000) / rate;
      if (due > performance.now()) await sleep(due - performance.now());
      const { account, batchId } = accounts[i % accounts.length] as (typeof accounts)[number];
      const at = performance.now() - begin;
      pending.push(
        account.analyze(batchId, photos[i % photos.length] as string).then(
          (res) => void answers.push({ ...res, at }),
          () => void answers.push({ status: 0, ms: 0, retryAfter: null, at }),
        ),
      );
    }
    await Promise.all(pending);
    const browserResult = await browser;
    const chromiumOutcome = await chromiumRun;
    const samples = memory.stop();
    const byStatus: Record<string, number> = {};
    for (const a of answers) {
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      byStatus[key] = (byStatus[key] ?? 0) + 1;
    }
    const refused = answers.filter((a) => a.status === 503 || a.status === 429);
    const half = (overloadSeconds * 1000) / 2;
    const okLatency = (first: boolean) =>
      answers
        .filter((a) => a.status === 200 && a.at < half === first)
        .map((a) => a.ms)
        .sort((a, b) => a - b);
    const [early, late] = [okLatency(true), okLatency(false)];
    const refusedMs = refused.map((a) => a.ms).sort((a, b) => a - b);
    out(
      `\n3. overload: ${answers.length} photos in ${overloadSeconds} s at ${rate.toFixed(1)}/s (4× capacity), ` +
        `8 accounts, no retries: ${JSON.stringify(byStatus)}`,
    );
    out(
      `   refused with Retry-After: ${refused.filter((a) => a.retryAfter !== null && a.retryAfter >= 1).length}` +
        `/${refused.length}, answered in p50 ${ms(quantile(refusedMs, 0.5))}, p95 ${ms(quantile(refusedMs, 0.95))}`,
    );
    out(
      `   analysed, latency first half p50 ${ms(quantile(early, 0.5))} p95 ${ms(quantile(early, 0.95))}; ` +
        `second half p50 ${ms(quantile(late, 0.5))} p95 ${ms(quantile(late, 0.95))} (idle p95 ${ms(idleP95)})`,
    );
    out(
      `   server RSS: ${rssBefore.toFixed(0)} MB before, ${Math.max(...samples).toFixed(0)} MB at most, ` +
        `${(samples.at(-1) ?? 0).toFixed(0)} MB at the end (${samples.length} samples)`,
    );
    out(
      `   browser batch meanwhile: ${browserResult.analysed}/24 analysed after ${browserResult.retries} ` +
        `retries${browserResult.failed.length ? `, failed: ${browserResult.failed.join(", ")}` : ""}`,
    );
    const c = chromiumOutcome.result;
    if (c) {
      const lost = c.missing.length + c.extra.length > 0 || c.identical !== c.selected;
      out(
        `   Chromium batch meanwhile (default save): ${c.inZip} photos in the ZIP for ${c.selected} selected, ` +
          `${c.identical} present once and byte-identical (sha256)${lost ? " — PHOTOS LOST OR REPEATED" : ""}; ` +
          `refusals received ${JSON.stringify(c.refusals)}; ${c.seconds.toFixed(1)} s from the click to the ` +
          `saved ZIP`,
      );
      if (c.missing.length) out(`   missing: ${c.missing.join(", ")}`);
      if (c.extra.length) out(`   unexpected or repeated entries: ${c.extra.join(", ")}`);
      if (c.pageErrors.length) out(`   page errors: ${c.pageErrors.join(" | ")}`);
    } else {
      out(`   Chromium batch meanwhile: FAILED, ${String(chromiumOutcome.error)}`);
    }
    await sleep(2000);

    // 4. abuse
    const abuser = client(server, await server.signIn("abuser@example.com", "free"));
    const abuserBatch = await abuser.batch(1);
    const otherCookie = await server.signIn("other@example.com", "enterprise");
    const [abuse, other] = await Promise.all([
      Promise.all(Array.from({ length: 32 }, () => abuser.analyze(abuserBatch, huge))),
      oneAtATime(server, otherCookie, photos.slice(20, 40)),
    ]);
    const abuseOutcome: Record<string, number> = {};
    for (const a of abuse) {
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      abuseOutcome[key] = (abuseOutcome[key] ?? 0) + 1;
    }
    const otherP95 = quantile(other, 0.95);
    out(
      `\n4. abuse: 32 concurrent 100-MP PNGs on a free account's 1-image batch: ${JSON.stringify(abuseOutcome)}`,
    );
    out(
      `   the other account meanwhile: p50 ${ms(quantile(other, 0.5))}, p95 ${ms(otherP95)} = ` +
        `${(otherP95 / idleP95).toFixed(2)}× its idle p95`,
    );

    // 5. stalled uploads
    const port = Number(new URL(server.address).port);
    const upload =
      "POST /api/analyze-image HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${20 * 1024 * 1024}\r\n\r\n{"base64Image":"AAAA`;
    const sockets = await Promise.all(
      Array.from(
        { length: 2000 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.2" }, () => {
              socket.write(upload);
              resolve(socket);
            });
            socket.on("error", () => undefined);
            socket.resume();
            socket.once("close", () => resolve(socket));
          }),
      ),
    );
    await sleep(200);
    const stalledOpen = sockets.filter((s) => !s.destroyed).length;
    const health: number[] = [];
    let healthy = 0;
    for (let i = 0; i < 20; i++) {
      const sent = performance.now();
      const res = await fetch(`${server.address}/healthz`).catch(() => null);
      health.push(performance.now() - sent);
      if (res?.status === 200) healthy += 1;
    }
    health.sort((a, b) => a - b);
    out(
      `\n5. 2,000 stalled uploads from 127.0.0.2: ${2000 - stalledOpen} closed by the server at once, ` +
        `${stalledOpen} held open; /healthz from 127.0.0.1 answered ${healthy}/20, ` +
        `p50 ${ms(quantile(health, 0.5))}, p95 ${ms(quantile(health, 0.95))}`,
    );
    const deadline = performance.now() + 90_000;
    while (sockets.some((s) => !s.destroyed) && performance.now() < deadline) await sleep(250);
    const stillOpen = sockets.filter((s) => !s.destroyed).length;
    out(`   of the held ones, ${stalledOpen - stillOpen} were closed by the server's request timeout`);
    for (const socket of sockets) socket.destroy();
    out(
      `\nserver RSS at the end: ${memoryOf(pid).rss.toFixed(0)} MB, peak ${memoryOf(pid).peak.toFixed(0)} MB`,
    );
    out(
      `${cpus().length} cores; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await server.stop();
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
