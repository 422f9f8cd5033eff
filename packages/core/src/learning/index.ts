export {
  checkFolderName,
  type FolderNameCheck,
  menuFolders,
  moveFolder,
  sameFolder,
} from "./review-folders.ts";
export {
  type ReviewedPhoto,
  type ReviewMode,
  type ReviewOutcome,
  simulateReview,
} from "./review-simulation.ts";
export {
  changedByUser,
  createReview,
  describePhoto,
  MAX_DESCRIPTION_LENGTH,
  matchesFilter,
  movePhotos,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewState,
  redo,
  renamePhoto,
  reviewExamples,
  reviewFolders,
  reviewPaths,
  undo,
  wantedPath,
  withHistory,
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
  recency,
  similarity,
  withNeighbour,
} from "./similar-photos.ts";
