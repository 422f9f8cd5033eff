/** The 31 categories of spec section 3, in catalogue order, and the fallback for photos nothing matches. */
export const CATEGORY_NAMES = [
  "Animals",
  "Architecture",
  "Art",
  "Celebrations",
  "Culture",
  "Craft",
  "Design",
  "Education",
  "Entertainment",
  "Fashion",
  "Fitness",
  "Food",
  "Health",
  "Historical",
  "Holiday",
  "Landmark",
  "Marine Life",
  "Misc",
  "Nature",
  "Outdoor Activities",
  "People",
  "Performing Art",
  "Photography",
  "Plants",
  "Season",
  "Sports",
  "Technology",
  "Travel",
  "Vehicles",
  "Weather",
  "Work",
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Fallback category when no keyword matches (spec section 3). */
export const UNSORTED = "Unsorted";

/** What `categorize` returns: a catalogue category or `Unsorted`. */
export type Category = CategoryName | typeof UNSORTED;

export function isCategoryName(value: unknown): value is CategoryName {
  return typeof value === "string" && (CATEGORY_NAMES as readonly string[]).includes(value);
}

export function isCategory(value: unknown): value is Category {
  return value === UNSORTED || isCategoryName(value);
}
