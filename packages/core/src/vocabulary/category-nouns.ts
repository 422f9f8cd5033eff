import type { CategoryName } from "../catalogue/category-names.ts";

/**
 * What the describer calls a thing of a category when the classifier is sure of the category (its best
 * classes together, `subjectConfidence`) but of no class in it nor any kind of thing they share: "a
 * building" rather than a palace that may be a church, "clothing" rather than a miniskirt that may be a
 * sarong. Each files under its own category (describe-signals.test.ts). Categories the classifier's classes
 * never fall into, or without a plain word for their things, have none: such a photo stays unnamed.
 * Outdoor Activities' noun (a parachute, binoculars or a tent the classifier half saw), leave one set out:
 * 4 of 1,369 sentences change from "An everyday scene", coco128 38 → 39 of 64, no set loses.
 */
export const CATEGORY_NOUNS: Partial<Record<CategoryName, string>> = {
  Animals: "an animal",
  "Marine Life": "a sea creature",
  Plants: "a plant",
  Food: "food",
  Nature: "a landscape",
  Celebrations: "a celebration",
  Sports: "sports equipment",
  "Outdoor Activities": "outdoor activity equipment",
  Fitness: "exercise equipment",
  "Performing Art": "a musical instrument",
  Art: "an artwork",
  Photography: "a camera",
  Landmark: "a landmark",
  Architecture: "a building",
  Historical: "an antique",
  Technology: "a device",
  Health: "medical equipment",
  Education: "school supplies",
  Fashion: "clothing",
  Craft: "a handicraft",
  Design: "furniture",
  Entertainment: "a toy",
  Culture: "a place of worship",
  Work: "a tool",
  Misc: "an object",
  Vehicles: "a vehicle",
};
