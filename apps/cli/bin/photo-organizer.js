#!/usr/bin/env node
// The tool is TypeScript run by tsx, as the server is (DR 001): no build step between the source and npx.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
register("../src/asset-url-hooks.mjs", import.meta.url);
await import("../src/main.ts");
