import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "@photo-organizer/test-support/paths";

/**
 * The end-to-end tests run against the built web app, exactly as `npm start` serves it. It is built into a
 * folder of its own, handed to every server these tests start (`WEB_DIST_DIR`), so the server's own tests,
 * which run beside these (scripts/test.mjs), never see apps/web/dist half rebuilt.
 */
export default function setup() {
  const outDir = mkdtempSync(join(tmpdir(), "photo-organizer-web-"));
  const build = spawnSync(
    "npm",
    ["run", "build", "-w", "@photo-organizer/web", "--", "--outDir", outDir, "--emptyOutDir"],
    { cwd: repoRoot, encoding: "utf8" },
  );
  if (build.status !== 0) {
    rmSync(outDir, { recursive: true, force: true });
    throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }
  process.env.WEB_DIST_DIR = outDir;
  return () => rmSync(outDir, { recursive: true, force: true });
}
