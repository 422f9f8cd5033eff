export {
  type ReviewedPhoto,
  type ReviewMode,
  type ReviewOutcome,
  simulateReview,
} from "./review-simulation.ts";
export { REVIEW_TEXTS } from "./review-texts.ts";
export {
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
