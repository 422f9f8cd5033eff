import { join } from "node:path";
import type { ObjectSignal } from "@photo-organizer/core";
import type * as TF from "@tensorflow/tfjs";
import { fileSystemHandler, HUMAN_MODELS_DIR, tf } from "./tfjs.ts";

/**
 * CenterNet (MobileNet v3, the 80 COCO classes) as Human ships it, run at 256×256 px instead of the 512 its
 * graph was exported for: a quarter of the pixels, a quarter of the time (81 ms against 334 ms per photo
 * on one loaded core; the rest of the analysis takes 136–190 ms), and on the 473 dev photos with a VLM
 * sentence it finds the people as well (subject agreement of its sure finds as a sentence's subject: +25 /
 * −9 at 256, +23 / −16 at 512). The graph is fully convolutional except for five sizes stored as constants
 * (its upsampling sizes and its 128 × 128 output grid), rewritten here for the smaller input.
 */
export const DETECTOR_SIZE = 256;
const EXPORTED_SIZE = 512;
/** Below this score a find is not kept at all (the describer names things from a higher floor). */
const KEEP_SCORE = 0.3;
/** Two finds of one class overlapping more than this are one thing. */
const SAME_THING = 0.4;
const OUTPUT = "tower_0/detections";

/** The graph's constants that hold a size, and the size each is of the input (grid = input / 4). */
const SIZE_CONSTANTS: Record<string, (input: number) => number[]> = {
  "tower_0/BatchGather/concat": (input) => [(input / 4) ** 2, 4],
  "tower_0/strided_slice_6": (input) => [input / 4],
  "tower_0/CenternetHead/c5_upsample/up_sampling2d/mul": (input) => [input / 16, input / 16],
  "tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul": (input) => [input / 8, input / 8],
  "tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul": (input) => [input / 4, input / 4],
};

const BYTES: Record<string, number> = { float32: 4, int32: 4, float16: 2, uint16: 2, uint8: 1, bool: 1 };

/** The model's weights with its size constants set for `size`; throws when they are not where expected. */
function resized(artifacts: TF.io.ModelArtifacts, size: number): TF.io.ModelArtifacts {
  const weights = (artifacts.weightData as ArrayBuffer).slice(0);
  const view = new DataView(weights);
  let offset = 0;
  let rewritten = 0;
  for (const spec of artifacts.weightSpecs ?? []) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const sizes = SIZE_CONSTANTS[spec.name];
    if (sizes) {
      const exported = sizes(EXPORTED_SIZE);
      const found = exported.map((_, i) => view.getInt32(offset + 4 * i, true));
      if (spec.dtype !== "int32" || found.join() !== exported.join())
        throw new Error(`centernet.json: ${spec.name} is ${found.join()}, expected ${exported.join()}`);
      for (const [i, value] of sizes(size).entries()) view.setInt32(offset + 4 * i, value, true);
      rewritten += 1;
    }
    offset += count * (BYTES[spec.quantization?.dtype ?? spec.dtype] ?? 4);
  }
  if (rewritten !== Object.keys(SIZE_CONSTANTS).length)
    throw new Error("centernet.json: not the graph the object detector was written for");
  // The input's height and width, as the graph's JSON writes them.
  const side = (pixels: number) => JSON.stringify({ size: String(pixels) });
  const input = `${side(EXPORTED_SIZE)},${side(EXPORTED_SIZE)}`;
  const smaller = `${side(size)},${side(size)}`;
  const reshape = <T>(json: T): T => JSON.parse(JSON.stringify(json).replaceAll(input, smaller)) as T;
  return {
    ...artifacts,
    weightData: weights,
    modelTopology: reshape(artifacts.modelTopology),
    signature: reshape(artifacts.signature),
  };
}

type Find = ObjectSignal & { box: [number, number, number, number] };

function overlap(a: Find["box"], b: Find["box"]): number {
  const w = Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0]));
  const h = Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
  const inter = w * h;
  const area = (box: Find["box"]) => (box[2] - box[0]) * (box[3] - box[1]);
  return inter / Math.max(area(a) + area(b) - inter, Number.EPSILON);
}

/** Loads Human's CenterNet from its package folder; `detect` takes the preview's RGB (0..255) as floats. */
export async function loadObjectDetector(size = DETECTOR_SIZE) {
  const file = fileSystemHandler(join(HUMAN_MODELS_DIR, "centernet.json"));
  const model = await tf.loadGraphModel({
    load: async () => resized(await (file.load as () => Promise<TF.io.ModelArtifacts>)(), size),
  });
  return async function detect(pixels: TF.Tensor3D): Promise<ObjectSignal[]> {
    const output = tf.tidy(() => {
      const input = tf.image.resizeBilinear(pixels.expandDims(0) as TF.Tensor4D, [size, size]);
      return model.execute(input, OUTPUT) as TF.Tensor;
    });
    let rows: number[][];
    try {
      rows = ((await output.array()) as number[][][])[0] ?? [];
    } finally {
      output.dispose();
    }
    // Rows: x1, y1, x2, y2 in input pixels, score, class; best first.
    const kept: Find[] = [];
    for (const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, index = -1] of rows) {
      if (score < KEEP_SCORE || !Number.isInteger(index) || index < 0) continue;
      const box: Find["box"] = [x1 / size, y1 / size, x2 / size, y2 / size];
      if (kept.some((k) => k.index === index && overlap(k.box, box) > SAME_THING)) continue;
      kept.push({ index, score, area: Math.max(0, box[2] - box[0]) * Math.max(0, box[3] - box[1]), box });
    }
    return kept.map(({ index, score, area }) => ({ index, score, area }));
  };
}
