import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  // The extension's modules import the web app's through "@", as its build does.
  resolve: { alias: { "@": fileURLToPath(new URL("../web/src", import.meta.url)) } },
  test: {
    name: "extension",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
