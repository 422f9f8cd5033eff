import type * as TF from "@tensorflow/tfjs";

type GraphNode = { name: string; op: string; input?: string[]; attr?: Record<string, unknown> };

/**
 * Keras exports ReLU6 as three ops, `Relu` → `Minimum(·, 6)` → `Maximum(·, 0)`, and the WASM backend runs
 * each over the whole feature map (its broadcasting `Minimum` and `Maximum` are slow: a third of the face
 * describer's time). `min(max(x, 0), 6)` is exactly what its `Relu6` kernel computes, so the three become
 * one `Relu6`: the same numbers, bit for bit. Returns the artifacts unchanged when the graph has no such chain.
 */
export function withReluSixes(artifacts: TF.io.ModelArtifacts): TF.io.ModelArtifacts {
  const topology = artifacts.modelTopology as { node?: GraphNode[] } | undefined;
  const nodes = topology?.node;
  if (!nodes) return artifacts;
  const byName = new Map(nodes.map((node) => [node.name, node]));
  const consumers = new Map<string, GraphNode[]>();
  for (const node of nodes) {
    for (const input of node.input ?? []) {
      const list = consumers.get(input) ?? [];
      list.push(node);
      consumers.set(input, list);
    }
  }
  const only = (name: string) => {
    const list = consumers.get(name) ?? [];
    return list.length === 1 ? list[0] : undefined;
  };
  const scalar = (name: string | undefined) => {
    const node = name === undefined ? undefined : byName.get(name);
    return node?.op === "Const" ? node.name : undefined;
  };
  const constants = constantValues(artifacts);
  const replaced = new Map<string, string>();
  const removed = new Set<string>();
  const relu6 = new Set<string>();
  for (const relu of nodes) {
    if (relu.op !== "Relu") continue;
    const minimum = only(relu.name);
    if (minimum?.op !== "Minimum" || minimum.input?.[0] !== relu.name) continue;
    const maximum = only(minimum.name);
    if (maximum?.op !== "Maximum" || maximum.input?.[0] !== minimum.name) continue;
    const six = scalar(minimum.input?.[1]);
    const zero = scalar(maximum.input?.[1]);
    if (six === undefined || zero === undefined) continue;
    if (constants.get(six) !== 6 || constants.get(zero) !== 0) continue;
    relu6.add(relu.name);
    removed.add(minimum.name).add(maximum.name);
    replaced.set(maximum.name, relu.name);
  }
  if (relu6.size === 0) return artifacts;
  const rewritten = nodes
    .filter((node) => !removed.has(node.name))
    .map((node) => ({
      ...node,
      op: relu6.has(node.name) ? "Relu6" : node.op,
      ...(node.input ? { input: node.input.map((input) => replaced.get(input) ?? input) } : {}),
    }));
  return { ...artifacts, modelTopology: { ...topology, node: rewritten } };
}

/** Scalar float weights by name (other weights are skipped): float32 or float16-quantised. */
function constantValues(artifacts: TF.io.ModelArtifacts): Map<string, number> {
  const values = new Map<string, number>();
  const data = artifacts.weightData;
  if (!(data instanceof ArrayBuffer)) return values;
  const view = new DataView(data);
  let offset = 0;
  for (const spec of artifacts.weightSpecs ?? []) {
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const stored = spec.quantization?.dtype ?? spec.dtype;
    const bytes =
      stored === "float16" || stored === "uint16" ? 2 : stored === "uint8" || stored === "bool" ? 1 : 4;
    if (count === 1 && spec.dtype === "float32" && !spec.quantization)
      values.set(spec.name, view.getFloat32(offset, true));
    if (count === 1 && spec.dtype === "float32" && stored === "float16")
      values.set(spec.name, float16(view.getUint16(offset, true)));
    offset += count * bytes;
  }
  return values;
}

function float16(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}
