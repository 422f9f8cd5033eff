import type { CategoryName } from "../catalogue/category-names.ts";

/** One ImageNet class: the phrase a description uses, and the catalogue category it belongs to. */
export type ImageNetEntry = readonly [phrase: string, category: CategoryName];
