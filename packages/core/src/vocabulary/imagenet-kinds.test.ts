import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  imagenetBuildings,
  imagenetKinds,
  KINDS_FILE,
  kindsSource,
} from "../../scripts/generate-imagenet-kinds.ts";
import { categorize } from "../catalogue/categorize.ts";
import { IMAGENET_BUILDINGS, IMAGENET_KINDS } from "./imagenet-kinds.generated.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";

const kindsOf = (phrase: string) =>
  IMAGENET_KINDS[IMAGENET_VOCABULARY.findIndex(([p]) => p === phrase)]?.split(",") ?? [];

describe("the kinds of thing each ImageNet class is", () => {
  it("is what `npm run kinds:generate` writes from WordNet and the catalogue (regenerate after editing either)", () => {
    expect(readFileSync(KINDS_FILE, "utf8")).toBe(kindsSource(imagenetKinds(), imagenetBuildings()));
  }, 60_000);

  it("goes from the class to the plain words people use, nearest first", () => {
    expect(kindsOf("Cardigan corgi")).toEqual(["corgi", "dog", "animal"]);
    expect(kindsOf("airliner")).toEqual(["airplane", "aircraft", "vehicle"]);
    expect(kindsOf("Granny Smith")).toEqual(["apple", "fruit"]);
  });

  it("never names a kind filed in another folder than the class: naming it never moves a photo", () => {
    IMAGENET_VOCABULARY.forEach(([, category], i) => {
      for (const kind of IMAGENET_KINDS[i]?.split(",").filter(Boolean) ?? [])
        expect(categorize(`A ${kind}`), `${i} ${kind}`).toBe(category);
    });
  });

  it("knows a building whatever folder its class is filed in, and a structure that is no building", () => {
    const building = (phrase: string) =>
      IMAGENET_BUILDINGS.has(IMAGENET_VOCABULARY.findIndex(([p]) => p === phrase));
    for (const phrase of ["church", "palace", "cinema", "toy shop", "grocery store", "yurt"])
      expect(building(phrase), phrase).toBe(true);
    for (const phrase of ["dock", "suspension bridge", "picket fence", "padlock", "gondola"])
      expect(building(phrase), phrase).toBe(false);
  });
});
