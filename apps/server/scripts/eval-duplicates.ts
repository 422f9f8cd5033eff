/**
 * `npm run eval:duplicates -- [photos folder]` (default `$SHARED_DIR/photos`): how well a batch's duplicates
 * are found (#21). The set: every dev photo; for every 13th of them an exact copy and three copies a person
 * makes without thinking of it (half the size, recompressed at quality 60, and 1200 px at quality 75), made
 * with sharp in a temporary folder that is removed afterwards; and the different files of one scene listed
 * in duplicates-same-scene.json (the same shot edited or cropped, the next frame).
 *
 * Exact duplicates as the browser finds them (size, then SHA-256 of the bytes: core's `photosToHash` and
 * `exactDuplicates`): recall over the exact copies, and false positives (a file called a copy of one whose
 * bytes differ). Near-duplicates as the results view points them out: the difference hash of each photo's
 * 512 px preview (core's `differenceHash`, as the preview worker computes it), pairs within a Hamming
 * distance; precision and recall over all pairs of the set without its exact copies (those never reach the
 * analysis), at every threshold up to 24, and what the user sees at core's threshold: each photo's "looks
 * like" pointing at a photo of its own scene or not.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import {
  differenceHash,
  exactDuplicates,
  hammingDistance,
  NEAR_DUPLICATE_MAX_DISTANCE,
  nearDuplicates,
  photosToHash,
} from "@photo-organizer/core";
import sharp, { type Sharp } from "sharp";

/** The preview sent for analysis: upright, longest side 512 (the web app's PREVIEW_MAX_SIDE). */
const PREVIEW_MAX_SIDE = 512;
/** Every how many dev photos one gets copies. */
const COPY_EVERY = 13;
const MAX_THRESHOLD = 24;

type Item = {
  path: string;
  /** the scene it shows: photos of one group are near-duplicates of each other */
  group: string;
  /** "original", "exact copy", "half size", "quality 60", "1200 px q75", "same scene" */
  kind: string;
  /** for an exact copy: the item it copies */
  copyOf?: number;
};

const photosDir = resolve(process.argv[2] ?? join(process.env.SHARED_DIR ?? "../shared", "photos"));
const sameScene = JSON.parse(
  readFileSync(new URL("./duplicates-same-scene.json", import.meta.url), "utf8"),
) as { groups: string[][] };

function photosUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return photosUnder(path);
      return /\.(jpe?g|png|webp)$/iu.test(name) ? [path] : [];
    });
}

async function dhashOf(path: string): Promise<string> {
  const { data, info } = await sharp(path)
    .rotate()
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return differenceHash(data, info.width, info.height, 4);
}

async function buildSet(temp: string): Promise<Item[]> {
  const items: Item[] = [];
  const inScene = new Map<string, string>();
  for (const [g, group] of sameScene.groups.entries())
    for (const path of group) inScene.set(path, `scene ${g}`);
  for (const path of photosUnder(join(photosDir, "dev"))) {
    const key = relative(photosDir, path);
    items.push({ path, group: inScene.get(key) ?? key, kind: inScene.has(key) ? "same scene" : "original" });
  }
  for (const key of inScene.keys()) {
    if (key.startsWith("dev/")) continue;
    items.push({ path: join(photosDir, key), group: inScene.get(key) as string, kind: "same scene" });
  }
  const originals = items.filter((item) => item.kind === "original");
  for (const [n, original] of originals.entries()) {
    if (n % COPY_EVERY !== 0) continue;
    const index = items.indexOf(original);
    const stem = `${n}-${basename(original.path).replace(/\.[^.]+$/u, "")}`;
    const copy = join(temp, `${stem}-copy.jpg`);
    copyFileSync(original.path, copy);
    items.push({ path: copy, group: original.group, kind: "exact copy", copyOf: index });
    const image = () => sharp(original.path).rotate();
    const { width = 0 } = await image().metadata();
    const variants: [string, () => Sharp][] = [
      [
        "half size",
        () =>
          image()
            .resize(Math.max(1, Math.round(width / 2)))
            .jpeg({ quality: 85 }),
      ],
      ["quality 60", () => image().jpeg({ quality: 60 })],
      [
        "1200 px q75",
        () => image().resize(1200, 1200, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 75 }),
      ],
    ];
    for (const [kind, make] of variants) {
      const path = join(temp, `${stem}-${kind.replace(/\W+/gu, "_")}.jpg`);
      await make().toFile(path);
      items.push({ path, group: original.group, kind });
    }
  }
  return items;
}

const pct = (n: number, of: number) => (of === 0 ? "n/a" : `${((100 * n) / of).toFixed(1)}%`);

