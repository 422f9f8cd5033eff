import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLASSIFIER_FOLDER } from "../local/model-files.ts";
import {
  classifierInstalled,
  downloadClassifier,
  type Progress,
  progressBar,
} from "./download-classifier.ts";

const sharedDir = process.env.SHARED_DIR ?? join(import.meta.dirname, "../../../../../../../shared");
const published = join(sharedDir, "models", CLASSIFIER_FOLDER);

/** Serves the shared copy of the model the way a static file host does; `alter` can break one file. */
async function modelHost(alter: (name: string, data: Buffer) => Buffer | null = (_n, d) => d) {
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? "").split("/").pop() ?? "";
    const path = join(published, name);
    const data = /^[\w.-]+$/.test(name) && existsSync(path) ? alter(name, readFileSync(path)) : null;
    if (!data) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-length": data.length }).end(data);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/models/${CLASSIFIER_FOLDER}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempModelsDir() {
  const dir = mkdtempSync(join(tmpdir(), "models-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe.skipIf(!existsSync(published))("downloadClassifier", () => {
  it("downloads every file with progress, verifies it and installs it in one step", async () => {
    const host = await modelHost();
    cleanups.push(host.close);
    const modelsDir = tempModelsDir();
    const progress: Progress[] = [];
    expect(classifierInstalled(modelsDir)).toBe(false);
    const target = await downloadClassifier({
      modelsDir,
      baseUrl: host.url,
      onProgress: (p) => progress.push(p),
    });
    expect(target).toBe(join(modelsDir, CLASSIFIER_FOLDER));
    expect(classifierInstalled(modelsDir)).toBe(true);
    for (const name of readdirSync(published).filter((n) => n !== "metadata.json")) {
      expect(statSync(join(target, name)).size).toBe(statSync(join(published, name)).size);
    }
    expect(readdirSync(modelsDir)).toEqual([CLASSIFIER_FOLDER]);
    const last = progress.at(-1);
    expect(last?.done).toBe(last?.total);
    expect(progress[0]?.done).toBe(0);
  });

  it("installs nothing when a weight file is missing or cut short", async () => {
    for (const alter of [
      (name: string, data: Buffer) => (name === "group7-shard1of1" ? null : data),
      (name: string, data: Buffer) =>
        name === "group7-shard1of1" ? data.subarray(0, data.length - 4) : data,
    ]) {
      const host = await modelHost(alter);
      cleanups.push(host.close);
      const modelsDir = tempModelsDir();
      await expect(downloadClassifier({ modelsDir, baseUrl: host.url })).rejects.toThrow(
        /group7-shard1of1 answered 404|weight files hold/,
      );
      expect(readdirSync(modelsDir)).toEqual([]);
    }
  });

  it("refuses a model.json that is not an ImageNet layers model", async () => {
    const host = await modelHost((name, data) =>
      name === "model.json" ? Buffer.from('{"format":"graph"}') : data,
    );
    cleanups.push(host.close);
    const modelsDir = tempModelsDir();
    await expect(downloadClassifier({ modelsDir, baseUrl: host.url })).rejects.toThrow(
      "not a TF.js layers model",
    );
    expect(classifierInstalled(modelsDir)).toBe(false);
  });

  it("fails clearly when offline", async () => {
    const modelsDir = tempModelsDir();
    await expect(downloadClassifier({ modelsDir, baseUrl: "http://127.0.0.1:9/models" })).rejects.toThrow(
      "cannot reach http://127.0.0.1:9/models/model.json",
    );
  });
});

describe("progressBar", () => {
  it("shows share and megabytes", () => {
    expect(progressBar({ done: 5_242_880, total: 10_485_760 }, 10)).toBe("[#####.....]  50%  5.0 / 10.0 MB");
    expect(progressBar({ done: 0, total: 0 }, 4)).toBe("[....]   0%  0.0 / 0.0 MB");
  });
});
