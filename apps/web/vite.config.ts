import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig(({ command }) => {
  // A build is always a production build, even when started from a test run (NODE_ENV=test) or without NODE_ENV:
  // React and the JSX transform pick their development builds from NODE_ENV otherwise.
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    server: {
      // In `npm run dev` the API server runs beside Vite; everything but the app itself goes to it.
      proxy: Object.fromEntries(
        ["/api", "/auth", "/oidc", "/healthz", "/readyz"].map((p) => [
          p,
          { target: apiTarget, changeOrigin: false },
        ]),
      ),
    },
    build: { outDir: "dist", sourcemap: true },
    // The preview worker loads its HEIC and TIFF decoders on demand: a module worker, split into chunks.
    worker: { format: "es" },
  };
});
