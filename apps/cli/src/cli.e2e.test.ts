import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import {
  CATEGORY_NAMES,
  CLI_COPY,
  DEFAULT_ORGANIZATION_SETTINGS,
  MANIFEST_FILE_NAME,
  MESSAGES,
  parseCsvRecords,
  TOKENS_COPY,
} from "@photo-organizer/core";
import { repoRoot, sharedDir } from "@photo-organizer/test-support/paths";
import { devPhotos } from "@photo-organizer/test-support/photos";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { readZip } from "@photo-organizer/test-support/unzip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readState } from "./run-state.ts";
import { type Interception, startInterceptingProxy } from "./testing/intercepting-proxy.ts";
import { createToken, signInOverHttp } from "./testing/sign-in-over-http.ts";

const bin = join(repoRoot, "node_modules/.bin/photo-organizer");
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** Every file under `dir` (its run record left out), by path relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(".photo-organizer"))
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

type Run = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the installed `photo-organizer` bin (what `npx photo-organizer` runs); `onLine` sees stdout's lines,
 * `onSpawn` the process as it starts; `through` runs it through another command (as another user).
 */
function cli(
  args: string[],
  env: Record<string, string>,
  onLine?: (line: string, child: ChildProcess) => void,
  onSpawn?: (child: ChildProcess) => void,
  through: string[] = [],
) {
  return new Promise<Run>((resolve, reject) => {
    const [command = bin, ...before] = through;
    const child = spawn(command, through.length > 0 ? [...before, bin, ...args] : args, {
      cwd: repoRoot,
      env: { ...process.env, PHOTO_ORGANIZER_TOKEN: "", ...env },
    });
    onSpawn?.(child);
    let stdout = "";
    let stderr = "";
    let partial = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      partial += chunk;
      const lines = partial.split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) onLine?.(line, child);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("photo-organizer command-line tool against the real server", () => {
  let server: RunningServer;
  let cookie: string;
  let work: string;
  let folder: string;
  /** the photos put in the folder: 12 dev JPEGs, a HEIC and a RAW */
  let photos: string[];
  const configHome = () => join(work, "config");

  const usage = async (token: string) =>
    (await (
      await fetch(`${server.url}/api/usage`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      count: number;
      held: number;
    };

  beforeAll(async () => {
    server = await startServer();
    cookie = await signInOverHttp(server.url, { email: "cli-e2e@example.com", name: "Cli" });
    work = mkdtempSync(join(tmpdir(), "photo-organizer-cli-"));
    folder = join(work, "My photos");
    mkdirSync(join(folder, "phone"), { recursive: true });
    photos = [
      ...devPhotos().slice(0, 12),
      join(sharedDir, "photos/formats/heic/photoprism__iphone_15_pro.heic"),
      join(sharedDir, "photos/formats/raw/photoprism__canon_eos_6d.dng"),
    ];
    photos.forEach((photo, i) => {
      copyFileSync(
        photo,
        join(folder, i % 3 === 0 ? "phone" : "", `${String(i).padStart(2, "0")}_${basename(photo)}`),
      );
    });
    writeFileSync(join(folder, "notes.txt"), "not a photo");
  });
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("logs in, is interrupted half-way and resumes: every photo once, byte-identical, charged once", async () => {
    const { token } = await createToken(server.url, cookie, "e2e laptop");
    const env = { XDG_CONFIG_HOME: configHome() };
    const login = await cli(["login", "--server", server.url, "--token", token], env);
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain("cli-e2e@example.com");
    const config = join(configHome(), "photo-organizer", "config.json");
    expect(statSync(config).mode & 0o777).toBe(0o600);

    const out = join(work, "organized");
    const before = (await usage(token)).count;
    const first = await cli([folder, "--out", out, "--json"], env, (line, child) => {
      const event = JSON.parse(line) as { event: string; done?: number };
      if (event.event === "photo" && event.done === photos.length / 2) child.kill("SIGINT");
    });
    expect(first.code, first.stderr).toBe(130);
    const stopped = first.stdout.split("\n").filter((line) => line.includes('"event":"photo"')).length;
    expect(stopped).toBeGreaterThanOrEqual(photos.length / 2);
    expect(stopped).toBeLessThan(photos.length);
    expect(first.stderr.trim()).toBe(CLI_COPY.interrupted(stopped, photos.length));
    // A program reading --json learns why from a code that stays, whatever the words.
    expect(JSON.parse(first.stdout.trim().split("\n").at(-1) ?? "")).toEqual({
      event: "error",
      code: "interrupted",
      message: CLI_COPY.interrupted(stopped, photos.length),
    });
    expect(filesUnder(out)).toHaveLength(stopped + 1);
    // Ctrl-C gave the batch's unused photos back: none stays held from the month's allowance.
    expect((await usage(token)).held).toBe(0);

    const second = await cli([folder, "--out", out], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toContain(`(${stopped} already organized)`);
    expect(second.stderr).toContain("notes.txt was skipped");

    // Every photo exactly once, byte for byte, and the manifest.
    const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
    expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(photos.map(sha256).sort());
    expect(written.some((path) => path.endsWith(".heic"))).toBe(true);
    expect(written.some((path) => path.endsWith(".dng"))).toBe(true);
    const manifest = readFileSync(join(out, MANIFEST_FILE_NAME), "utf8").trim().split("\r\n");
    expect(manifest).toHaveLength(photos.length + 1);
    expect(manifest.slice(1).every((row) => row.includes(",ok,"))).toBe(true);
    // The originals stay where they were, untouched.
    expect(filesUnder(folder)).toHaveLength(photos.length + 1);

    // Charged once per photo, though half were sent by a run that was cut short.
    expect((await usage(token)).count - before).toBe(photos.length);

    // A third run finds everything done and sends nothing.
    const third = await cli([folder, "--out", out], env);
    expect(third.code, third.stderr).toBe(0);
    expect((await usage(token)).count - before).toBe(photos.length);
  });

  it("stops when the image service keeps failing, files none of those photos in Unsorted, and the next run organizes them: every photo once, charged once", async () => {
    const { token } = await createToken(server.url, cookie, "service down");
    const some = join(work, "service down");
    mkdirSync(some);
    const chosen = photos.slice(0, 8);
    for (const photo of chosen) copyFileSync(photo, join(some, basename(photo)));
    const out = join(work, "service-down-out");
    let analyses = 0;
    // The server's own words for it, which carry the prefix already.
    const unavailable = MESSAGES.analysisFailed(MESSAGES.imageServiceUnavailable);
    // The image service answers the first two analyses, then fails on every one.
    const proxy = await startInterceptingProxy(server.url, async (request) => {
      if (request.path !== "/api/analyze-image") return "forward";
      analyses += 1;
      return analyses <= 2 ? "forward" : { failWith: 500, message: unavailable, code: "analysis_failed" };
    });
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const before = (await usage(token)).count;
    try {
      const first = await cli([some, "--out", out, "--server", proxy.url, "--json"], env);
      expect(first.code, first.stderr).toBe(1);
      const organized = first.stdout.split("\n").filter((line) => line.includes('"event":"photo"')).length;
      expect(organized).toBe(2);
      expect(first.stderr.trim().split("\n").at(-1)).toBe(CLI_COPY.serviceStopped(2, chosen.length));
      // Each photo failed on is named with the server's message, said once.
      const warnings = first.stdout
        .split("\n")
        .filter((line) => line.includes('"event":"warning"'))
        .map((line) => JSON.parse(line) as { source: string; message: string });
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      for (const { source, message } of warnings)
        expect(message).toBe(CLI_COPY.serviceFailedPhoto(source, unavailable));
      // It stopped instead of failing photo after photo, and put none of them in Unsorted.
      expect(analyses).toBeLessThan(chosen.length);
      expect(filesUnder(out).filter((path) => path.startsWith("Unsorted/"))).toEqual([]);
      expect((await usage(token)).count - before).toBe(2);
    } finally {
      await proxy.stop();
    }

    // The service is back: the same command organizes the rest, and nothing twice.
    const second = await cli([some, "--out", out, "--server", server.url], env);
    expect(second.code, second.stderr).toBe(0);
    const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
    expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(chosen.map(sha256).sort());
    expect((await usage(token)).count - before).toBe(chosen.length);
  });

  it.each([
    { moment: "cut-after-server", held: 3 },
    { moment: "cut-before-server", held: 0 },
  ] as const)(
    "killed while its batch was asked for ($moment), resumes under the same key: one batch, /usage counts it once",
    async ({ moment, held }: { moment: Exclude<Interception, object>; held: number }) => {
      const { token } = await createToken(server.url, cookie, moment);
      const few = join(work, moment);
      mkdirSync(few);
      for (const photo of photos.slice(3, 6)) copyFileSync(photo, join(few, basename(photo)));
      const out = join(work, `${moment}-out`);
      // As the tool reads its record back: the whole record and the changes logged after it.
      const runRecord = () => readState(join(out, ".photo-organizer", "run.json"));
      let child: ChildProcess | undefined;
      /** SIGKILL: the process ends on the spot, as with a closed terminal or a power cut. */
      const killed = async () => {
        const exited = new Promise((resolve) => child?.once("exit", resolve));
        child?.kill("SIGKILL");
        await exited;
      };
      const asked: { key: string; count: number; keptThen: Awaited<ReturnType<typeof runRecord>> }[] = [];
      const granted: string[] = [];
      let killing = true;
      const proxy = await startInterceptingProxy(
        server.url,
        async (request) => {
          if (request.method !== "POST" || request.path !== "/api/batches") return "forward";
          // What the tool had kept when its request left.
          asked.push({ ...JSON.parse(request.body), keptThen: await runRecord() });
          if (!killing) return "forward";
          if (moment === "cut-before-server") await killed();
          return moment;
        },
        async (request, status, body) => {
          if (request.path !== "/api/batches") return;
          expect(status, body).toBe(201);
          granted.push((JSON.parse(body) as { batchId: string }).batchId);
          if (killing) await killed();
        },
      );
      try {
        const env = { PHOTO_ORGANIZER_TOKEN: token };
        const args = [few, "--out", out, "--server", proxy.url];
        const before = (await usage(token)).count;
        const first = await cli(args, env, undefined, (spawned) => {
          child = spawned;
        });
        expect(first.code, first.stderr).toBeNull();
        // The key, its count and its photos were kept before the request left.
        expect(asked).toHaveLength(1);
        const { key, count, keptThen } = asked[0] ?? expect.unreachable("no batch was asked for");
        expect(count).toBe(3);
        expect(keptThen.batch).toBeNull();
        expect(keptThen.reserving).toEqual({ key, count: 3, photos: expect.any(Array) });
        expect(keptThen.reserving?.photos).toHaveLength(3);
        expect((await runRecord()).reserving?.key).toBe(key);
        // A batch granted to a process that never saw the answer holds its slots.
        expect((await usage(token)).count - before).toBe(held);

        killing = false;
        const second = await cli(args, env);
        expect(second.code, second.stderr).toBe(0);
        expect(asked.map((request) => request.key)).toEqual([key, key]);
        // The batch the first run was granted is the one the second organized in: exactly one batch.
        expect(granted).toHaveLength(held ? 2 : 1);
        expect(new Set(granted).size).toBe(1);
        const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
        expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(
          photos.slice(3, 6).map(sha256).sort(),
        );
        expect((await usage(token)).count - before).toBe(3);
        expect((await runRecord()).reserving).toBeNull();
      } finally {
        await proxy.stop();
      }
    },
  );

  it("killed with photos answered but not kept, continued after their batch was closed: each photo charged once", async () => {
    const { token } = await createToken(server.url, cookie, "closed batch");
    const some = join(work, "closed batch");
    mkdirSync(some);
    const chosen = photos.slice(0, 6);
    for (const photo of chosen) copyFileSync(photo, join(some, basename(photo)));
    const out = join(work, "closed-batch-out");
    const runRecord = () => readState(join(out, ".photo-organizer", "run.json"));
    let child: ChildProcess | undefined;
    let killing = true;
    let answeredThen = 0;
    const analyses: { batchId: string; photoKey: string }[] = [];
    const proxy = await startInterceptingProxy(
      server.url,
      async (request) => {
        if (request.path !== "/api/analyze-image") return "forward";
        const { batchId, photoKey } = JSON.parse(request.body) as { batchId: string; photoKey: string };
        analyses.push({ batchId, photoKey });
        // The second answer is charged on the server and never reaches the tool, killed at that moment.
        return killing && analyses.length === 2 ? "cut-after-server" : "forward";
      },
      async (request, status) => {
        if (request.path !== "/api/analyze-image" || !killing || status !== 200) return;
        answeredThen += 1;
        if (answeredThen < 2) return;
        const exited = new Promise((resolve) => child?.once("exit", resolve));
        child?.kill("SIGKILL");
        await exited;
      },
    );
    try {
      const env = { PHOTO_ORGANIZER_TOKEN: token };
      const args = [some, "--out", out, "--server", proxy.url];
      const before = (await usage(token)).count;
      const first = await cli(args, env, undefined, (spawned) => {
        child = spawned;
      });
      expect(first.code, first.stderr).toBeNull();
      const kept = await runRecord();
      const batchId = kept.batch?.id ?? expect.unreachable("no batch was kept");
      // The photos in flight were kept as sent, under their batch and key, before their requests left.
      const inFlight = Object.values(kept.sent);
      expect(inFlight.length).toBeGreaterThanOrEqual(1);
      expect(inFlight.every((sent) => sent.batch === batchId)).toBe(true);
      // The batch is closed meanwhile, as a server restart closes it (or its expiry).
      const closed = await fetch(`${server.url}/api/batches/${batchId}/finish`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(closed.status).toBe(200);

      killing = false;
      const sentBefore = analyses.length;
      const second = await cli(args, env);
      expect(second.code, second.stderr).toBe(0);
      // Those photos were asked for under the closed batch and their keys first.
      const again = analyses.slice(sentBefore).map(({ batchId: id, photoKey }) => `${id} ${photoKey}`);
      expect(again).toEqual(expect.arrayContaining(inFlight.map((sent) => `${sent.batch} ${sent.key}`)));
      const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
      expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(chosen.map(sha256).sort());
      expect(await usage(token)).toMatchObject({ count: before + chosen.length, held: 0 });
      expect((await runRecord()).sent).toEqual({});
    } finally {
      await proxy.stop();
    }
  });

  it("says until when a batch stays held when a stopped run cannot give it back, and the run continued gives it back", async () => {
    const { token } = await createToken(server.url, cookie, "held after ctrl-c");
    const out = join(work, "held-out");
    let reachable = false;
    // The server cannot be reached to finish the batch as the run stops.
    const proxy = await startInterceptingProxy(server.url, async (request) =>
      !reachable && request.path.endsWith("/finish") ? "cut-before-server" : "forward",
    );
    try {
      const env = { PHOTO_ORGANIZER_TOKEN: token };
      const args = [folder, "--out", out, "--server", proxy.url];
      const before = (await usage(token)).count;
      const first = await cli([...args, "--json"], env, (line, child) => {
        const event = JSON.parse(line) as { event: string; done?: number };
        // Stopped by another program (`kill`, `timeout`) rather than Ctrl-C: the same clean stop.
        if (event.event === "photo" && event.done === 2) child.kill("SIGTERM");
      });
      expect(first.code, first.stderr).toBe(130);
      const stopped = first.stdout.split("\n").filter((line) => line.includes('"event":"photo"')).length;
      const batch = (await readState(join(out, ".photo-organizer", "run.json"))).batch;
      const until = new Date(batch?.expiresAt ?? expect.unreachable("no batch was kept")).toLocaleTimeString(
        "en-US",
        { hour: "numeric", minute: "2-digit" },
      );
      expect(first.stderr.trim()).toBe(CLI_COPY.interrupted(stopped, photos.length, until));
      expect((await usage(token)).held).toBeGreaterThan(0);

      reachable = true;
      const second = await cli(args, env);
      expect(second.code, second.stderr).toBe(0);
      const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
      expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(photos.map(sha256).sort());
      expect(await usage(token)).toMatchObject({ count: before + photos.length, held: 0 });
    } finally {
      await proxy.stop();
    }
  });

  it("stops cleanly when its terminal is closed (SIGHUP): the batch is given back, and the run continued finishes", async () => {
    const { token } = await createToken(server.url, cookie, "terminal closed");
    const out = join(work, "hung-up");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const args = [folder, "--out", out, "--server", server.url];
    const before = (await usage(token)).count;
    const first = await cli([...args, "--json"], env, (line, child) => {
      const event = JSON.parse(line) as { event: string; done?: number };
      if (event.event === "photo" && event.done === 2) child.kill("SIGHUP");
    });
    expect(first.code, first.stderr).toBe(130);
    expect((await usage(token)).held).toBe(0);

    const second = await cli(args, env);
    expect(second.code, second.stderr).toBe(0);
    const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
    expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(photos.map(sha256).sort());
    expect(await usage(token)).toMatchObject({ count: before + photos.length, held: 0 });
  });

  it("stops at once on Ctrl-C while a large folder is still being read: nothing sent, nothing charged", async () => {
    const { token } = await createToken(server.url, cookie, "ctrl-c while reading");
    const large = join(work, "large");
    mkdirSync(large);
    // A photo of 8 GB (sparse on disk), read whole for its hash: as long as a collection of thousands takes.
    const panorama = join(large, "panorama.jpg");
    copyFileSync(photos[0] ?? "", panorama);
    truncateSync(panorama, 8 * 1024 ** 3);
    try {
      const before = await usage(token);
      const run = await cli(
        [large, "--out", join(work, "large-out"), "--server", server.url, "--json"],
        { PHOTO_ORGANIZER_TOKEN: token },
        (line, child) => {
          const event = JSON.parse(line) as { event: string; message?: string };
          if (event.event === "info" && event.message === CLI_COPY.reading(1)) child.kill("SIGINT");
        },
      );
      expect(run.code, run.stderr).toBe(130);
      expect(run.stderr.trim()).toBe(CLI_COPY.interruptedReading);
      expect(run.stdout).toContain(JSON.stringify({ event: "error", code: "interrupted" }).slice(0, -1));
      expect(await usage(token)).toEqual(before);
    } finally {
      rmSync(large, { recursive: true, force: true });
    }
  });

  it("waits for a server it cannot reach for a while, says so, and goes on: every photo once, charged once", async () => {
    const { token } = await createToken(server.url, cookie, "outage");
    const some = join(work, "outage");
    mkdirSync(some);
    const chosen = photos.slice(6, 12);
    for (const photo of chosen) copyFileSync(photo, join(some, basename(photo)));
    const out = join(work, "outage-out");
    let analyses = 0;
    let downUntil = 0;
    // After two answers the connection drops for 4 s: every request is cut before it reaches the server.
    const proxy = await startInterceptingProxy(server.url, async (request) => {
      if (Date.now() < downUntil) return "cut-before-server";
      if (request.path !== "/api/analyze-image") return "forward";
      analyses += 1;
      if (analyses === 3) {
        downUntil = Date.now() + 4000;
        return "cut-before-server";
      }
      return "forward";
    });
    try {
      const env = { PHOTO_ORGANIZER_TOKEN: token };
      const before = (await usage(token)).count;
      const run = await cli([some, "--out", out, "--server", proxy.url], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(`Cannot reach ${proxy.url} (`);
      expect(run.stderr).toContain(CLI_COPY.connectionBack(proxy.url));
      const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
      expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(chosen.map(sha256).sort());
      expect((await usage(token)).count - before).toBe(chosen.length);
    } finally {
      await proxy.stop();
    }
  });

  it("says the allowance is held by an unfinished run, not used up until next month, when slots are held", async () => {
    // The first ten accounts are VIP; the eleventh is Free (25 a month).
    for (let n = 0; n < 10; n += 1)
      await signInOverHttp(server.url, { email: `filler-${n}@example.com`, name: "Filler" });
    const free = await signInOverHttp(server.url, { email: "cli-free@example.com", name: "Free" });
    const { token } = await createToken(server.url, free, "free");
    expect((await usage(token)).count).toBe(0);
    // A run in a browser (or into another output) holds 20 and is not finished.
    const reserved = await fetch(`${server.url}/api/batches`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ count: 20, key: "5b1f6a2e-9c3d-4e8f-a1b2-c3d4e5f6a7b8" }),
    });
    expect(reserved.status, await reserved.clone().text()).toBe(201);
    const some = join(work, "free");
    mkdirSync(some);
    const chosen = photos.slice(0, 7);
    for (const photo of chosen) copyFileSync(photo, join(some, basename(photo)));
    const run = await cli([some, "--out", join(work, "free-out"), "--server", server.url], {
      PHOTO_ORGANIZER_TOKEN: token,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split("\n").at(-1)).toBe(CLI_COPY.allowanceUsedUp(5, chosen.length, 20));
  });

  it("writes one ZIP with --zip, and a dry run sends nothing", async () => {
    const { token } = await createToken(server.url, cookie, "zip");
    const small = join(work, "small");
    mkdirSync(small);
    for (const photo of photos.slice(0, 3)) copyFileSync(photo, join(small, basename(photo)));
    const before = (await usage(token)).count;

    const dry = await cli([small, "--out", join(work, "dry"), "--dry-run", "--server", server.url], {
      PHOTO_ORGANIZER_TOKEN: token,
    });
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout.trim().split("\n")).toHaveLength(3);
    expect(existsSync(join(work, "dry", MANIFEST_FILE_NAME))).toBe(false);
    // Without an output named, a dry run lists every photo as still to do, and writes nowhere.
    const plain = await cli([small, "--dry-run", "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout.trim().split("\n")).toEqual(
      readdirSync(small)
        .sort()
        .map((name) => CLI_COPY.dryRunPhoto(name)),
    );
    expect(readdirSync(small)).toHaveLength(3);
    expect((await usage(token)).count).toBe(before);

    const zip = join(work, "organized.zip");
    const run = await cli([small, "--zip", zip, "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(run.code, run.stderr).toBe(0);
    const entries = readZip(readFileSync(zip)).filter((entry) => entry.name !== MANIFEST_FILE_NAME);
    expect(entries.map((entry) => createHash("sha256").update(entry.data).digest("hex")).sort()).toEqual(
      photos.slice(0, 3).map(sha256).sort(),
    );
    expect((await usage(token)).count - before).toBe(3);

    // Run again with nothing new: the ZIP is not written again (a collection's ZIP takes long to write).
    const written = statSync(zip);
    const again = await cli([small, "--zip", zip, "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(again.code, again.stderr).toBe(0);
    expect(statSync(zip)).toMatchObject({ ino: written.ino, mtimeMs: written.mtimeMs, size: written.size });
    // A new photo: the ZIP is written again, with every photo once.
    copyFileSync(photos[3] ?? "", join(small, basename(photos[3] ?? "")));
    const more = await cli([small, "--zip", zip, "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(more.code, more.stderr).toBe(0);
    const all = readZip(readFileSync(zip)).filter((entry) => entry.name !== MANIFEST_FILE_NAME);
    expect(all.map((entry) => createHash("sha256").update(entry.data).digest("hex")).sort()).toEqual(
      photos.slice(0, 4).map(sha256).sort(),
    );
    expect((await usage(token)).count - before).toBe(4);
  });

  it("says on login when a token that ends stops working", async () => {
    const { token, expiresAt, id } = await createToken(server.url, cookie, "for a month", 30);
    const login = await cli(["login", "--server", server.url, "--token", token], {
      XDG_CONFIG_HOME: join(work, "config-month"),
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(CLI_COPY.tokenExpires((expiresAt ?? "").slice(0, 10)));
    // Revoked again: the account may hold only so many tokens, and the other tests make theirs.
    const revoked = await fetch(`${server.url}/api/tokens/${id}`, {
      method: "DELETE",
      headers: { cookie, origin: server.url },
    });
    expect(revoked.status).toBe(204);
  });

  it("answers `help` and `help login` with the help, not as a folder named help", async () => {
    const help = await cli(["help"], {});
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(CLI_COPY.description.slice(0, 40));
    expect(help.stdout).toContain("--out or --zip is required");
    const login = await cli(["help", "login"], {});
    expect(login.code).toBe(0);
    expect(login.stdout).toContain("Usage: photo-organizer login");
  });

  it("refuses a revoked token, and a folder that does not exist, with one line", async () => {
    const { token, id } = await createToken(server.url, cookie, "to revoke");
    const revoked = await fetch(`${server.url}/api/tokens/${id}`, {
      method: "DELETE",
      headers: { cookie, origin: server.url },
    });
    expect(revoked.status).toBe(204);
    const out = join(work, "refused");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const refused = await cli([folder, "--out", out, "--server", server.url], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(CLI_COPY.tokenRefused(TOKENS_COPY.invalid));
    expect(existsSync(out)).toBe(false);

    const missing = await cli([join(work, "nowhere"), "--out", out, "--server", server.url], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim()).toBe(CLI_COPY.noSuchFolder(join(work, "nowhere")));
  });

  it("organizes a folder named from where it runs into an output inside it: run again, it finds its copies done", async () => {
    const { token } = await createToken(server.url, cookie, "inside");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const before = (await usage(token)).count;
    const inside = (name: string) => {
      const dir = join(work, name);
      mkdirSync(dir);
      for (const photo of photos.slice(6, 9)) copyFileSync(photo, join(dir, basename(photo)));
      // As typed in a terminal: relative to where the tool runs (the tests run it from the repository).
      return relative(repoRoot, dir);
    };
    const tree = inside("inside");
    const zip = inside("inside-zip");
    // The folder reached through a link, the output inside the folder the link leads to.
    const real = inside("inside-real");
    const link = join(work, "link to inside-real");
    symlinkSync(join(repoRoot, real), link);
    for (const args of [
      [tree, "--out", `${tree}/organized`],
      [zip, "--zip", `${zip}/organized.zip`],
      [link, "--out", `${real}/organized`],
    ]) {
      const first = await cli([...args, "--server", server.url], env);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain(CLI_COPY.scanned(3, 0, 0));
      const again = await cli([...args, "--server", server.url], env);
      expect(again.code, again.stderr).toBe(0);
      // Neither the copies, the ZIP nor the run's record are taken for photos or files to skip.
      expect(again.stderr).toContain(CLI_COPY.scanned(3, 0, 3));
    }
    const out = join(work, "inside", "organized");
    const copies = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
    expect(copies.map((path) => sha256(join(out, path))).sort()).toEqual(
      photos.slice(6, 9).map(sha256).sort(),
    );
    const zipped = readZip(readFileSync(join(work, "inside-zip", "organized.zip")));
    expect(zipped.filter((entry) => entry.name !== MANIFEST_FILE_NAME)).toHaveLength(3);
    const throughLink = join(work, "inside-real", "organized");
    expect(filesUnder(throughLink).filter((path) => path !== MANIFEST_FILE_NAME)).toHaveLength(3);
    // Three photos for each output; nothing for the runs that found them done.
    expect((await usage(token)).count - before).toBe(9);

    // An output that is the folder itself, reached through a link, is refused like the folder.
    const outLink = join(work, "link to inside-real as output");
    symlinkSync(join(repoRoot, real), outLink);
    const refused = await cli([real, "--out", outLink, "--server", server.url], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(CLI_COPY.outHoldsTheFolder(outLink));
    expect((await usage(token)).count - before).toBe(9);
  });

  it("skips a photo and a subfolder it may not read, says why, and organizes the rest", async () => {
    const { token } = await createToken(server.url, cookie, "no permission");
    const mixed = join(work, "mixed access");
    mkdirSync(join(mixed, "private"), { recursive: true });
    for (const photo of photos.slice(0, 3)) copyFileSync(photo, join(mixed, basename(photo)));
    copyFileSync(photos[3] as string, join(mixed, "secret.jpg"));
    copyFileSync(photos[4] as string, join(mixed, "private", "hidden.jpg"));
    const out = join(work, "mixed-out");
    mkdirSync(out);
    // Root reads everything: as root, the tool runs as nobody, for whom these two are another user's.
    const asRoot = process.getuid?.() === 0;
    const through = asRoot ? ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"] : [];
    if (asRoot) {
      chmodSync(work, 0o755);
      chownSync(out, 65534, 65534);
    }
    chmodSync(join(mixed, "secret.jpg"), asRoot ? 0o600 : 0);
    chmodSync(join(mixed, "private"), asRoot ? 0o700 : 0);
    try {
      const env = { PHOTO_ORGANIZER_TOKEN: token, HOME: out, XDG_CONFIG_HOME: join(out, ".config") };
      const run = await cli(
        [mixed, "--out", out, "--server", server.url],
        env,
        undefined,
        undefined,
        through,
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(CLI_COPY.unreadableSkipped("secret.jpg", "EACCES"));
      expect(run.stderr).toContain(CLI_COPY.unreadableSkipped("private", "EACCES"));
      const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME && !path.startsWith("."));
      expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(
        photos.slice(0, 3).map(sha256).sort(),
      );

      // An output in a folder of someone else's: said so, nothing sent.
      const theirs = join(work, "not mine");
      mkdirSync(theirs, { mode: asRoot ? 0o755 : 0o555 });
      const before = (await usage(token)).count;
      const refused = await cli(
        [mixed, "--out", join(theirs, "out"), "--server", server.url],
        env,
        undefined,
        undefined,
        through,
      );
      expect([refused.code, refused.stderr.trim()]).toEqual([
        1,
        CLI_COPY.outNotWritable(join(theirs, "out"), "EACCES"),
      ]);
      expect((await usage(token)).count).toBe(before);
    } finally {
      chmodSync(join(mixed, "private"), 0o755);
      chmodSync(join(mixed, "secret.jpg"), 0o644);
    }
  });

  it("refuses an output it cannot write, a file for the folder or a server without its scheme, before anything is sent", async () => {
    const { token } = await createToken(server.url, cookie, "mistyped");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const a = join(work, "mistyped");
    mkdirSync(a);
    const photo = join(a, "photo.jpg");
    copyFileSync(photos[0] ?? "", photo);
    // A folder with a manifest.csv of the user's own, from no run of this tool.
    const theirs = join(work, "their manifest");
    mkdirSync(theirs);
    writeFileSync(join(theirs, MANIFEST_FILE_NAME), "my own list\n");
    // A ZIP of the user's own under the name given to --zip.
    const theirZip = join(work, "their archive.zip");
    writeFileSync(theirZip, "my precious archive\n");
    const before = (await usage(token)).count;

    for (const [args, line] of [
      [[a, "--zip", work], CLI_COPY.zipIsAFolder(work)],
      [[a, "--out", photo], CLI_COPY.outIsAFile(photo)],
      [[a, "--out", a], CLI_COPY.outHoldsTheFolder(a)],
      [[a, "--out", work], CLI_COPY.outHoldsTheFolder(work)],
      [[photo, "--out", join(work, "mistyped-out")], CLI_COPY.notAFolder(photo)],
      [[a, "--out", join(work, "mistyped-out"), "--zip", join(work, "mistyped.zip")], CLI_COPY.outAndZip],
      [[a, "--out", theirs], CLI_COPY.foreignManifest(join(theirs, MANIFEST_FILE_NAME))],
      [[a, "--zip", theirZip], CLI_COPY.foreignZip(theirZip)],
    ] as const) {
      const refused = await cli([...args, "--server", server.url], env);
      expect(refused.code, refused.stderr).toBe(1);
      expect(refused.stderr.trim()).toBe(line);
    }
    // A server typed without its scheme, as in a browser's address bar.
    const noScheme = await cli([a, "--out", join(work, "mistyped-out"), "--server", "localhost:3000"], env);
    expect([noScheme.code, noScheme.stderr.trim()]).toEqual([1, CLI_COPY.notAServer("localhost:3000")]);
    // Another site, or the right one with a path after its address: said so, not "HTTP 404".
    const elsewhere = `${server.url}/photos`;
    const other = await cli([a, "--out", join(work, "mistyped-out"), "--server", elsewhere], env);
    expect([other.code, other.stderr.trim()]).toEqual([1, CLI_COPY.notPhotoOrganizer(elsewhere, 404)]);
    const login = await cli(["login", "--server", "localhost:3000", "--token", token], {
      XDG_CONFIG_HOME: join(work, "mistyped-config"),
    });
    expect([login.code, login.stderr.trim()]).toEqual([1, CLI_COPY.notAServer("localhost:3000")]);
    expect(existsSync(join(work, "mistyped-config"))).toBe(false);
    // Asked for the token with nothing to read it from (input closed): one line, not a silent exit.
    const closed = await cli(
      ["login", "--server", server.url],
      { XDG_CONFIG_HOME: join(work, "mistyped-config") },
      undefined,
      (child) => child.stdin?.end(),
    );
    expect([closed.code, closed.stderr.trim().split("\n").at(-1)]).toEqual([1, CLI_COPY.noTokenGiven]);
    expect(existsSync(join(work, "mistyped-config"))).toBe(false);
    expect((await usage(token)).count).toBe(before);
    expect(readdirSync(a)).toEqual(["photo.jpg"]);
    expect(existsSync(join(work, "mistyped-out"))).toBe(false);
    expect(readFileSync(join(theirs, MANIFEST_FILE_NAME), "utf8")).toBe("my own list\n");
    expect(readFileSync(theirZip, "utf8")).toBe("my precious archive\n");
  });

  it("refuses a second run into an output another run is writing: every photo once, charged once", async () => {
    const { token } = await createToken(server.url, cookie, "twice");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const out = join(work, "twice");
    const before = (await usage(token)).count;
    let second: Promise<Run> | undefined;
    let firstPid: number | undefined;
    const first = await cli(
      [folder, "--out", out, "--json", "--server", server.url],
      env,
      (line, child) => {
        // Started again in another terminal while the first is half-way: the first is paused until the second
        // has ended, so the second cannot come after it however fast the first is.
        if (second || !line.includes('"event":"photo"')) return;
        child.kill("SIGSTOP");
        second = cli([folder, "--out", out, "--server", server.url], env).finally(() =>
          child.kill("SIGCONT"),
        );
      },
      (child) => {
        firstPid = child.pid;
      },
    );
    expect(first.code, first.stderr).toBe(0);
    const refused = await (second ?? expect.unreachable("the first run organized nothing"));
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      CLI_COPY.runLocked(out, firstPid ?? 0, hostname(), join(out, ".photo-organizer", "run.json.lock")),
    );
    const written = filesUnder(out).filter((path) => path !== MANIFEST_FILE_NAME);
    expect(written.map((path) => sha256(join(out, path))).sort()).toEqual(photos.map(sha256).sort());
    expect((await usage(token)).count - before).toBe(photos.length);

    // Ended, it no longer holds the output: a run started now finds every photo done.
    const after = await cli([folder, "--out", out, "--server", server.url], env);
    expect(after.code, after.stderr).toBe(0);
    expect(after.stderr).toContain(CLI_COPY.scanned(photos.length, 1, photos.length));
  });

  it("applies the account's organization settings: date folders, own folders, names with the date, sidecars", async () => {
    const settings = {
      ...DEFAULT_ORGANIZATION_SETTINGS,
      folderPattern: "{year}/{category}",
      namePattern: "{date}_{description}",
      folders: [{ name: "Our Photos", words: [], categories: [...CATEGORY_NAMES] }],
      otherPhotos: { folder: "Our Photos" },
      sidecars: true,
    };
    // The first accounts are VIP (D4): their settings apply.
    const saved = await fetch(`${server.url}/api/organization-settings`, {
      method: "PUT",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify(settings),
    });
    expect(saved.status).toBe(200);
    const { token } = await createToken(server.url, cookie, "settings");
    const dated = join(work, "dated");
    mkdirSync(dated);
    const sources = {
      "nikon.jpg": join(sharedDir, "photos/formats/exif-gps/ianare__DSCN0010.jpg"),
      "canon.jpg": join(sharedDir, "photos/formats/exif-gps/MikeKovarik__canon-dslr.jpg"),
      "iphone.heic": join(sharedDir, "photos/formats/heic/photoprism__iphone_15_pro.heic"),
    };
    for (const [name, source] of Object.entries(sources)) copyFileSync(source, join(dated, name));
    const out = join(work, "dated-out");
    const run = await cli([dated, "--out", out, "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(CLI_COPY.settingsApplied("{year}/{category}", "{date}_{description}", true));

    const rows = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    const byName = new Map(rows.map((row) => [basename(row.original_name ?? ""), row]));
    for (const [name, prefix, date] of [
      ["nikon.jpg", "2008/Our_Photos/2008-10-22_", "2008-10-22T16:28:39"],
      ["canon.jpg", "2019/Our_Photos/2019-10-26_", "2019-10-26T16:07:24"],
      ["iphone.heic", "2023/Our_Photos/2023-10-31_", "2023-10-31T11:44:43+01:00"],
    ] as const) {
      const row = byName.get(name);
      expect(row?.zip_path?.startsWith(prefix), `${name}: ${row?.zip_path}`).toBe(true);
      expect([row?.category, row?.date, row?.date_source]).toEqual(["Our Photos", date, "exif"]);
      // The copy is the original, byte for byte, with an XMP sidecar beside it naming its folder and date.
      expect(sha256(join(out, row?.zip_path ?? ""))).toBe(sha256(sources[name]));
      const sidecar = readFileSync(join(out, `${row?.zip_path}.xmp`), "utf8");
      expect(sidecar).toContain("<rdf:li>Our Photos</rdf:li>");
      expect(sidecar).toContain(`photoshop:DateCreated="${date}"`);
    }
    expect(filesUnder(out)).toHaveLength(3 * 2 + 1);

    // The settings changed since, and a photo added: the copies made stay where they are, and the run says so.
    const changed = await fetch(`${server.url}/api/organization-settings`, {
      method: "PUT",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ...settings, folderPattern: "{category}" }),
    });
    expect(changed.status).toBe(200);
    copyFileSync(photos[0] ?? "", join(dated, "added.jpg"));
    const again = await cli([dated, "--out", out, "--server", server.url], { PHOTO_ORGANIZER_TOKEN: token });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(CLI_COPY.filedUnderOtherSettings(3));
    const rowsAfter = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    const pathOf = (name: string) =>
      rowsAfter.find((row) => basename(row.original_name ?? "") === name)?.zip_path ?? "";
    expect(pathOf("added.jpg")).toMatch(/^Our_Photos\/[^/]+\.jpg$/);
    expect(pathOf("nikon.jpg")).toBe(byName.get("nikon.jpg")?.zip_path);
    expect(existsSync(join(out, pathOf("nikon.jpg")))).toBe(true);
  });

  it("never undoes on a run again what the user did with the output, and keeps the originals' dates", async () => {
    const saved = await fetch(`${server.url}/api/organization-settings`, {
      method: "PUT",
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ ...DEFAULT_ORGANIZATION_SETTINGS, sidecars: true }),
    });
    expect(saved.status).toBe(200);
    const { token } = await createToken(server.url, cookie, "again");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const library = join(work, "library");
    mkdirSync(library);
    const taken = new Date("2015-06-11T10:29:26Z");
    const add = (photo: string) => {
      const copy = join(library, basename(photo));
      copyFileSync(photo, copy);
      utimesSync(copy, taken, taken);
    };
    for (const photo of photos.slice(0, 3)) add(photo);
    const out = join(work, "library-out");
    const first = await cli([library, "--out", out, "--server", server.url], env);
    expect(first.code, first.stderr).toBe(0);
    const rows = () => parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    const [edited, moved, untouched] = rows().map((row) => row.zip_path ?? "") as [string, string, string];
    // The copies carry the originals' dates, as the originals do.
    for (const path of [edited, moved, untouched])
      expect(statSync(join(out, path)).mtime.toISOString()).toBe(taken.toISOString());

    // The user edits a sidecar in a photo manager, files one copy by hand, and adds a photo to the library.
    writeFileSync(join(out, `${edited}.xmp`), "my ratings and edits");
    mkdirSync(join(out, "Mine"));
    renameSync(join(out, moved), join(out, "Mine", basename(moved)));
    add(photos[3] ?? "");
    const before = (await usage(token)).count;
    const again = await cli([library, "--out", out, "--server", server.url], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(CLI_COPY.finished(4, out, 0, undefined, 1).split(" in 0.0 s")[0]);
    expect((await usage(token)).count - before).toBe(1);
    expect(readFileSync(join(out, `${edited}.xmp`), "utf8")).toBe("my ratings and edits");
    expect(existsSync(join(out, moved))).toBe(false);
    const third = await cli([library, "--out", out, "--server", server.url], env);
    expect(third.stdout.trim()).toBe(CLI_COPY.finished(4, out, 0, undefined, 0));
    const copies = filesUnder(out).filter((path) => !path.endsWith(".xmp") && path !== MANIFEST_FILE_NAME);
    expect(copies.map((path) => sha256(join(out, path))).sort()).toEqual(
      photos.slice(0, 4).map(sha256).sort(),
    );
  });

  it("makes no copy of a photo changed while it is organized, says so, and organizes it as it is now on the next run", async () => {
    const { token } = await createToken(server.url, cookie, "changing");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const library = join(work, "changing library");
    mkdirSync(library);
    const chosen = photos.slice(0, 10);
    for (const [i, photo] of chosen.entries())
      copyFileSync(photo, join(library, `${String(i).padStart(2, "0")}.jpg`));
    const last = join(library, "09.jpg");
    const out = join(work, "changing-out");
    // An editor saves the last photo in place while the first ones are organized.
    const first = await cli([library, "--out", out, "--json", "--server", server.url], env, (line) => {
      const event = JSON.parse(line) as { event: string; done?: number };
      if (event.event === "photo" && event.done === 1) copyFileSync(photos[10] ?? "", last);
    });
    expect(first.code).toBe(1);
    expect(first.stderr.trim().split("\n").at(-1)).toBe(CLI_COPY.changedLeftOver(1, 9, 10));
    expect(first.stdout).toContain(JSON.stringify(CLI_COPY.changedWhileOrganized("09.jpg")));
    const listed = () => parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    expect(listed().map((row) => row.original_name)).not.toContain("09.jpg");

    const again = await cli([library, "--out", out, "--server", server.url], env);
    expect(again.code, again.stderr).toBe(0);
    const row = listed().find((entry) => entry.original_name === "09.jpg");
    expect([row?.status, sha256(join(out, row?.zip_path ?? ""))]).toEqual(["ok", sha256(photos[10] ?? "")]);
    expect(listed()).toHaveLength(10);
  });

  it("names a file of the user's where a folder of copies must go, and goes on once it is moved away", async () => {
    const { token } = await createToken(server.url, cookie, "in the way");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const library = join(work, "library with a damaged photo");
    mkdirSync(library);
    copyFileSync(photos[0] ?? "", join(library, "good.jpg"));
    // Cut short: it cannot be previewed, so it goes to Unsorted unchanged.
    writeFileSync(join(library, "cut.jpg"), readFileSync(photos[1] ?? "").subarray(0, 4096));
    const out = join(work, "out with a file");
    mkdirSync(out);
    writeFileSync(join(out, "Unsorted"), "the user's own notes");

    const blocked = await cli([library, "--out", out, "--server", server.url], env);
    expect(blocked.code).toBe(1);
    expect(blocked.stderr.trim().split("\n").at(-1)).toBe(CLI_COPY.fileInTheWay(join(out, "Unsorted")));
    expect(readFileSync(join(out, "Unsorted"), "utf8")).toBe("the user's own notes");

    renameSync(join(out, "Unsorted"), join(work, "moved notes"));
    const again = await cli([library, "--out", out, "--server", server.url], env);
    expect(again.code, again.stderr).toBe(0);
    const rows = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    expect(rows.map((row) => [row.original_name, row.status]).sort()).toEqual([
      ["cut.jpg", "unreadable"],
      ["good.jpg", "ok"],
    ]);
    for (const row of rows) expect(existsSync(join(out, row.zip_path ?? ""))).toBe(true);
    expect(sha256(join(out, "Unsorted", "cut.jpg"))).toBe(sha256(join(library, "cut.jpg")));
  });

  it("keeps in a ZIP written again the photos whose originals were deleted after they were organized", async () => {
    const { token } = await createToken(server.url, cookie, "zip again");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const library = join(work, "zipped library");
    mkdirSync(library);
    for (const photo of photos.slice(4, 7)) copyFileSync(photo, join(library, basename(photo)));
    const zip = join(work, "library.zip");
    const first = await cli([library, "--zip", zip, "--server", server.url], env);
    expect(first.code, first.stderr).toBe(0);

    rmSync(join(library, basename(photos[4] ?? "")));
    copyFileSync(photos[7] ?? "", join(library, basename(photos[7] ?? "")));
    const again = await cli([library, "--zip", zip, "--server", server.url], env);
    expect(again.code, again.stderr).toBe(0);
    const entries = readZip(readFileSync(zip));
    const rows = parseCsvRecords(
      entries.find((entry) => entry.name === MANIFEST_FILE_NAME)?.data.toString("utf8") ?? "",
    );
    expect(rows.map((row) => row.status)).toEqual(["ok", "ok", "ok", "ok"]);
    const held = new Map(
      entries.map((entry) => [entry.name, createHash("sha256").update(entry.data).digest("hex")]),
    );
    expect(rows.map((row) => held.get(row.zip_path ?? "")).sort()).toEqual(
      photos.slice(4, 8).map(sha256).sort(),
    );
  });

  it("sets exact duplicates aside as the account's settings say: copied into Duplicates/ or listed, never charged", async () => {
    const put = async (duplicates: "folder" | "skip") => {
      const saved = await fetch(`${server.url}/api/organization-settings`, {
        method: "PUT",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ ...DEFAULT_ORGANIZATION_SETTINGS, duplicates }),
      });
      expect(saved.status).toBe(200);
    };
    const { token } = await createToken(server.url, cookie, "duplicates");
    const env = { PHOTO_ORGANIZER_TOKEN: token };
    const copies = join(work, "with copies");
    mkdirSync(join(copies, "backup"), { recursive: true });
    const [first, second] = photos as [string, string];
    copyFileSync(first, join(copies, "a.jpg"));
    copyFileSync(second, join(copies, "b.jpg"));
    copyFileSync(first, join(copies, "backup", "a.jpg"));
    copyFileSync(first, join(copies, "c copy.jpg"));

    await put("folder");
    const before = (await usage(token)).count;
    const out = join(work, "copies-out");
    const run = await cli([copies, "--out", out, "--server", server.url], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(CLI_COPY.duplicatesSetAside(2, true));
    // The last line says how many of the photos were set aside, not analysed.
    const apart = CLI_COPY.finished(4, out, 0, { duplicates: 2, unsorted: 0 }).split(" s.")[1] ?? "";
    expect(apart).not.toBe("");
    expect(run.stdout.trim().split("\n").at(-1)?.endsWith(apart)).toBe(true);
    expect((await usage(token)).count - before).toBe(2);
    const rows = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    expect(rows).toHaveLength(4);
    const kept = rows.find((row) => row.original_name === "a.jpg");
    expect(kept?.status).toBe("ok");
    const set = rows.filter((row) => row.status === "duplicate");
    expect(set.map((row) => [row.original_name, row.zip_path, row.duplicate_of])).toEqual([
      ["backup/a.jpg", "Duplicates/a.jpg", kept?.zip_path],
      ["c copy.jpg", "Duplicates/c copy.jpg", kept?.zip_path],
    ]);
    for (const row of set) expect(sha256(join(out, row.zip_path ?? ""))).toBe(sha256(first));
    expect(filesUnder(out)).toHaveLength(4 + 1);

    await put("skip");
    const zip = join(work, "copies.zip");
    const zipped = await cli([copies, "--zip", zip, "--server", server.url], env);
    expect(zipped.code, zipped.stderr).toBe(0);
    expect(zipped.stderr).toContain(CLI_COPY.duplicatesSetAside(2, false));
    expect((await usage(token)).count - before).toBe(4);
    const entries = readZip(readFileSync(zip));
    expect(entries.map((entry) => entry.name).filter((name) => name !== MANIFEST_FILE_NAME)).toHaveLength(2);
    const listed = parseCsvRecords(
      String(entries.find((entry) => entry.name === MANIFEST_FILE_NAME)?.data),
    ).filter((row) => row.status === "duplicate");
    expect(listed.map((row) => row.zip_path)).toEqual(["", ""]);

    // Later, one more copy lands before the photo organized (path order), and another photo is renamed: the
    // new file is the copy, the organized one keeps its place, and each is listed under the name it has now.
    await put("folder");
    mkdirSync(join(copies, "0 new"));
    copyFileSync(first, join(copies, "0 new", "a.jpg"));
    renameSync(join(copies, "b.jpg"), join(copies, "b renamed.jpg"));
    const again = await cli([copies, "--out", out, "--server", server.url], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain(CLI_COPY.scanned(5, 0, 4));
    expect(again.stderr).toContain(CLI_COPY.duplicatesSetAside(1, true));
    expect((await usage(token)).count - before).toBe(4);
    const now = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    expect(now.map((row) => row.original_name).sort()).toEqual(
      ["0 new/a.jpg", "a.jpg", "b renamed.jpg", "backup/a.jpg", "c copy.jpg"].sort(),
    );
    expect(now.find((row) => row.original_name === "a.jpg")).toEqual(kept);
    const added = now.find((row) => row.original_name === "0 new/a.jpg");
    expect([added?.status, added?.duplicate_of]).toEqual(["duplicate", kept?.zip_path]);
    expect(sha256(join(out, added?.zip_path ?? ""))).toBe(sha256(first));
  });
});
