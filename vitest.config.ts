import { defineConfig } from "vitest/config";

// One runner for every test: `npm test` runs all projects.
export default defineConfig({
  test: {
    projects: ["packages/core", "apps/server", "apps/web", "apps/cli", "e2e"],
  },
});
