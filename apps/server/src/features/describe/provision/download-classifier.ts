import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CLASSIFIER_FOLDER } from "../local/model-files.ts";

/** TensorFlow's published TF.js (layers format) MobileNet v1, depth 0.75, 224 px, ImageNet-1k. */
export const DEFAULT_MODELS_URL = `https://storage.googleapis.com/tfjs-models/tfjs/${CLASSIFIER_FOLDER}`;

const CLASSES = 1000;
const DTYPE_BYTES: Record<string, number> = { float32: 4, int32: 4, bool: 1, uint8: 1, float16: 2 };

export type Progress = { done: number; total: number };

type WeightsManifest = { paths: string[]; weights: { shape: number[]; dtype: string }[] }[];
type ModelJson = { modelTopology?: unknown; weightsManifest?: WeightsManifest };

export class ModelDownloadError extends Error {
  override name = "ModelDownloadError";
}

/** True when MODELS_DIR already holds an installed classifier. */
export function classifierInstalled(modelsDir: string): boolean {
  return existsSync(join(modelsDir, CLASSIFIER_FOLDER, "model.json"));
}

async function fetchBytes(url: string, timeoutMs: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ModelDownloadError(
      `cannot reach ${url} (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) throw new ModelDownloadError(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Checks the model description: a layers model whose weight specs add up and whose output has 1000 classes. */
export function verifyModelJson(text: string): { shards: string[]; bytes: number } {
  let model: ModelJson;
  try {
    model = JSON.parse(text) as ModelJson;
  } catch {
    throw new ModelDownloadError("model.json is not JSON");
  }
  const manifest = model.weightsManifest;
  if (!model.modelTopology || !Array.isArray(manifest) || manifest.length === 0) {
    throw new ModelDownloadError("model.json is not a TF.js layers model");
  }
  if (!new RegExp(`"(units|filters)"\\s*:\\s*${CLASSES}\\b`).test(text)) {
    throw new ModelDownloadError(`model.json does not classify ${CLASSES} ImageNet classes`);
  }
  let bytes = 0;
  const shards: string[] = [];
  for (const group of manifest) {
    for (const path of group.paths) {
      if (!/^[\w.-]+$/.test(path))
        throw new ModelDownloadError(`model.json names an unsafe weight file: ${path}`);
      shards.push(path);
    }
    for (const weight of group.weights) {
      const size = DTYPE_BYTES[weight.dtype];
      if (!size) throw new ModelDownloadError(`unsupported weight type ${weight.dtype}`);
      bytes += weight.shape.reduce((a, b) => a * b, 1) * size;
    }
  }
  return { shards, bytes };
}

/**
 * Downloads the classifier into `<modelsDir>/.download-*`, checks every weight byte against model.json, then
 * renames the folder into place, so a half-finished download is never taken for a model.
 */
export async function downloadClassifier({
  modelsDir,
  baseUrl = DEFAULT_MODELS_URL,
  onProgress = () => undefined,
  timeoutMs = 60_000,
}: {
  modelsDir: string;
  baseUrl?: string;
  onProgress?: (progress: Progress) => void;
  timeoutMs?: number;
}): Promise<string> {
  const base = baseUrl.replace(/\/+$/, "");
  const target = join(modelsDir, CLASSIFIER_FOLDER);
  await mkdir(modelsDir, { recursive: true });
  const staging = join(modelsDir, `.download-${randomUUID()}`);
  await mkdir(staging);
  try {
    const modelJson = await fetchBytes(`${base}/model.json`, timeoutMs);
    const { shards, bytes } = verifyModelJson(modelJson.toString("utf8"));
    let done = 0;
    onProgress({ done, total: bytes });
    for (const shard of shards) {
      const data = await fetchBytes(`${base}/${shard}`, timeoutMs);
      await writeFile(join(staging, shard), data);
      done += data.length;
      onProgress({ done, total: bytes });
    }
    if (done !== bytes) {
      throw new ModelDownloadError(`the weight files hold ${done} bytes, model.json describes ${bytes}`);
    }
    await writeFile(join(staging, "model.json"), modelJson);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Leftovers of interrupted downloads. */
export async function removeStaleDownloads(modelsDir: string): Promise<void> {
  if (!existsSync(modelsDir)) return;
  for (const name of await readdir(modelsDir)) {
    if (name.startsWith(".download-")) await rm(join(modelsDir, name), { recursive: true, force: true });
  }
}

/** `[#########...........]  45%  4.9 / 11.0 MB` */
export function progressBar({ done, total }: Progress, width = 30): string {
  const share = total > 0 ? Math.min(1, done / total) : 0;
  const filled = Math.round(share * width);
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}%  ${mb(done)} / ${mb(total)} MB`;
}
