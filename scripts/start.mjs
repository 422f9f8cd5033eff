#!/usr/bin/env node
// `npm start`: build the web app and the browser extension when their sources are newer than the last build,
// then serve web + API on one port on embedded defaults.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "packages/core/src",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (sourcesAt > builtAt) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@photo-organizer/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The browser extension this server offers on /chrome-extension, with this server's address baked in: built
// again when its sources changed or the address did. A failed build only means no extension is offered.
const extensionZip = join(root, "apps/extension/dist/photo-organizer-extension.zip");
const extensionFor = join(root, "apps/extension/dist/built-for.txt");
const publicUrl = new URL(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;
const extensionSources = ["apps/extension/src", "apps/extension/public", ...sources];
const extensionAt = existsSync(extensionZip) ? statSync(extensionZip).mtimeMs : 0;
const builtFor = existsSync(extensionFor) ? readFileSync(extensionFor, "utf8").trim() : "";
if (
  builtFor !== publicUrl ||
  Math.max(...extensionSources.map((s) => newestMtime(join(root, s)))) > extensionAt
) {
  console.log(`Building the browser extension for ${publicUrl}…`);
  const build = spawnSync("npm", ["run", "build", "-w", "@photo-organizer/extension"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: publicUrl },
  });
  if (build.status === 0) writeFileSync(extensionFor, `${publicUrl}\n`);
  else console.warn("The browser extension could not be built; /chrome-extension will not offer it.");
}

// The command-line tool's npm package, offered on /usage next to a new access token: packed again when its
// sources changed (`npm pack` builds the bundle first). A failed pack only means the site offers no package.
const cliPackage = join(root, "apps/cli/pack/photo-organizer-cli.tgz");
const cliSources = ["apps/cli/src", "apps/cli/bin", "apps/cli/scripts", "apps/cli/package.json", ...sources];
const cliPackedAt = existsSync(cliPackage) ? statSync(cliPackage).mtimeMs : 0;
if (Math.max(...cliSources.map((s) => newestMtime(join(root, s)))) > cliPackedAt) {
  console.log("Packing the command-line tool…");
  const packDir = join(root, "apps/cli/pack");
  mkdirSync(packDir, { recursive: true });
  const pack = spawnSync("npm", ["pack", "-w", "@photo-organizer/cli", "--pack-destination", packDir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // npm names the file by the package and its version (photo-organizer-cli-0.1.0.tgz).
  const packed = readdirSync(packDir).find((name) => /^photo-organizer-cli-.+\.tgz$/.test(name));
  if (pack.status === 0 && packed) renameSync(join(packDir, packed), cliPackage);
  else console.warn("The command-line tool could not be packed; /usage will not offer it.");
}

const tsx = join(root, "node_modules/.bin/tsx");

// First start: fetch the image classifier into MODELS_DIR when that folder is empty. Offline, the download
// fails with a warning and the server still starts, describing photos from faces only.
const modelsDir = process.env.MODELS_DIR ?? join(root, "models");
const modelsPresent = existsSync(modelsDir) && readdirSync(modelsDir).some((name) => !name.startsWith("."));
if (!modelsPresent) {
  spawnSync(tsx, ["apps/server/scripts/models-download.ts", "--if-missing"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, MODELS_DIR: modelsDir },
  });
}
const server = spawn(tsx, ["apps/server/src/server.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
