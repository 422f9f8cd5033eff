/**
 * Zips the built extension: `photo-organizer-extension.zip` is the unpacked build (with its key, so its id is
 * the one the server accepts by default) that a self-hosted server offers; `…-store.zip` leaves the key out, as
 * the Chrome Web Store wants. Neither holds source maps, tests or anything but the built files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { EXTENSION_ZIP_NAME } from "@photo-organizer/core";
import { downloadZip } from "client-zip";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const unpacked = join(dist, "unpacked");

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const files = filesUnder(unpacked)
  .filter((path) => !path.endsWith(".map") && !relative(unpacked, path).startsWith(".vite"))
  .sort();

async function zip(target: string, manifest: (text: string) => string) {
  const entries = files.map((path) => {
    const name = relative(unpacked, path).split("\\").join("/");
    const bytes = readFileSync(path);
    return { name, input: name === "manifest.json" ? manifest(bytes.toString("utf8")) : bytes };
  });
  writeFileSync(target, Buffer.from(await downloadZip(entries).arrayBuffer()));
  console.log(`${relative(process.cwd(), target)}: ${entries.length} files`);
}

await zip(join(dist, EXTENSION_ZIP_NAME), (text) => text);
await zip(join(dist, EXTENSION_ZIP_NAME.replace(/\.zip$/, "-store.zip")), (text) => {
  const { key: _key, ...store } = JSON.parse(text) as Record<string, unknown>;
  return `${JSON.stringify(store, null, 2)}\n`;
});
