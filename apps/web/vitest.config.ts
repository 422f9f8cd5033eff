import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    // A timeout catches a hang, not slowness (speed is measured in the benchmarks): beside the browser tests
    // on two cores, a page test that takes 1–2 s alone has taken over Vitest's default 5 s.
    testTimeout: 30_000,
  },
});
