import { IMAGENET_VOCABULARY } from "../vocabulary/imagenet-vocabulary.ts";
import { CATALOGUE } from "./catalogue.ts";
import { CATEGORY_NAMES } from "./category-names.ts";
import { buildKeywordIndex } from "./keyword-match.ts";
import { WORDNET_LEXICON } from "./wordnet-lexicon.generated.ts";

/**
 * Every word the categoriser knows: the catalogue's keywords first (they are the seed and win), then the
 * local describer's ImageNet phrases with the category its vocabulary gives each (so "a military uniform"
 * lands where the describer means it to), then the WordNet words generated from both
 * (`scripts/generate-lexicon.ts`). Multi-word entries win over their parts.
 */
export const LEXICON = buildKeywordIndex([
  ...CATALOGUE,
  ...IMAGENET_VOCABULARY.map(([phrase, name]) => ({ name, keywords: [phrase.toLowerCase()] })),
  ...CATEGORY_NAMES.map((name) => ({ name, keywords: WORDNET_LEXICON[name].split(",") })),
]);
