import { spawnSync } from "node:child_process";
import { repoRoot } from "@photo-organizer/test-support/paths";

/** The end-to-end tests run against the built web app, exactly as `npm start` serves it. */
export default function setup() {
  const build = spawnSync("npm", ["run", "build", "-w", "@photo-organizer/web"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (build.status !== 0) {
    throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }
}
