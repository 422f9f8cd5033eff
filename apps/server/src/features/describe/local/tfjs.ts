import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type * as TF from "@tensorflow/tfjs";
import type { Human as HumanClass } from "@vladmandic/human";

/**
 * One TensorFlow.js instance for Human and the ImageNet classifier, on the WASM backend.
 *
 * Human's default entry needs `@tensorflow/tfjs-node` (a native add-on we cannot install), so its
 * Node WASM build is loaded from its dist folder by path (the package's `exports` map does not list it).
 * Both it and `@tensorflow/tfjs` require the same hoisted `@tensorflow/tfjs-core`, so they share one engine.
 */
const require = createRequire(import.meta.url);

export const tf = require("@tensorflow/tfjs") as typeof TF;
require("@tensorflow/tfjs-backend-wasm");

const humanDist = dirname(require.resolve("@vladmandic/human"));
export const HUMAN_MODELS_DIR = join(humanDist, "..", "models");
export const Human = (require(join(humanDist, "human.node-wasm.js")) as { Human: typeof HumanClass }).Human;

/** Folder holding `tfjs-backend-wasm*.wasm`, as a plain path with a trailing slash (Node reads it with fs). */
export const WASM_DIR = `${dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`;

const FILE_SCHEME = "file://";

/** Loads a TF.js model (`model.json` + weight shards) from the file system. */
export function fileSystemHandler(modelJsonPath: string): TF.io.IOHandler {
  return {
    load: async () => {
      const modelJson = JSON.parse(await readFile(modelJsonPath, "utf8")) as TF.io.ModelJSON;
      const folder = dirname(modelJsonPath);
      return tf.io.getModelArtifactsForJSON(modelJson, async (manifest) => {
        const specs: TF.io.WeightsManifestEntry[] = [];
        const buffers: Buffer[] = [];
        for (const group of manifest) {
          specs.push(...group.weights);
          for (const path of group.paths) buffers.push(await readFile(join(folder, path)));
        }
        const all = Buffer.concat(buffers);
        return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer];
      });
    },
  };
}

let routerRegistered = false;

/**
 * Node's fetch cannot read `file://` URLs, and Human loads its models by URL: route `file://` URLs
 * to the file-system handler instead.
 */
export function registerFileRouter() {
  if (routerRegistered) return;
  routerRegistered = true;
  // The router type promises a handler, but the registry expects null for URLs a router does not take.
  const router = (url: string | string[]) =>
    typeof url === "string" && url.startsWith(FILE_SCHEME) ? fileSystemHandler(fileURLToPath(url)) : null;
  tf.io.registerLoadRouter(router as Parameters<typeof tf.io.registerLoadRouter>[0]);
}
