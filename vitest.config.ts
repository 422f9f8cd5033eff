import { defineConfig } from "vitest/config";

// One runner for every test: `npm test` runs all projects.
export default defineConfig({
  test: {
    projects: ["packages/core", "apps/server", "apps/web", "apps/cli", "apps/extension", "e2e"],
    // One worker per core, not Vitest's default of one fewer: most of these tests wait on a server, a
    // database or a child process, and on a two-core machine the default is a single worker. The
    // end-to-end project still runs its files one at a time (its own fileParallelism: false).
    maxWorkers: "100%",
  },
});
