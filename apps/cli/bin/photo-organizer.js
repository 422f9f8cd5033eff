#!/usr/bin/env node
// In the repository the tool runs from its TypeScript sources through tsx, as the server does (DR 001), so
// `npx photo-organizer` there never runs a stale build. The npm package has no sources, only the bundle
// `npm pack` builds (scripts/build.ts, DR 024).
import { existsSync } from "node:fs";
import { register } from "node:module";

const sources = new URL("../src/main.ts", import.meta.url);
if (existsSync(sources)) {
  const { register: registerTsx } = await import("tsx/esm/api");
  registerTsx();
  register("../src/asset-url-hooks.mjs", import.meta.url);
  await import(sources.href);
} else {
  await import("../dist/main.js");
}
