import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";
import { CLI_COPY, MANIFEST_FILE_NAME, parseCsvRecords } from "@photo-organizer/core";
import { repoRoot, sharedDir } from "@photo-organizer/test-support/paths";
import { type RunningServer, startServer } from "@photo-organizer/test-support/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createToken, signInOverHttp } from "./testing/sign-in-over-http.ts";

const run = promisify(execFile);
const cliDir = join(repoRoot, "apps/cli");
/** The package's npm name (the command stays `photo-organizer` whatever it is). */
const packageName: string = JSON.parse(readFileSync(join(cliDir, "package.json"), "utf8")).name;
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/**
 * The environment without what `npm test` adds for its own run (npm_config_*, the repository's
 * node_modules/.bin on PATH), so nothing of the repository can reach the installed package.
 */
function cleanEnv(extra: Record<string, string> = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_")));
  const path = (env.PATH ?? "")
    .split(":")
    .filter((dir) => !dir.endsWith("node_modules/.bin"))
    .join(":");
  return { ...env, PATH: path, NODE_PATH: "", PHOTO_ORGANIZER_TOKEN: "", ...extra };
}

describe("the npm package of the command-line tool, installed from the site outside the repository", () => {
  let server: RunningServer;
  let work: string;
  let project: string;
  let packed: { files: { path: string }[] };
  const photos = [
    join(sharedDir, "photos/formats/exif-gps/ianare__DSCN0010.jpg"),
    join(sharedDir, "photos/formats/heic/photoprism__iphone_15_pro.heic"),
    join(sharedDir, "photos/formats/raw/photoprism__canon_eos_6d.dng"),
  ];

  /** `photo-organizer …` as the installed package's bin, from the project it was installed into. */
  const tool = (args: string[], env: Record<string, string> = {}) =>
    run(join(project, "node_modules/.bin/photo-organizer"), args, {
      cwd: project,
      env: cleanEnv({ XDG_CONFIG_HOME: join(work, "config"), ...env }),
    });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "photo-organizer-package-"));
    // `npm pack` builds the bundle first (prepack); the tarball is what `npm start` offers on the site.
    const { stdout } = await run("npm", ["pack", "--json", "--pack-destination", work], {
      cwd: cliDir,
      env: cleanEnv(),
    });
    // npm prints the prepack script's lines before the JSON.
    const [pack] = JSON.parse(stdout.slice(stdout.indexOf("["))) as (typeof packed & { filename: string })[];
    if (!pack) throw new Error(`npm pack made no tarball:\n${stdout}`);
    packed = pack;
    server = await startServer({ CLI_PACKAGE: join(work, pack.filename) });
    project = join(work, "project");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "elsewhere", private: true }));
    // Installed from the site, as the Usage page says; its dependencies from the registry (or npm's cache), as
    // anyone installing it would get them.
    const config = await (await fetch(`${server.url}/api/config`)).json();
    await run(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefer-offline", `${server.url}${config.cliPackagePath}`],
      { cwd: project, env: cleanEnv() },
    );
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("holds the bundle, its WebAssembly and the README, and no sources or private workspaces", () => {
    const files = packed.files.map((file) => file.path).sort();
    expect(files).toContain("dist/main.js");
    expect(files).toContain("dist/libde265/libde265.wasm");
    expect(files).toContain("README.md");
    expect(files.filter((path) => !/^(bin|dist)\//.test(path))).toEqual(["README.md", "package.json"]);
    expect(files.filter((path) => path.endsWith(".ts"))).toEqual([]);

    const installed = join(project, "node_modules");
    const workspaces = existsSync(join(installed, "@photo-organizer"))
      ? readdirSync(join(installed, "@photo-organizer")).map((name) => `@photo-organizer/${name}`)
      : [];
    expect(workspaces.filter((name) => name !== packageName)).toEqual([]);
    expect(existsSync(join(installed, packageName, "src"))).toBe(false);
    expect(existsSync(join(installed, "tsx"))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(installed, packageName, "package.json"), "utf8"));
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith("@photo-organizer/"))).toEqual(
      [],
    );
  });

  it("prints its help, the one its README shows", async () => {
    const { stdout } = await tool(["--help"]);
    expect(stdout.replace(/\s+/g, " ")).toContain(CLI_COPY.description);
    const readme = readFileSync(join(project, "node_modules", packageName, "README.md"), "utf8");
    expect(readme).toContain(`\`\`\`text\n$ photo-organizer --help\n${stdout}\`\`\``);
  });

  it("says its version, the one its package has", async () => {
    const manifest = JSON.parse(
      readFileSync(join(project, "node_modules", packageName, "package.json"), "utf8"),
    );
    expect((await tool(["--version"])).stdout.trim()).toBe(manifest.version);
  });

  it("lists a JPEG, a HEIC and a RAW in a dry run, then organizes them: each once, byte-identical", async () => {
    const cookie = await signInOverHttp(server.url, { email: "npm-package@example.com", name: "Package" });
    const { token } = await createToken(server.url, cookie, "npm package");
    const folder = join(work, "photos");
    mkdirSync(folder);
    for (const photo of photos) copyFileSync(photo, join(folder, basename(photo)));
    const env = { PHOTO_ORGANIZER_TOKEN: token };

    const dry = await tool([folder, "--out", join(work, "dry"), "--dry-run", "--server", server.url], env);
    expect(dry.stdout.trim().split("\n").sort()).toEqual(
      photos.map((photo) => CLI_COPY.dryRunPhoto(basename(photo))).sort(),
    );
    expect(existsSync(join(work, "dry"))).toBe(false);

    const out = join(work, "organized");
    await tool([folder, "--out", out, "--server", server.url], env);
    const rows = parseCsvRecords(readFileSync(join(out, MANIFEST_FILE_NAME), "utf8"));
    // "ok": each was previewed (the HEIC by the bundled libde265, the RAW from its embedded JPEG) and analysed.
    expect(rows.map((row) => [row.original_name, row.status]).sort()).toEqual(
      photos.map((photo) => [basename(photo), "ok"]).sort(),
    );
    expect(rows.map((row) => sha256(join(out, row.zip_path ?? ""))).sort()).toEqual(
      photos.map(sha256).sort(),
    );
  });
});
