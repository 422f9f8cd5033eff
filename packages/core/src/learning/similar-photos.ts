/**
 * Learning from a user's own corrections: every photo the user filed (moved, or looked at and left) is an
 * example `{ embedding, category }`, and a new photo close enough to some of them goes where most of the
 * closest went; any other photo is filed from its description as before.
 *
 * Embeddings are the local classifier's pooled features (non-negative averages that all point roughly the
 * same way), so each is centred on its own mean and scaled to length 1 before comparing: the cosine of two
 * prepared embeddings is the correlation of the originals. That needs no statistics of any photo collection,
 * so a user's first correction already counts, and the browser and the server compare alike.
 */

/**
 * Tuned with `npm run eval:learning` on the dev photos, kept only where both halves of a 2-fold split gain.
 * The description's own vote keeps a few loosely similar examples from overruling a right description.
 */
export const LEARNING = {
  /** the least cosine for an example to count as close */
  minSimilarity: 0.25,
  /** examples that vote on a photo's folder, closest first */
  neighbours: 5,
  /** the vote of the folder the description gives, in the same units as an example's similarity */
  describedWeight: 0.5,
  /** examples kept per user; the oldest go first */
  maxExamplesPerUser: 1000,
};

export type LearningSettings = { [K in keyof typeof LEARNING]: number };

/** A labelled example: where the user filed a photo that looked like this. */
export type LearningExample = { vector: Float32Array; category: string };

/** One close example, as the vote sees it. */
export type Neighbour = { similarity: number; category: string };

/** An embedding centred on its own mean and scaled to length 1 (all zeros when it is flat). */
export function prepareEmbedding(raw: ArrayLike<number>): Float32Array {
  const n = raw.length;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += raw[i] as number;
  mean /= Math.max(1, n);
  const out = new Float32Array(n);
  let squares = 0;
  for (let i = 0; i < n; i++) {
    const v = (raw[i] as number) - mean;
    out[i] = v;
    squares += v * v;
  }
  const norm = Math.sqrt(squares);
  if (norm > 0) for (let i = 0; i < n; i++) out[i] = (out[i] as number) / norm;
  return out;
}

/** Cosine of two prepared embeddings (0 when their lengths differ: another model made one of them). */
export function similarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i] as number) * (b[i] as number);
  return dot;
}

/** Adds `candidate` to a closest-first list kept at `LEARNING.neighbours`, when it is close enough. */
export function withNeighbour(
  list: readonly Neighbour[],
  candidate: Neighbour,
  settings: LearningSettings = LEARNING,
): Neighbour[] {
  if (candidate.similarity < settings.minSimilarity) return [...list];
  const merged = [...list, candidate].sort((a, b) => b.similarity - a.similarity);
  return merged.slice(0, settings.neighbours);
}

/** The examples close enough to `vector`, closest first, at most `LEARNING.neighbours`. */
export function nearestExamples(
  examples: readonly LearningExample[],
  vector: Float32Array,
  settings: LearningSettings = LEARNING,
): Neighbour[] {
  let list: Neighbour[] = [];
  for (const example of examples) {
    const s = similarity(example.vector, vector);
    if (s < settings.minSimilarity) continue;
    if (list.length === settings.neighbours && s <= (list[list.length - 1] as Neighbour).similarity) continue;
    list = withNeighbour(list, { similarity: s, category: example.category }, settings);
  }
  return list;
}

/**
 * The folder the close examples choose (the largest sum of similarities; the closest example breaks a tie),
 * or `described` (the folder from the photo's description) when no example is close enough.
 */
export function fileByExamples(
  neighbours: readonly Neighbour[],
  described: string,
  settings: LearningSettings = LEARNING,
): string {
  if (neighbours.length === 0) return described;
  const weights = new Map<string, number>([[described, settings.describedWeight]]);
  for (const n of neighbours) weights.set(n.category, (weights.get(n.category) ?? 0) + n.similarity);
  let best = (neighbours[0] as Neighbour).category;
  if ((weights.get(best) ?? 0) < (weights.get(described) ?? 0)) best = described;
  for (const [category, weight] of weights) if (weight > (weights.get(best) ?? 0)) best = category;
  return best;
}
