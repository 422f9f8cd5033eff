/**
 * `npm run bench:cli [-- <photos>]` (default 1,000): the command-line tool against a real local server on
 * that many real dev photos (a VIP account: batches of 250 one after another), interrupted with SIGINT half-way
 * and resumed. Prints photos/s over both runs, the tool's peak memory (VmHWM), and checks that every photo is
 * in --out exactly once, byte-identical, with the account charged exactly once per photo.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { repoRoot } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { startServer } from "@photo-organizer/test-support/server";
import { createToken, signInOverHttp } from "../src/testing/sign-in-over-http.ts";

const count = Number(process.argv[2] ?? 1000);
const bin = join(repoRoot, "node_modules/.bin/photo-organizer");
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** VmHWM of a live process in MB (0 once it is gone). */
function peakMb(pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** One run of the tool; SIGINT once `stopAt` photos are done. Returns its exit code, photos done, peak MB. */
function run(args: string[], env: Record<string, string>, stopAt?: number) {
  return new Promise<{ code: number | null; photos: number; peak: number; seconds: number }>((resolve) => {
    const started = performance.now();
    const child = spawn(bin, [...args, "--json"], { cwd: repoRoot, env: { ...process.env, ...env } });
    let photos = 0;
    let peak = 0;
    let partial = "";
    const sampler = setInterval(() => {
      peak = Math.max(peak, peakMb(child.pid ?? 0));
    }, 200);
    child.stdout.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (!line.includes('"event":"photo"')) continue;
        photos += 1;
        if (photos % 100 === 0) process.stderr.write(`  ${photos} photos\n`);
        if (stopAt !== undefined && photos === stopAt) child.kill("SIGINT");
      }
    });
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(`  cli: ${chunk}`));
    child.once("exit", (code) => {
      clearInterval(sampler);
      resolve({ code, photos, peak, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const all = devPhotos();
if (all.length < count) throw new Error(`only ${all.length} dev photos, asked for ${count}`);
const photos = all.slice(0, count);
const work = mkdtempSync(join(tmpdir(), "photo-organizer-bench-cli-"));
const folder = join(work, "photos");
const out = join(work, "organized");
const server = await startServer();
try {
  const cookie = await signInOverHttp(server.url, { email: "bench-cli@example.com", name: "Bench" });
  const { token } = await createToken(server.url, cookie, "bench");
  const usage = async () =>
    (
      (await (
        await fetch(`${server.url}/api/usage`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        count: number;
      }
    ).count;
  await import("node:fs").then(({ mkdirSync }) => mkdirSync(folder, { recursive: true }));
  for (const [i, photo] of photos.entries()) {
    copyFileSync(photo, join(folder, `${String(i).padStart(4, "0")}_${basename(photo)}`));
  }
  const env = { PHOTO_ORGANIZER_TOKEN: token };
  const args = [folder, "--out", out, "--server", server.url];
  const before = await usage();

  console.log(`${count} photos, server ${server.url}`);
  const first = await run(args, env, Math.floor(count / 2));
  console.log(
    `first run: exit ${first.code} after ${first.photos} photos in ${first.seconds.toFixed(1)} s, peak ${first.peak.toFixed(0)} MB`,
  );
  const second = await run(args, env);
  console.log(
    `resumed run: exit ${second.code}, ${second.photos} photos in ${second.seconds.toFixed(1)} s, peak ${second.peak.toFixed(0)} MB`,
  );

  const written = readdirSync(out, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && !entry.parentPath.includes(".photo-organizer") && entry.name !== "manifest.csv",
    )
    .map((entry) => sha256(join(entry.parentPath, entry.name)))
    .sort();
  const expected = photos.map(sha256).sort();
  const identical = written.length === expected.length && written.every((hash, i) => hash === expected[i]);
  const charged = (await usage()) - before;
  const seconds = first.seconds + second.seconds;
  console.log(`photos/s over both runs: ${(count / seconds).toFixed(2)} (${seconds.toFixed(1)} s)`);
  console.log(`peak memory of the tool: ${Math.max(first.peak, second.peak).toFixed(0)} MB`);
  console.log(`in --out: ${written.length} files, every photo once and byte-identical: ${identical}`);
  console.log(`charged: ${charged} (expected ${count})`);
  if (!identical || charged !== count || second.code !== 0 || first.code !== 130) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
