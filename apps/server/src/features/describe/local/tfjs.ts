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

/**
 * Packed RGB (0..255) as a float tensor [height, width, 3]: what the detectors compute on. Filled straight from
 * the bytes, with no int32 copy and cast on the way: the same numbers.
 */
export function rgbTensor(pixels: { data: Uint8Array; width: number; height: number }): TF.Tensor3D {
  const values = new Float32Array(pixels.data.length);
  values.set(pixels.data);
  return tf.tensor3d(values, [pixels.height, pixels.width, 3], "float32");
}

/** Each byte v as v / 127.5 − 1 in float32 arithmetic (the division rounded to float32, then the subtraction). */
const MINUS_ONE_TO_ONE = Float32Array.from({ length: 256 }, (_, v) =>
  Math.fround(Math.fround(v / 127.5) - 1),
);

/**
 * Bytes scaled to −1..1 as the classifier takes them: the numbers a cast, a division and a subtraction on the
 * WASM backend give, read from a table instead of three passes and an int32 copy.
 */
export function minusOneToOne(bytes: Uint8Array): Float32Array {
  const values = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) values[i] = MINUS_ONE_TO_ONE[bytes[i] as number] as number;
  return values;
}
