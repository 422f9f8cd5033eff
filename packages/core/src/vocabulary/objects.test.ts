import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categorize } from "../catalogue/categorize.ts";
import { COCO_VOCABULARY } from "./coco-vocabulary.ts";
import { describeSignals, wantsObjects } from "./describe-signals.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
import { objectsPhrase } from "./objects-phrase.ts";
import { withArticle } from "./phrases.ts";
import type { FaceSignal, ImageSignals, ObjectSignal } from "./signals.ts";

const sky = { blue: 0, grey: 0, warm: 0, brightness: 0.5, overallBrightness: 0.5, sun: 0 };
const coco = (one: string) => COCO_VOCABULARY.findIndex(([o]) => o === one);
const found = (one: string, score = 0.8, area = 0.1): ObjectSignal => ({ index: coco(one), score, area });
const face: FaceSignal = { score: 0.95, age: 34, gender: "female", emotion: "neutral", area: 0.05 };
// The classifier sees something, but nothing it is sure of: a pale guess.
const unsure = [{ index: IMAGENET_VOCABULARY.findIndex(([p]) => p === "velvet fabric"), score: 0.12 }];
const photo = (objects: ObjectSignal[], overrides: Partial<ImageSignals> = {}): ImageSignals => ({
  faces: [],
  labels: unsure,
  sky,
  objects,
  ...overrides,
});
const said = (objects: ObjectSignal[], overrides: Partial<ImageSignals> = {}) =>
  describeSignals(photo(objects, overrides)).description;

describe("objects the detector finds", () => {
  it("says two people and a dog on a sofa", () => {
    const objects = [found("person"), found("person", 0.7), found("dog"), found("sofa", 0.8, 0.4)];
    expect(said(objects)).toBe("Two people and a dog on a sofa");
    expect(categorize(said(objects))).toBe("People");
  });

  it("says a laptop on a table", () => {
    expect(said([found("table", 0.8, 0.5), found("laptop")])).toBe("A laptop on a table");
    expect(categorize("A laptop on a table")).toBe("Technology");
  });

  it("counts the animals it finds: three sheep", () => {
    expect(said([found("sheep"), found("sheep"), found("sheep", 0.9)])).toBe("Three sheep");
    expect(categorize("Three sheep")).toBe("Animals");
  });

  it("says a group of people when there are more than five", () => {
    expect(said(Array.from({ length: 7 }, () => found("person")))).toBe("A group of people");
  });

  it("names a car on a street of people by the people first", () => {
    expect(said([found("car", 0.9), found("person", 0.6)])).toBe("A person");
  });

  it("never names what it found below its floor, nor a speck in the background", () => {
    const below = fc.float({
      min: 0,
      max: Math.fround(DESCRIBE_TUNING.objectConfidence - 0.001),
      noNaN: true,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: COCO_VOCABULARY.length - 1 }), below, (index, score) => {
        return objectsPhrase([{ index, score, area: 0.5 }]) === null;
      }),
    );
    expect(objectsPhrase([found("dog", 0.9, DESCRIBE_TUNING.minObjectArea / 2)])).toBeNull();
  });

  it("says a dog it is fairly sure of when the classifier's pale guesses hold a Labrador", () => {
    const guesses = ["dough", "Labrador retriever", "paintbrush"].map((phrase) => ({
      index: IMAGENET_VOCABULARY.findIndex(([p]) => p === phrase),
      score: 0.1,
    }));
    expect(said([found("dog", 0.56, 0.3)], { labels: guesses })).toBe("A dog");
    expect(categorize("A dog")).toBe("Animals");
  });

  it("does not name a thing it is only fairly sure of when the classifier guesses nothing like it", () => {
    const fair = fc.float({
      min: Math.fround(DESCRIBE_TUNING.objectConfidence),
      max: Math.fround(DESCRIBE_TUNING.thingConfidence - 0.001),
      noNaN: true,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: COCO_VOCABULARY.length - 1 }), fair, (index, score) => {
        return objectsPhrase([{ index, score, area: 0.5 }], unsure) === null;
      }),
    );
  });

  it("leaves a photo the classifier names to the classifier: a golden retriever stays one", () => {
    const retriever = [
      { index: IMAGENET_VOCABULARY.findIndex(([p]) => p === "golden retriever"), score: 0.9 },
    ];
    expect(said([found("cat", 0.9)], { labels: retriever })).toBe("A golden retriever");
  });

  it("leaves the people the faces show to the faces", () => {
    expect(said([found("person"), found("person")], { faces: [face] })).toBe("A woman");
  });

  it("is run only where neither the faces nor the classifier name a thing", () => {
    expect(wantsObjects(photo([]))).toBe(true);
    expect(wantsObjects(photo([], { faces: [face] }))).toBe(false);
    expect(wantsObjects(photo([], { labels: [{ index: 0, score: 0.9 }] }))).toBe(false);
  });

  describe("on a beach", () => {
    const seashore = [{ index: IMAGENET_VOCABULARY.findIndex(([p]) => p === "seashore"), score: 0.8 }];
    const onBeach = (objects: ObjectSignal[], overrides: Partial<ImageSignals> = {}) =>
      describeSignals(photo(objects, { labels: seashore, ...overrides }));

    it("says the people on it before the beach: two people on a beach", () => {
      const described = onBeach([found("person", 0.7), found("person", 0.6), found("boat", 0.9)]);
      expect(described).toEqual({ description: "Two people on a beach", category: "Travel" });
      expect(categorize(described.description)).toBe("Travel");
    });

    it("says beach umbrellas and chairs as on a beach: three beach umbrellas", () => {
      const umbrellas = [found("umbrella", 0.9), found("umbrella", 0.8), found("umbrella", 0.8)];
      expect(onBeach(umbrellas).description).toBe("Three beach umbrellas");
      expect(onBeach([found("chair", 0.8)]).description).toBe("A beach chair");
      expect(categorize("Three beach umbrellas")).toBe("Travel");
      expect(categorize("A beach chair")).toBe("Travel");
    });

    it("keeps the beach when it finds only things that would file it elsewhere, or nothing sure", () => {
      // A boat, a surfboard or a dog on a beach would take a beach photo to Vehicles, Sports or Animals.
      expect(onBeach([found("boat", 0.9), found("surfboard", 0.9), found("dog", 0.9)]).description).toBe(
        "A seashore",
      );
      const below = fc.float({
        min: 0,
        max: Math.fround(DESCRIBE_TUNING.thingConfidence - 0.001),
        noNaN: true,
      });
      fc.assert(
        fc.property(below, (score) => onBeach([found("umbrella", score)]).description === "A seashore"),
      );
      expect(onBeach([found("person", 0.9, 0.001)]).description).toBe("A seashore");
    });

    it("leaves the people the faces show on a beach to the faces", () => {
      expect(onBeach([found("person")], { faces: [face] }).description).not.toContain("on a beach");
    });

    it("is run on a beach the classifier is sure of, where nobody's face shows", () => {
      expect(wantsObjects(photo([], { labels: seashore }))).toBe(true);
      expect(wantsObjects(photo([], { labels: seashore, faces: [face] }))).toBe(false);
    });
  });

  it("files each thing it names where its vocabulary says", () => {
    const wrong = COCO_VOCABULARY.flatMap(([one, several, category]) =>
      [withArticle(one), `Two ${several}`]
        .filter((sentence) => categorize(sentence) !== category)
        .map((sentence) => `${sentence} → ${categorize(sentence)}, not ${category}`),
    );
    expect(wrong).toEqual([]);
  });
});
