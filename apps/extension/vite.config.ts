import { fileURLToPath } from "node:url";
import { crx } from "@crxjs/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { extensionManifest } from "./src/manifest";

/** The server the extension talks to until its options say otherwise: the one it is built for. */
const server = new URL(process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).origin;

export default defineConfig(({ command }) => {
  if (command === "build") process.env.NODE_ENV = "production";
  return {
    plugins: [react(), tailwindcss(), crx({ manifest: extensionManifest(server, { withKey: true }) })],
    // The web app's modules (preview decoding, the organize flow, the ZIP writer) import each other through "@".
    resolve: { alias: { "@": fileURLToPath(new URL("../web/src", import.meta.url)) } },
    define: { __DEFAULT_SERVER__: JSON.stringify(server) },
    build: {
      outDir: "dist/unpacked",
      emptyOutDir: true,
      sourcemap: false,
      // Pages the manifest does not name: the offscreen document the service worker opens.
      rollupOptions: { input: { offscreen: "src/offscreen/offscreen.html" } },
    },
    worker: { format: "es" },
  };
});
