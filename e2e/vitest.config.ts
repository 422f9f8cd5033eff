import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["tests/**/*.e2e.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
  },
});
