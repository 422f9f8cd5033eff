import type { Category } from "../catalogue/category-names.ts";

/**
 * What the local describer's models report about one photo. The server's workers produce these;
 * `describeSignals` turns them into an English sentence that `categorize` can file.
 */

/** One detected face (Human: blazeface + faceres + emotion). */
export type FaceSignal = {
  /** detector confidence 0..1 */
  score: number;
  /** estimated age in years */
  age: number;
  gender: "female" | "male" | "unknown";
  /** the emotion model's top emotion, e.g. "happy", or null when it is unsure */
  emotion: string | null;
  /** share of the image area covered by the face box, 0..1 */
  area: number;
};

/** One thing the object detector found: index into COCO_VOCABULARY, its score 0..1, its box's share of the photo. */
export type ObjectSignal = { index: number; score: number; area: number };

/** One ImageNet class from the classifier: index into the 1000 labels, softmax probability. */
export type LabelScore = { index: number; score: number };

/**
 * Colour statistics of the upper part of the photo (where sky would be), each a share 0..1 of its pixels.
 */
export type SkySignal = {
  /** clear-sky blue */
  blue: number;
  /** bright, low-saturation grey or white (overcast) */
  grey: number;
  /** orange, red or pink (sunrise, sunset) */
  warm: number;
  /** mean brightness of the upper third, 0..1 */
  brightness: number;
  /** mean brightness of the whole photo, 0..1 */
  overallBrightness: number;
  /** clear-blue share of the sky around a sun-like disc, 0 when the sun is not in the frame (see sun.ts) */
  sun: number;
};

export type ImageSignals = {
  faces: FaceSignal[];
  /** best classes first; empty when the classifier is not loaded */
  labels: LabelScore[];
  sky: SkySignal;
  /**
   * How the photo is made rather than what it shows: the mean and spread of each channel of the classifier's
   * earlier feature maps (brush strokes, flat inks, photographic grain). Absent without the classifier.
   */
  style?: number[] | null;
  /**
   * What the object detector found, best first: only in a photo where the classifier and the faces name
   * nothing (`wantsObjects`), absent elsewhere and without the detector.
   */
  objects?: ObjectSignal[] | null;
};

/** The sentence the describer makes of the signals, and the folder it is meant to land in. */
export type SignalDescription = { description: string; category: Category };
