export {
  type ReviewedPhoto,
  type ReviewMode,
  type ReviewOutcome,
  simulateReview,
} from "./review-simulation.ts";
export {
  changedByUser,
  createReview,
  movePhotos,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewState,
  renamePhoto,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo,
  wantedPath,
} from "./review-state.ts";
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
