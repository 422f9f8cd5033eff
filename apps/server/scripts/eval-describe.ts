/**
 * `npm run eval -- <photos folder with labels.csv>`: describes every photo with the configured describer
 * (DESCRIBER, MODELS_DIR, OPENAI_*), files it with core's `categorize`, and prints the accuracy against
 * labels.csv (right when the category is `category` or one of `alternatives`), per category, the most common
 * confusions and the speed.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { categorize } from "@photo-organizer/core";
import { loadConfig } from "../src/config/env.ts";
import { decodePreview } from "../src/features/analyze/image-input.ts";
import { createDescriber } from "../src/features/describe/describe.plugin.ts";

type Row = { file: string; category: string; accepted: string[] };

/** labels.csv: file,category,alternatives,… with quoted fields allowed. */
function readLabels(folder: string): Row[] {
  const lines = readFileSync(join(folder, "labels.csv"), "utf8").trim().split(/\r?\n/);
  return lines.slice(1).map((line) => {
    const fields =
      line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((f) => f.replace(/,$/, "").replace(/^"|"$/g, "")) ?? [];
    const [file = "", category = "", alternatives = ""] = fields;
    return { file, category, accepted: [category, ...alternatives.split(";").filter(Boolean)] };
  });
}

const percent = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

async function main() {
  const folder = process.argv[2];
  if (!folder) {
    console.error("Usage: npm run eval -- <photos folder with labels.csv>");
    process.exit(2);
  }
  const root = resolve(folder);
  const rows = readLabels(root);
  const config = loadConfig();
  const describer = createDescriber(config.describe, (message) => console.warn(`warning: ${message}`));
  await describer.start();
  console.log(`describer: ${JSON.stringify(describer.status())}`);

  const started = performance.now();
  const results: { row: Row; got: string; description: string }[] = [];
  let next = 0;
  const concurrency = (config.describe.workers ?? availableParallelism()) * 2;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < rows.length) {
        const row = rows[next++] as Row;
        let description = "";
        let got = "failed";
        try {
          description = await describer.describe(await decodePreview(readFileSync(join(root, row.file))));
          got = description ? categorize(description) : "no description";
        } catch (error) {
          description = error instanceof Error ? error.message : String(error);
        }
        results.push({ row, got, description });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await describer.close();

  const right = results.filter((r) => r.row.accepted.includes(r.got));
  console.log(
    `overall accuracy: ${percent(right.length, results.length)} (${right.length}/${results.length})`,
  );
  const perCategory = new Map<string, { right: number; total: number }>();
  const confusions = new Map<string, number>();
  for (const r of results) {
    const entry = perCategory.get(r.row.category) ?? { right: 0, total: 0 };
    entry.total += 1;
    if (r.row.accepted.includes(r.got)) entry.right += 1;
    else
      confusions.set(
        `${r.row.category} → ${r.got}`,
        (confusions.get(`${r.row.category} → ${r.got}`) ?? 0) + 1,
      );
    perCategory.set(r.row.category, entry);
  }
  console.log("per category:");
  for (const [name, { right: ok, total }] of [...perCategory].sort((a, b) => b[1].total - a[1].total)) {
    console.log(
      `  ${name.padEnd(20)} ${String(ok).padStart(4)}/${String(total).padEnd(4)} ${percent(ok, total)}`,
    );
  }
  console.log("top confusions (expected → got):");
  for (const [pair, count] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${String(count).padStart(4)}  ${pair}`);
  }
  console.log(
    `images/s: ${(results.length / seconds).toFixed(1)} (${results.length} photos in ${seconds.toFixed(1)} s)`,
  );
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
