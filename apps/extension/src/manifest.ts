import { defineManifest } from "@crxjs/vite-plugin";
import {
  EXTENSION_COPY,
  EXTENSION_PERMISSIONS,
  EXTENSION_PUBLIC_KEY,
  PRODUCT_NAME,
} from "@photo-organizer/core";
import packageJson from "../package.json" with { type: "json" };

/** The extension pages' Content Security Policy: MV3's default, with `'wasm-unsafe-eval'` for WebAssembly. */
export const EXTENSION_PAGES_CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'";

/**
 * The Manifest V3 manifest. `server` is the Photo Organizer server baked in at build time (PUBLIC_URL); the
 * extension may always reach it. Another server chosen in the options is asked for at run time
 * (optional host permissions), so nothing beyond the one server is granted up front. `withKey` keeps the public
 * key for the unpacked build (a fixed id the server accepts); the store build leaves it out.
 */
export function extensionManifest(server: string, { withKey }: { withKey: boolean }) {
  return defineManifest({
    manifest_version: 3,
    name: PRODUCT_NAME,
    version: packageJson.version,
    description:
      "Organize photos into folders with AI: from your computer, any image on a web page, or all of a page's images.",
    ...(withKey ? { key: EXTENSION_PUBLIC_KEY } : {}),
    icons: {
      16: "icons/icon-16.png",
      32: "icons/icon-32.png",
      48: "icons/icon-48.png",
      128: "icons/icon-128.png",
    },
    action: { default_popup: "src/popup/popup.html", default_title: EXTENSION_COPY.popupTitle },
    options_page: "src/options/options.html",
    background: { service_worker: "src/background/service-worker.ts", type: "module" },
    permissions: EXTENSION_PERMISSIONS.map((p) => p.name),
    host_permissions: [`${new URL(server).origin}/*`],
    optional_host_permissions: ["https://*/*", "http://*/*"],
    // MV3's default policy, plus WebAssembly: the HEIC decoder (libheif) and others compile it in the popup's
    // preview worker and the offscreen document. Nothing else is loosened: no eval, no remote scripts.
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    minimum_chrome_version: "116",
  });
}
