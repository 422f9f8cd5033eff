import sharp from "sharp";
const pairs = process.argv.slice(3).map((p) => p.split(","));
const W = 200;
const composites = [];
for (const [r, pair] of pairs.entries()) for (const [c, f] of pair.entries()) {
  composites.push({ input: await sharp(`/work/shared/photos/dev/${f}`).rotate().resize(W, W, { fit: "inside" }).toBuffer(), left: c * W, top: r * W });
}
await sharp({ create: { width: 2 * W, height: pairs.length * W, channels: 3, background: "#fff" } }).composite(composites).png().toFile(process.argv[2]!);
