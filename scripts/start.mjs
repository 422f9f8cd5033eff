#!/usr/bin/env node
// `npm start`: build the web app when its sources are newer than the last build, then serve
// web + API on one port on embedded defaults.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
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
