/**
 * Things the classifier half sees as several classes at once, none sure: together they are what it sees
 * most.
 */
import { CATEGORY_NOUNS } from "./category-nouns.ts";
import type { CategoryVote } from "./classifier-guesses.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { IMAGENET_BUILDINGS } from "./imagenet-kinds.generated.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
import type { LabelScore } from "./signals.ts";

/**
 * A plant the classifier is more sure of than not is a photo of the plant, not a painting of it: close-ups of
 * flowers, their saturated colours and fine texture, are what the art probe most often takes for brushwork,
 * while a painted flower is rarely a plant the classifier is more sure of than not. Its plant guesses count
 * together (a sunflower field half seen as a rose hip, an orchid, a greenhouse and a daisy), as a kind of
 * thing the best guesses share does for a name.
 */
export function livingPlant(labels: readonly LabelScore[]): boolean {
  const plants = labels.slice(0, DESCRIBE_TUNING.votingLabels).filter(isPlant);
  return plants.reduce((sum, label) => sum + label.score, 0) >= DESCRIBE_TUNING.nameConfidence;
}

const isPlant = (label: LabelScore) => IMAGENET_VOCABULARY[label.index]?.[1] === "Plants";

/**
 * "a plant" when several of the classifier's best guesses are plants and together they outweigh every other
 * single guess; null otherwise. ImageNet has few flower classes (a daisy, an orchid, a rose hip), so a rose, a
 * tulip or a dandelion is half seen as several of them, none sure: the plant is what the classifier sees most.
 * Said as the category's plain noun, not "a flower": a rose or a tulip is a plant to WordNet, not a "flower"
 * (a daisy is both), and the held-out subject agreement drops by 2 of 40 tf-flowers sentences with it.
 */
export function plantPhrase(labels: readonly LabelScore[]): string | null {
  const guesses = labels.slice(0, DESCRIBE_TUNING.votingLabels);
  const plants = guesses.filter(isPlant);
  if (plants.length < DESCRIBE_TUNING.plantGuesses) return null;
  const together = plants.reduce((sum, label) => sum + label.score, 0);
  const other = Math.max(0, ...guesses.filter((label) => !isPlant(label)).map((label) => label.score));
  return together > other ? (CATEGORY_NOUNS.Plants ?? null) : null;
}

/**
 * "a building" when the classifier's buildings among its best guesses (WordNet's buildings, shops and
 * dwellings, `IMAGENET_BUILDINGS`) together reach a recognised subject's floor (`subjectConfidence`) and
 * outweigh its best category; null otherwise. The vocabulary files buildings by what they are for (a church
 * Architecture, a cinema Entertainment, a toy shop Entertainment, a grocery store Food), so a street, a
 * market hall or a building the classifier half sees as several of them splits its guesses between folders
 * and none is recognised: "An everyday scene", or "A toy" for a market hall seen as a toy shop, a grocery
 * store and a sweet shop. Together they are what the classifier sees most. Leave one set out 1,040 → 1,042
 * of 1,369 (varied-photos 57 → 59 of 87), every other set unchanged (DR 028).
 */
export function buildingPhrase(labels: readonly LabelScore[], top: CategoryVote): string | null {
  const together = labels
    .slice(0, DESCRIBE_TUNING.votingLabels)
    .filter((label) => IMAGENET_BUILDINGS.has(label.index))
    .reduce((sum, label) => sum + label.score, 0);
  const sure = together >= DESCRIBE_TUNING.subjectConfidence && together >= top.score;
  return sure ? (CATEGORY_NOUNS.Architecture ?? null) : null;
}
