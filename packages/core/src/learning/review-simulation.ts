import {
  fileByExamples,
  LEARNING,
  type LearningExample,
  type LearningSettings,
  type Neighbour,
  nearestExamples,
  prepareEmbedding,
  similarity,
  withNeighbour,
} from "./similar-photos.ts";

/** A photo as the simulated user meets it: what the describer made of it and what the user wants. */
export type ReviewedPhoto = {
  /** the classifier's pooled features; null when the photo could not be analysed */
  embedding: ArrayLike<number> | null;
  /** the folder the description alone gives */
  described: string;
  /** the folder the user moves a wrongly filed photo to */
  category: string;
  /** every folder the user accepts (category and alternatives) */
  accepted: readonly string[];
};

export type ReviewMode = {
  /** photos per batch, reviewed in order */
  batchSize: number;
  /** file with the user's stored examples at all */
  learn: boolean;
  /** a correction re-files the untouched photos of the batch under review at once */
  live: boolean;
  settings?: LearningSettings;
};

export type ReviewOutcome = { photos: number; corrections: number; perHundred: number };

/**
 * A user who reviews every batch and corrects every wrongly filed photo. They go through the batch in order
 * and again until nothing is wrong (live re-filing may move a photo they passed); every move is a
 * correction. When the batch is downloaded, every photo becomes an example in selection order, as the
 * browser sends them: a correction where the user moved it, a confirmation where they left it. The examples
 * kept are capped as on the server (oldest go first), and their votes fade with age as on the server.
 */
export function simulateReview(photos: readonly ReviewedPhoto[], mode: ReviewMode): ReviewOutcome {
  const settings = mode.settings ?? LEARNING;
  let stored: LearningExample[] = [];
  let corrections = 0;
  for (let start = 0; start < photos.length; start += mode.batchSize) {
    const batch = photos.slice(start, start + mode.batchSize);
    const vectors = batch.map((p) => (p.embedding ? prepareEmbedding(p.embedding) : null));
    const neighbours: Neighbour[][] = vectors.map((v) =>
      v && mode.learn ? nearestExamples(stored, v, settings) : [],
    );
    const filed = batch.map((p, i) => fileByExamples(neighbours[i] as Neighbour[], p.described, settings));
    const touched = batch.map(() => false);
    for (let wrong = true; wrong; ) {
      wrong = false;
      batch.forEach((photo, i) => {
        if (photo.accepted.includes(filed[i] as string)) return;
        wrong = true;
        corrections += 1;
        filed[i] = photo.category;
        touched[i] = true;
        const vector = vectors[i];
        if (!vector || !mode.learn || !mode.live) return;
        batch.forEach((other, j) => {
          const v = vectors[j];
          if (touched[j] || !v) return;
          const list = withNeighbour(
            neighbours[j] as Neighbour[],
            {
              similarity: similarity(vector, v),
              category: photo.category,
            },
            settings,
          );
          neighbours[j] = list;
          filed[j] = fileByExamples(list, other.described, settings);
        });
      });
    }
    if (!mode.learn) continue;
    const examples = vectors.flatMap((vector, i) =>
      vector ? [{ vector, category: filed[i] as string }] : [],
    );
    stored = [...stored, ...examples].slice(-settings.maxExamplesPerUser);
  }
  return {
    photos: photos.length,
    corrections,
    perHundred: photos.length === 0 ? 0 : (100 * corrections) / photos.length,
  };
}
