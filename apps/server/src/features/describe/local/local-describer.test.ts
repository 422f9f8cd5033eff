import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalDescriber, missingClassifierWarning } from "./local-describer.ts";

describe("local describer without the ImageNet classifier", () => {
  const modelsDir = mkdtempSync(join(tmpdir(), "no-models-"));
  const warnings: string[] = [];
  const describer = createLocalDescriber({ modelsDir, workers: 1, warn: (m) => warnings.push(m) });
  afterAll(async () => {
    await describer.close();
    rmSync(modelsDir, { recursive: true, force: true });
  });

  it("runs with faces only and says once, naming the fix", async () => {
    await describer.start();
    await describer.start();
    expect(describer.status()).toEqual({
      kind: "local",
      ready: true,
      models: { faces: true, classifier: false },
    });
    expect(warnings).toEqual([missingClassifierWarning(modelsDir)]);
    expect(warnings[0]).toContain("npm run models:download");
  }, 60_000);

  it("returns no description for a photo without faces", async () => {
    const preview = { data: new Uint8Array(64 * 48 * 3).fill(90), width: 64, height: 48 };
    await expect(describer.describe(preview)).resolves.toEqual({ description: "", category: "Unsorted" });
  });
});
