import { spawnSync } from "node:child_process";
import { repoRoot } from "./paths.ts";

/** Builds the web app the server serves (apps/web/dist), so a benchmark runs the current client. */
export function buildWebApp(): void {
  const build = spawnSync("npm", ["run", "build", "-w", "@photo-organizer/web"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
}
