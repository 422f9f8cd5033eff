/**
 * `npm run bench:categorize [-- <file.jsonl>]` — how many descriptions a second `categorize` files on one
 * core. Reads the `{"file", "description"}` lines of the given file (for example the dev photos'
 * descriptions-vlm.jsonl), or by default the sentences the local describer writes for the 1000 ImageNet
 * classes plus the hand-written sample of `fixtures/eval-sample`. Target (issue #10): at least 2,000 a second.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { categorize } from "../src/catalogue/categorize.ts";
import { parseDescriptions } from "../src/evaluation/categorization-score.ts";
import { describeSignals } from "../src/vocabulary/describe-signals.ts";
import { IMAGENET_VOCABULARY } from "../src/vocabulary/imagenet-vocabulary.ts";

/** Files the descriptions over and over for about a second (after a warm-up) and reports the rate. */
export function categorizeSpeed(descriptions: readonly string[], seconds = 1): string {
  if (descriptions.length === 0) return "Speed: no descriptions\n";
  for (const description of descriptions) categorize(description);
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    for (const description of descriptions) categorize(description);
    count += descriptions.length;
  }
  const perSecond = count / ((performance.now() - start) / 1000);
  return `Speed: ${Math.round(perSecond).toLocaleString("en")} descriptions/s on one core (${descriptions.length} distinct, target ≥ 2,000/s)\n`;
}

function defaultDescriptions(): string[] {
  const sky = { blue: 0, grey: 0, warm: 0, brightness: 0.5, overallBrightness: 0.5, sun: 0 };
  const vocabulary = IMAGENET_VOCABULARY.map(
    (_, index) => describeSignals({ faces: [], labels: [{ index, score: 0.9 }], sky }).description,
  );
  const sample = new URL("./fixtures/eval-sample/descriptions.jsonl", import.meta.url);
  return [...vocabulary, ...parseDescriptions(readFileSync(sample, "utf8")).values()];
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [file] = process.argv.slice(2);
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const descriptions = file
    ? [...parseDescriptions(readFileSync(resolve(cwd, file), "utf8")).values()]
    : defaultDescriptions();
  process.stdout.write(categorizeSpeed(descriptions, 3));
}
