export type { ArtProbe } from "./art-probe.ts";
export { ART_CERTAINTY, artFeatures, artProbability } from "./art-probe.ts";
export { ART_PROBE } from "./art-probe-weights.generated.ts";
export { CATEGORY_NOUNS } from "./category-nouns.ts";
export { sureName, voteCategories } from "./classifier-guesses.ts";
export type { CocoEntry } from "./coco-vocabulary.ts";
export { COCO_VOCABULARY } from "./coco-vocabulary.ts";
export {
  DESCRIBE_AND_FILE_PROMPT,
  DESCRIBE_ANSWER_SCHEMA,
  DESCRIBE_MAX_TOKENS,
  DESCRIBE_PROMPT,
  RESPONSE_FORMATS,
  type ResponseFormat,
} from "./describe-prompt.ts";
export { describeSignals, wantsObjects } from "./describe-signals.ts";
export { DESCRIBE_TUNING } from "./describe-tuning.ts";
export type { ImageNetEntry } from "./imagenet-entry.ts";
export { IMAGENET_KINDS } from "./imagenet-kinds.generated.ts";
export { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
export { objectsPhrase } from "./objects-phrase.ts";
export { peoplePhrase, withArticle } from "./phrases.ts";
export type { SceneGuess, SceneName, SceneProbe, SceneWeights } from "./scene-probe.ts";
export { SCENE_CERTAINTY, SCENES, sceneProbabilities, sureScene } from "./scene-probe.ts";
export { SCENE_PROBE } from "./scene-probe-weights.generated.ts";
export { describedScene } from "./scene-reading.ts";
export type {
  FaceSignal,
  ImageSignals,
  LabelScore,
  ObjectSignal,
  SignalDescription,
  SkySignal,
} from "./signals.ts";
export { skyStatistics } from "./sky.ts";