function exactReport(items: readonly Item[]) {
  const sizes = items.map((item) => statSync(item.path).size);
  const needed = photosToHash(sizes);
  const hashes = items.map((item, i) =>
    needed[i] ? createHash("sha256").update(readFileSync(item.path)).digest("hex") : null,
  );
  const of = exactDuplicates(items.map((_, i) => ({ size: sizes[i] ?? 0, hash: hashes[i] ?? null })));
  const copies = items.flatMap((item, i) => (item.kind === "exact copy" ? [i] : []));
  // A copy is found when it (the later file) points at the file it copies.
  const found = copies.filter((i) => of[i] === items[i]?.copyOf).length;
  const falsePositives = of.filter(
    (kept, i) =>
      kept !== null && !readFileSync(items[i]?.path ?? "").equals(readFileSync(items[kept]?.path ?? "")),
  ).length;
  console.log("Exact duplicates (size, then SHA-256 of the bytes)");
  console.log(
    `  files: ${items.length}, exact copies: ${copies.length}, hashed (size shared): ${needed.filter(Boolean).length}`,
  );
  console.log(`  recall: ${found}/${copies.length} (${pct(found, copies.length)})`);
  console.log(`  false positives: ${falsePositives}`);
  console.log(`  flagged in all: ${of.filter((kept) => kept !== null).length}`);
}

async function nearReport(items: readonly Item[]) {
  // Exact copies never reach the analysis: near-duplicates are looked for among the others.
  const analysed = items.filter((item) => item.kind !== "exact copy");
  const hashes: string[] = [];
  for (const item of analysed) hashes.push(await dhashOf(item.path));
  const positives: number[] = [];
  const negatives: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let i = 0; i < analysed.length; i++) {
    for (let j = i + 1; j < analysed.length; j++) {
      const a = analysed[i] as Item;
      const b = analysed[j] as Item;
      const distance = hammingDistance(hashes[i] as string, hashes[j] as string);
      if (a.group !== b.group) {
        negatives.push(distance);
        continue;
      }
      positives.push(distance);
      const kind = a.kind === "original" ? b.kind : b.kind === "original" ? a.kind : `${a.kind} ~ ${b.kind}`;
      byKind.set(kind, [...(byKind.get(kind) ?? []), distance]);
    }
  }
  const within = (distances: readonly number[], t: number) => distances.filter((d) => d <= t).length;
  console.log("\nNear-duplicates (difference hash of the 512 px preview, 128 bits), over pairs");
  console.log(
    `  photos: ${analysed.length}, same-picture pairs: ${positives.length}, other pairs: ${negatives.length}`,
  );
  console.log("  threshold  precision  recall   false pairs");
  for (let t = 0; t <= MAX_THRESHOLD; t += 2) {
    const tp = within(positives, t);
    const fp = within(negatives, t);
    const mark = t === NEAR_DUPLICATE_MAX_DISTANCE ? "  <- core's threshold" : "";
    console.log(
      `  ${String(t).padStart(9)}  ${pct(tp, tp + fp).padStart(9)}  ${pct(tp, positives.length).padStart(6)}   ${fp}${mark}`,
    );
  }
  const t = NEAR_DUPLICATE_MAX_DISTANCE;
  console.log(`\n  recall by kind at ${t}:`);
  for (const [kind, distances] of [...byKind.entries()].sort()) {
    console.log(
      `    ${kind}: ${within(distances, t)}/${distances.length} (${pct(within(distances, t), distances.length)})`,
    );
  }
  // What the user sees: each photo's "looks like", right when it points into its own scene.
  const looksLike = nearDuplicates(hashes, t);
  const flagged = looksLike.flatMap((other, i) => (other === null ? [] : [[i, other] as const]));
  const right = flagged.filter(([i, other]) => analysed[i]?.group === analysed[other]?.group).length;
  const couldBe = analysed.filter((item, i) =>
    analysed.some((o, j) => j !== i && o.group === item.group),
  ).length;
  const shown = flagged.filter(([i, other]) => analysed[i]?.group === analysed[other]?.group).length;
  console.log(
    `\n  "looks like" at ${t}: ${flagged.length} photos flagged, ${right} right (precision ${pct(right, flagged.length)})`,
  );
  console.log(
    `  photos with a look-alike in the set: ${couldBe}, flagged rightly: ${shown} (recall ${pct(shown, couldBe)})`,
  );
  for (const [i, other] of flagged) {
    if (analysed[i]?.group === analysed[other]?.group) continue;
    console.log(
      `    wrong: ${relative(photosDir, analysed[i]?.path ?? "")} ~ ${relative(photosDir, analysed[other]?.path ?? "")}`,
    );
  }
}

const temp = mkdtempSync(join(tmpdir(), "eval-duplicates-"));
try {
  const items = await buildSet(temp);
  exactReport(items);
  await nearReport(items);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
