/**
 * `npm run models:download`: installs the ImageNet classifier into MODELS_DIR (default ./models) from
 * MODELS_URL (default: TensorFlow's published TF.js MobileNet). Exit code 0 when installed, 1 when not.
 * `--if-missing` does nothing when a classifier is already installed (what `npm start` runs).
 */
import { resolve } from "node:path";
import {
  classifierInstalled,
  DEFAULT_MODELS_URL,
  downloadClassifier,
  progressBar,
  removeStaleDownloads,
} from "../src/features/describe/provision/download-classifier.ts";

const modelsDir = resolve(process.env.MODELS_DIR ?? "./models");
const baseUrl = process.env.MODELS_URL ?? DEFAULT_MODELS_URL;

async function main() {
  if (process.argv.includes("--if-missing") && classifierInstalled(modelsDir)) return;
  await removeStaleDownloads(modelsDir);
  console.log(`Downloading the image classifier from ${baseUrl}`);
  const interactive = process.stdout.isTTY;
  let lastLine = "";
  const target = await downloadClassifier({
    modelsDir,
    baseUrl,
    onProgress: (progress) => {
      const line = progressBar(progress);
      if (interactive) process.stdout.write(`\r${line}`);
      else if (progress.done === progress.total || lastLine === "") console.log(line);
      lastLine = line;
    },
  });
  if (interactive) process.stdout.write("\n");
  console.log(`Installed the image classifier in ${target}`);
}

main().catch((error: unknown) => {
  if (process.stdout.isTTY) process.stdout.write("\n");
  console.warn(
    `Could not download the image classifier: ${error instanceof Error ? error.message : String(error)}.\n` +
      "Photo Organizer still runs, describing photos from faces only. Run `npm run models:download` when " +
      "online, or set MODELS_DIR to a folder that holds mobilenet_v1_0.75_224.",
  );
  process.exit(1);
});
