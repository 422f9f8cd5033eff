/** What the classifier's best guesses say together: the category they vote for, the thing they name. */
import type { CategoryName } from "../catalogue/category-names.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { IMAGENET_KINDS } from "./imagenet-kinds.generated.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
import type { LabelScore } from "./signals.ts";

export const classOf = (phrase: string) => IMAGENET_VOCABULARY.findIndex(([p]) => p === phrase);

export type CategoryVote = { category: CategoryName; score: number; best: LabelScore };

/** Sums the classifier's best classes per category; the strongest category and its best class win. */
export function voteCategories(labels: readonly LabelScore[]): CategoryVote[] {
  const votes = new Map<CategoryName, CategoryVote>();
  for (const label of labels.slice(0, DESCRIBE_TUNING.votingLabels)) {
    const entry = IMAGENET_VOCABULARY[label.index];
    if (!entry) continue;
    const [, category] = entry;
    const vote = votes.get(category);
    if (vote) vote.score += label.score;
    else votes.set(category, { category, score: label.score, best: label });
  }
  return [...votes.values()].sort((a, b) => b.score - a.score);
}

export function phraseOf(label: LabelScore): string {
  return IMAGENET_VOCABULARY[label.index]?.[0] ?? "object";
}

export const kindsOf = (label: LabelScore): string[] =>
  IMAGENET_KINDS[label.index]?.split(",").filter(Boolean) ?? [];

/**
 * What the classifier is sure the photo shows, at the most specific level it is sure of: `label`'s class when
 * it alone reaches `nameConfidence`, else the nearest kind of thing it is (imagenet-kinds.generated.ts) whose
 * classes among the best guesses together reach it ("a dog" for a corgi, a beagle and a spaniel, "an animal"
 * for a dog and a cat), else null: the classifier is not sure of any thing.
 */
export function sureName(labels: readonly LabelScore[], label: LabelScore): string | null {
  return naming(labels, label)?.name ?? null;
}

/** `sureName`'s name and how sure the classifier is of it (the class's probability, or its kind's summed). */
export function naming(
  labels: readonly LabelScore[],
  label: LabelScore,
): { name: string; certainty: number } | null {
  if (label.score >= DESCRIBE_TUNING.nameConfidence) return { name: phraseOf(label), certainty: label.score };
  const guesses = labels.slice(0, DESCRIBE_TUNING.votingLabels);
  for (const kind of kindsOf(label)) {
    const sum = guesses.reduce((total, g) => total + (kindsOf(g).includes(kind) ? g.score : 0), 0);
    if (sum >= DESCRIBE_TUNING.nameConfidence) return { name: kind, certainty: sum };
  }
  return null;
}
