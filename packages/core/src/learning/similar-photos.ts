/**
 * Learning from a user's own corrections: every photo the user filed (moved, or looked at and left) is an
 * example `{ embedding, category }`, and a new photo close enough to some of them goes where most of the
 * closest went; any other photo is filed from its description as before.
 *
 * Embeddings are the local classifier's pooled features (non-negative averages that all point roughly the
 * same way), so each is centred on its own mean and scaled to length 1 before comparing: the cosine of two
 * prepared embeddings is the correlation of the originals. That needs no statistics of any photo collection,
 * so a user's first correction already counts, and the browser and the server compare alike.
 *
 * Recent examples count most: an example's vote halves for every `halfLife` photos the user reviewed after
 * it. Without that, examples from batches of another kind (a trip's landscapes filed as Weather, a later
 * trip's as Travel) outvoted a right description months later and a returning user's next batch was filed
 * worse than a new user's (`npm run eval:learning`, issue #19).
 */

/**
 * Tuned with `npm run eval:learning` on the dev photos: kept only where both halves of a 2-fold split gain,
 * no photo set gets worse when it is a user of its own, and a setting fitted on all sets but one holds on
 * that one (leave-one-set-out). The description's own vote keeps a few loosely similar examples from
 * overruling a right description.
 */
export const LEARNING = {
  /** the least cosine for an example to count as close */
  minSimilarity: 0.25,
  /** examples that vote on a photo's folder, largest vote first */
  neighbours: 5,
  /** the vote of the folder the description gives, in the same units as an example's vote */
  describedWeight: 0.5,
  /** an example's vote halves for every this many photos the user reviewed after it */
  halfLife: 50,
  /**
   * examples kept per user; the oldest go first. An older one could not change a folder: at 400 photos old
   * its vote is at most 1/256, a hundredth of the description's.
   */
  maxExamplesPerUser: 400,
};

export type LearningSettings = { [K in keyof typeof LEARNING]: number };

/** A labelled example: where the user filed a photo that looked like this. */
export type LearningExample = { vector: Float32Array; category: string };

/**
 * One close example, as the vote sees it: `vote` is its similarity, halved for every `halfLife` photos
 * reviewed after it (a correction in the batch under review has its whole similarity).
 */
export type Neighbour = { vote: number; category: string };

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

/** How much an example `age` photos old still counts (1 for one of the batch under review). */
export function recency(age: number, settings: LearningSettings = LEARNING): number {
  return 0.5 ** (age / settings.halfLife);
}

/**
 * Adds an example at `similarity` and `age` to a largest-vote-first list kept at `LEARNING.neighbours`, when
 * it is close enough.
 */
export function withNeighbour(
  list: readonly Neighbour[],
  example: { similarity: number; category: string; age?: number },
  settings: LearningSettings = LEARNING,
): Neighbour[] {
  if (example.similarity < settings.minSimilarity) return [...list];
  const vote = example.similarity * recency(example.age ?? 0, settings);
  const merged = [...list, { vote, category: example.category }].sort((a, b) => b.vote - a.vote);
  return merged.slice(0, settings.neighbours);
}

/**
 * The examples close enough to `vector`, largest vote first, at most `LEARNING.neighbours`. `examples` are
 * oldest first, as stored: the last is 1 photo old.
 */
export function nearestExamples(
  examples: readonly LearningExample[],
  vector: Float32Array,
  settings: LearningSettings = LEARNING,
): Neighbour[] {
  let list: Neighbour[] = [];
  examples.forEach((example, i) => {
    const s = similarity(example.vector, vector);
    if (s < settings.minSimilarity) return;
    const age = examples.length - i;
    if (list.length === settings.neighbours && s * recency(age, settings) <= (list.at(-1) as Neighbour).vote)
      return;
    list = withNeighbour(list, { similarity: s, category: example.category, age }, settings);
  });
  return list;
}

/**
 * The folder the close examples choose (the largest sum of votes; the largest single vote breaks a tie),
 * or `described` (the folder from the photo's description) when no example is close enough.
 */
export function fileByExamples(
  neighbours: readonly Neighbour[],
  described: string,
  settings: LearningSettings = LEARNING,
): string {
  if (neighbours.length === 0) return described;
  const weights = new Map<string, number>([[described, settings.describedWeight]]);
  for (const n of neighbours) weights.set(n.category, (weights.get(n.category) ?? 0) + n.vote);
  let best = (neighbours[0] as Neighbour).category;
  if ((weights.get(best) ?? 0) < (weights.get(described) ?? 0)) best = described;
  for (const [category, weight] of weights) if (weight > (weights.get(best) ?? 0)) best = category;
  return best;
}
