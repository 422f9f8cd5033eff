import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categorize } from "../catalogue/categorize.ts";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { MAX_NAME_LENGTH, nameFromDescription } from "../naming/file-names.ts";
import { ART_CERTAINTY, type ArtProbe, artFeatures, artProbability } from "./art-probe.ts";
import { ART_PROBE } from "./art-probe-weights.generated.ts";
import { CATEGORY_NOUNS } from "./category-nouns.ts";
import { sureName } from "./classifier-guesses.ts";
import { describeSignals } from "./describe-signals.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
import { peoplePhrase, withArticle } from "./phrases.ts";
import { SCENE_CERTAINTY, SCENES, type SceneProbe, sceneProbabilities, sureScene } from "./scene-probe.ts";
import { SCENE_PROBE } from "./scene-probe-weights.generated.ts";
import type { FaceSignal, ImageSignals, LabelScore, SkySignal } from "./signals.ts";

const plainSky: SkySignal = {
  blue: 0,
  grey: 0,
  warm: 0,
  brightness: 0.5,
  overallBrightness: 0.5,
  sun: 0,
};
const face = (overrides: Partial<FaceSignal> = {}): FaceSignal => ({
  score: 0.95,
  age: 34,
  gender: "female",
  emotion: "neutral",
  area: 0.05,
  ...overrides,
});
const index = (phrase: string) => IMAGENET_VOCABULARY.findIndex(([p]) => p === phrase);
/** The classifier's best guesses, as phrases and scores. */
const guesses = (...pairs: [string, number][]) =>
  pairs.map(([phrase, score]) => ({ index: index(phrase), score }));
const signals = (overrides: Partial<ImageSignals>): ImageSignals => ({
  faces: [],
  labels: [],
  sky: plainSky,
  ...overrides,
});

describe("the ImageNet vocabulary", () => {
  it("covers all 1000 classes, each with a phrase and a catalogue category", () => {
    expect(IMAGENET_VOCABULARY).toHaveLength(1000);
    for (const [phrase, category] of IMAGENET_VOCABULARY) {
      expect(phrase.trim()).not.toBe("");
      expect(CATEGORY_NAMES).toContain(category);
    }
  });

  it("names every class in plain English, without a tag word added to steer the category", () => {
    // The phrase becomes the file name: "hot_dog.jpg", never "hotdog_food.jpg" or "rifle_object.jpg".
    const tagged = IMAGENET_VOCABULARY.filter(([phrase]) =>
      / (object|animal|clothing|building|food|tool|gear|device|furniture|plant|landscape|marine life|item|craft|toy|landmark)$/.test(
        phrase,
      ),
    );
    expect(tagged).toEqual([]);
  });

  it("files every class's description where the vocabulary says (the catalogue and vocabulary fit)", () => {
    const disagreements = IMAGENET_VOCABULARY.flatMap(([phrase, category], i) => {
      const description = describeSignals(signals({ labels: [{ index: i, score: 0.9 }] })).description;
      const got = categorize(description);
      return got === category ? [] : [`${i} ${phrase}: ${description} → ${got}, vocabulary says ${category}`];
    });
    expect(disagreements).toEqual([]);
  });

  it("leaves People to the face detector: no object or plant lands there for a person word in its name", () => {
    // "face powder" and "lady's slipper" once filed cosmetics and orchids under People.
    expect(IMAGENET_VOCABULARY.filter(([, category]) => category === "People")).toEqual([]);
  });

  it("calls ImageNet's plate a meal and files it under Food: it is the dish served, not the crockery", () => {
    // ImageNet's "plate" is a food synset (a main course served on a plate). Chicken rice is its best guess
    // at 0.46, with dough and meat loaf after it: the describer is sure of food, not of which.
    const meal = (score: number) =>
      signals({
        labels: [
          { index: index("meal"), score },
          { index: index("dough"), score: 0.11 },
          { index: index("meat loaf"), score: 0.08 },
        ],
      });
    expect(describeSignals(meal(0.46))).toEqual({ description: "Food", category: "Food" });
    expect(describeSignals(meal(0.7))).toEqual({ description: "A meal", category: "Food" });
    expect(categorize("A meal")).toBe("Food");
  });
});

describe("describeSignals", () => {
  it.each([
    [signals({ labels: [{ index: 207, score: 0.8 }] }), "A golden retriever", "Animals"],
    [signals({ faces: [face({ emotion: "happy" })] }), "A smiling woman", "People"],
    [signals({ faces: [face(), face({ gender: "male" })] }), "Two people", "People"],
    [signals({ faces: [face({ age: 6 }), face({ age: 8 })] }), "Two children", "People"],
    [signals({ faces: Array.from({ length: 7 }, () => face()) }), "A group of people", "People"],
    [
      signals({ faces: [face({ gender: "male" })], labels: [{ index: 889, score: 0.7 }] }),
      "A man with a violin",
      "Performing Art",
    ],
    [
      signals({ faces: [face({ gender: "male" })], labels: [{ index: index("canoe paddle"), score: 0.6 }] }),
      "A man with a canoe paddle",
      "Outdoor Activities",
    ],
    [
      // A cooking pot or a food shop with people: they cook or shop for a meal.
      signals({ faces: [face({ gender: "male" })], labels: [{ index: index("cauldron"), score: 0.6 }] }),
      "A man with a cauldron",
      "Food",
    ],
    [
      signals({ faces: [face(), face()], labels: [{ index: index("grocery store"), score: 0.6 }] }),
      "Two people with a grocery store",
      "Food",
    ],
    [
      signals({
        faces: [face({ gender: "male" })],
        labels: [{ index: index("golden retriever"), score: 0.6 }],
      }),
      "A man with a golden retriever",
      "People",
    ],
    [
      // Nearly certain of the gear of an activity: the man plays it, said as people say it.
      signals({ faces: [face({ gender: "male" })], labels: [{ index: 889, score: 0.95 }] }),
      "A man with a violin",
      "Performing Art",
    ],
    [
      // ImageNet's rapeseed is a field in flower, not the seed.
      signals({ labels: [{ index: index("rapeseed flowers"), score: 0.9 }] }),
      "Rapeseed flowers",
      "Plants",
    ],
    [
      // Nearly certain of a costume: it comes first, or the man would take the photo to People.
      signals({ faces: [face({ gender: "male" })], labels: [{ index: index("feather boa"), score: 0.95 }] }),
      "A feather boa with a man",
      "Fashion",
    ],
    [
      // Nearly certain of an umbrella two people walk under: they come first, as people say it, and the
      // sentence still files the photo under the umbrella's folder.
      signals({
        faces: [face(), face({ gender: "male" })],
        labels: [{ index: index("umbrella"), score: 0.95 }],
      }),
      "Two people with an umbrella",
      "Weather",
    ],
    [
      // A person the classifier names is one of the people: named first.
      signals({ faces: [face(), face(), face()], labels: [{ index: index("bridegroom"), score: 0.95 }] }),
      "A bridegroom with three people",
      "Celebrations",
    ],
    [
      signals({ labels: [{ index: 978, score: 0.8 }], sky: { ...plainSky, warm: 0.7 } }),
      "A seashore at sunset",
      "Nature",
    ],
    [
      signals({ labels: [{ index: 978, score: 0.2 }], sky: { ...plainSky, grey: 0.6 } }),
      "Grey clouds",
      "Weather",
    ],
  ])("%#: describes %j as %s", (input, description, category) => {
    const result = describeSignals(input);
    expect(result.description).toBe(description);
    expect(categorize(result.description)).toBe(category);
  });

  it("takes a white background for a white background, not an overcast sky", () => {
    const studio = { ...plainSky, grey: 0.95, brightness: 0.95 };
    const unsure = describeSignals(
      signals({ labels: [{ index: index("jigsaw puzzle"), score: 0.2 }], sky: studio }),
    );
    // Nor a jigsaw puzzle it is 20% sure of: the photo is said plainly.
    expect(unsure.description).toBe("An everyday scene");
  });

  it("takes an overcast upper third for grey clouds only where the classifier sees some land under it", () => {
    const overcast = { ...plainSky, grey: 0.55, brightness: 0.55 };
    // Rain over a lake the classifier barely makes out: grey clouds.
    const rain = signals({ labels: guesses(["lakeside", 0.07], ["croquet ball", 0.06]), sky: overcast });
    expect(describeSignals(rain)).toEqual({ description: "Grey clouds", category: "Weather" });
    // A dandelion before a grey-green lawn, half seen as a sloth; a pencil sharpener on a grey desk: no sky.
    const dandelion = signals({
      labels: guesses(["three-toed sloth", 0.3], ["hair slide", 0.08]),
      sky: overcast,
    });
    expect(describeSignals(dandelion).description).toBe("An everyday scene");
    const desk = signals({
      labels: guesses(["dial telephone", 0.2], ["pencil sharpener", 0.08]),
      sky: overcast,
    });
    expect(describeSignals(desk).description).toBe("An everyday scene");
  });

  it("says a landscape under a blue or grey sky as the landscape: the sky alone does not make it weather", () => {
    // A mountain with a church on it, the classifier half sure of an alpine mountain, under a clear sky.
    const sunny = { ...plainSky, blue: 1 };
    const mountain = [
      { index: index("alpine mountain"), score: 0.55 },
      { index: index("monastery"), score: 0.13 },
      { index: index("castle"), score: 0.08 },
    ];
    const church = describeSignals(signals({ labels: mountain, sky: sunny }));
    expect(church.description).toBe("An alpine mountain");
    expect(categorize(church.description)).toBe("Nature");
    // Unsure which landscape, sure it is one, under grey clouds: a landscape (the scene probe names the
    // weather of a weather photo).
    const valley = [
      { index: index("valley"), score: 0.3 },
      { index: index("lakeside"), score: 0.2 },
    ];
    const grey = describeSignals(signals({ labels: valley, sky: { ...plainSky, grey: 0.6 } }));
    expect(grey.description).toBe("A landscape");
    expect(categorize(grey.description)).toBe("Nature");
    // A recognised beach under a blue sky is a beach photo, not a weather photo.
    const beach = describeSignals(signals({ labels: [{ index: 978, score: 0.7 }], sky: sunny }));
    expect(beach.description).toBe("A seashore");
    expect(categorize(beach.description)).toBe("Nature");
  });

  it("files a landscape with the sun in its blue sky under Weather, and nothing else", () => {
    const sun = { ...plainSky, blue: 0.8, sun: 0.9 };
    // Even a cliff the classifier is sure of: with the sun in the frame, the sky is the subject.
    const cliff = describeSignals(signals({ labels: [{ index: index("cliff"), score: 0.9 }], sky: sun }));
    expect(cliff.description).toBe("A bright sun over a cliff");
    expect(categorize(cliff.description)).toBe("Weather");
    const unrecognised = describeSignals(signals({ labels: [{ index: 417, score: 0.1 }], sky: sun }));
    expect(unrecognised.description).toBe("A bright sun in a blue sky");
    expect(categorize(unrecognised.description)).toBe("Weather");
    // A recognised object, or people, stay the subject; a glint without blue sky around it is not the sun.
    expect(describeSignals(signals({ labels: [{ index: 207, score: 0.6 }], sky: sun })).category).toBe(
      "Animals",
    );
    expect(
      describeSignals(signals({ faces: [face()], labels: [{ index: 978, score: 0.8 }], sky: sun })).category,
    ).toBe("People");
    const glint = { ...sun, sun: 0.2 };
    expect(describeSignals(signals({ labels: [{ index: 975, score: 0.9 }], sky: glint })).description).toBe(
      "A lakeside",
    );
  });

  it("keeps a sunny beach a beach: the sun in its sky does not make it a weather photo", () => {
    const sun = { ...plainSky, blue: 0.8, sun: 0.9 };
    for (const phrase of ["seashore", "sandbar"]) {
      const beach = describeSignals(signals({ labels: [{ index: index(phrase), score: 0.9 }], sky: sun }));
      expect(beach.description).toBe(`A ${phrase}`);
      expect(categorize(beach.description)).toBe("Nature");
    }
  });

  it("makes an occasion the subject when the classifier sees one among its best guesses", () => {
    const pumpkin = { index: index("jack-o'-lantern"), score: 0.08 };
    const squash = { index: index("spaghetti squash"), score: 0.6 };
    const halloween = describeSignals(signals({ labels: [squash, pumpkin] }));
    // 8% sure of the lantern: the occasion is sure, the object is not.
    expect(halloween.description).toBe("A Halloween scene");
    expect(categorize(halloween.description)).toBe("Holiday");
    const withChildren = describeSignals(
      signals({ faces: [face({ age: 7 }), face({ age: 9 })], labels: [squash, pumpkin] }),
    );
    expect(withChildren.description).toBe("A Halloween scene with two children");
    const lantern = describeSignals(signals({ labels: [{ ...pumpkin, score: 0.7 }, squash] }));
    expect(lantern.description).toBe("A jack-o'-lantern");
    expect(categorize(withChildren.description)).toBe("Holiday");
    const stocking = { index: index("Christmas stocking"), score: 0.3 };
    expect(categorize(describeSignals(signals({ labels: [stocking] })).description)).toBe("Holiday");
    // A faint trace is no occasion: the squash stays the subject.
    const trace = describeSignals(signals({ labels: [squash, { ...pumpkin, score: 0.01 }] }));
    expect(trace.description).toBe("A spaghetti squash");
  });

  it("names every landscape but a beach under the sun in full, under Weather", () => {
    const sun = { ...plainSky, sun: 0.9 };
    IMAGENET_VOCABULARY.forEach(([phrase, category], i) => {
      if (category !== "Nature" || phrase === "seashore" || phrase === "sandbar") return;
      const { description } = describeSignals(signals({ labels: [{ index: i, score: 0.9 }], sky: sun }));
      expect(description).toBe(`A bright sun over ${withArticle(phrase)}`);
      expect(categorize(description)).toBe("Weather");
      expect(nameFromDescription(description).length).toBeLessThan(MAX_NAME_LENGTH);
    });
  });

  it("takes a face filling a photo of an animal the classifier is sure of for the animal's", () => {
    const cat = [{ index: index("Egyptian cat"), score: 0.85 }];
    const closeUp = describeSignals(signals({ faces: [face({ area: 0.6 })], labels: cat }));
    expect(closeUp.description).toBe("An Egyptian cat");
    expect(categorize(closeUp.description)).toBe("Animals");
    // A person with their cat, or a close-up portrait the classifier is unsure about, stays People.
    expect(describeSignals(signals({ faces: [face({ area: 0.1 })], labels: cat })).category).toBe("People");
    const unsure = [{ index: index("Egyptian cat"), score: 0.5 }];
    expect(describeSignals(signals({ faces: [face({ area: 0.6 })], labels: unsure })).category).toBe(
      "People",
    );
  });

  it("takes the unsure faces in a photo of a herd for the animals' heads, not for people", () => {
    // Galloping horses the classifier sees as hartebeest, camels and oxen; the face detector half-sees three
    // faces.
    const herd = [
      { index: index("hartebeest"), score: 0.51 },
      { index: index("Arabian camel"), score: 0.28 },
      { index: index("ox"), score: 0.07 },
    ];
    const heads = [face({ score: 0.65 }), face({ score: 0.59 }), face({ score: 0.55 })];
    const horses = describeSignals(signals({ faces: heads, labels: herd }));
    expect(horses.description).toBe("A hartebeest");
    expect(categorize(horses.description)).toBe("Animals");
    // A couple with their dog, the classifier less sure of an animal, stays two people with a dog.
    const dog = [
      { index: index("beagle"), score: 0.3 },
      { index: index("basset"), score: 0.24 },
    ];
    const couple = describeSignals(signals({ faces: heads.slice(0, 2), labels: dog }));
    expect(couple.description).toBe("Two people with a hound");
    expect(categorize(couple.description)).toBe("People");
    // A sure face is a person whatever else is in the photo.
    expect(describeSignals(signals({ faces: [face()], labels: herd })).category).toBe("People");
  });

  it("takes several unsure faces together for a group of people, and one alone for a pattern", () => {
    const daisy = [{ index: index("daisy"), score: 0.6 }];
    const unsure = face({ score: 0.6 });
    expect(describeSignals(signals({ faces: [unsure], labels: daisy })).description).toBe("A daisy");
    const group = describeSignals(signals({ faces: [unsure, unsure, face({ score: 0.55 })], labels: daisy }));
    expect(group.description).toBe("Three people with a daisy");
    expect(categorize(group.description)).toBe("People");
    expect(
      describeSignals(signals({ faces: [face({ score: 0.4 }), face({ score: 0.4 })] })).description,
    ).toBe("");
  });

  it("ignores tiny faces (background people, false detections)", () => {
    const result = describeSignals(
      signals({ faces: [face({ area: 0.0005 })], labels: [{ index: 985, score: 0.9 }] }),
    );
    expect(result.description).toBe("A daisy");
  });

  it("lets several classes of one category outvote a single stronger class", () => {
    const daisy = index("daisy");
    const bee = index("bee");
    const labels = [
      { index: bee, score: 0.4 },
      { index: daisy, score: 0.3 },
      { index: index("rose hip"), score: 0.2 },
    ];
    expect(categorize(describeSignals(signals({ labels })).description)).toBe("Plants");
  });

  it("says nothing when it recognised nothing", () => {
    expect(describeSignals(signals({})).description).toBe("");
  });
});

describe("phrases", () => {
  it("chooses the article by the first sound, and none for a plural-only noun", () => {
    expect(withArticle("owl")).toBe("an owl");
    expect(withArticle("dog")).toBe("a dog");
    expect(withArticle("unicycle")).toBe("a unicycle");
    expect(withArticle("European gallinule bird")).toBe("a European gallinule bird");
    expect(withArticle("ukulele")).toBe("a ukulele");
    expect(withArticle("umbrella")).toBe("an umbrella");
    expect(withArticle("upright piano")).toBe("an upright piano");
    expect(withArticle("hourglass")).toBe("an hourglass");
    expect(withArticle("binoculars")).toBe("binoculars");
    expect(withArticle("swimming trunks")).toBe("swimming trunks");
  });
  it("counts people in words", () => {
    expect(peoplePhrase([face({ gender: "unknown" })])).toBe("a person");
    expect(peoplePhrase([face(), face(), face()])).toBe("three people");
  });
});

describe("without the classifier (faces only)", () => {
  it("does not guess the weather from the sky alone", () => {
    expect(describeSignals(signals({ sky: { ...plainSky, grey: 0.9 } })).description).toBe("");
  });
});

/** A probe with one feature per scene: each scene is sure when its own feature is 1, unsure below 0.5. */
const probe: SceneProbe = {
  features: SCENES.length,
  scenes: SCENES.map((scene, i) => ({
    scene,
    bias: -10,
    weights: SCENES.map((_, j) => (j === i ? 20 : 0)),
  })),
};
const sceneFeatures = (scene: (typeof SCENES)[number], value = 1) =>
  SCENES.map((s) => (s === scene ? value : 0));
const CHRISTMAS = sceneFeatures("christmas");
const HALLOWEEN = sceneFeatures("halloween");
const BEACH = sceneFeatures("beach");
const FAMILY = sceneFeatures("family");
const RAIN = sceneFeatures("rain");
const UNSURE = sceneFeatures("christmas", 0.49);
const NO_PROBE: SceneProbe = { features: SCENES.length, scenes: [] };
const sceneEmbeddings = fc.array(fc.double({ min: 0, max: 6, noNaN: true }), {
  minLength: SCENES.length,
  maxLength: SCENES.length,
});
const scenePhoto = (embedding: number[] | null, overrides: Partial<ImageSignals> = {}) => ({
  ...signals(overrides),
  embedding,
});

describe("the scene probe", () => {
  it("names a scene only when it is sure of it, and the likeliest of several", () => {
    expect(sureScene(CHRISTMAS, probe)?.scene).toBe("christmas");
    expect(sureScene(UNSURE, probe)).toBeNull();
    const both = (christmas: number, halloween: number) =>
      SCENES.map((s) => (s === "christmas" ? christmas : s === "halloween" ? halloween : 0));
    expect(sureScene(both(1, 0.9), probe)?.scene).toBe("christmas");
    expect(sureScene(both(0.9, 1), probe)?.scene).toBe("halloween");
  });

  it("says nothing without the classifier's features or with features of another model", () => {
    expect(sureScene(null, probe)).toBeNull();
    expect(sureScene(undefined, probe)).toBeNull();
    expect(sceneProbabilities([1, 0], probe)).toEqual([]);
  });

  it("ships one set of weights per scene, for what the art probe reads: pooled features and style", () => {
    expect(SCENE_PROBE.scenes.map((s) => s.scene)).toEqual([...SCENES]);
    for (const { bias, weights } of SCENE_PROBE.scenes) {
      expect(weights).toHaveLength(SCENE_PROBE.features);
      expect([bias, ...weights].every(Number.isFinite)).toBe(true);
    }
    expect(SCENE_PROBE.features).toBe(ART_PROBE.features);
  });

  it("reads how the photo looks (the style statistics) when the probe was trained on them", () => {
    // Fairy lights: nothing in what the photo shows, everything in how it looks.
    const styleProbe: SceneProbe = {
      features: SCENES.length + 1,
      scenes: SCENES.map((scene) => ({
        scene,
        bias: -10,
        weights: [...SCENES.map(() => 0), scene === "christmas" ? 20 : 0],
      })),
    };
    const lights = { ...scenePhoto(SCENES.map(() => 0)), style: [1] };
    expect(describeSignals(lights, styleProbe).description).toBe("A Christmas tree");
    expect(describeSignals({ ...lights, style: [0] }, styleProbe).description).toBe("");
  });
});

describe("describeSignals with a sure scene", () => {
  it.each([
    [scenePhoto(CHRISTMAS), "A Christmas tree", "Holiday"],
    [
      scenePhoto(CHRISTMAS, { faces: [face(), face({ gender: "male" })] }),
      "Two people at a Christmas tree",
      "Holiday",
    ],
    [scenePhoto(HALLOWEEN), "A Halloween pumpkin", "Holiday"],
    [
      scenePhoto(HALLOWEEN, { faces: [face({ age: 7 }), face({ age: 9 })] }),
      "A Halloween scene with two children",
      "Holiday",
    ],
    [scenePhoto(BEACH), "A beach", "Travel"],
    [scenePhoto(BEACH, { faces: [face({ emotion: "happy" })] }), "A beach with a smiling woman", "Travel"],
    [scenePhoto(BEACH, { objects: [{ index: 0, score: 0.8, area: 0.05 }] }), "A person on a beach", "Travel"],
    [scenePhoto(FAMILY), "A family", "People"],
    [scenePhoto(FAMILY, { faces: [face(), face({ age: 6 })] }), "A family of two people", "People"],
    [scenePhoto(FAMILY, { faces: [face()] }), "A family", "People"],
    [scenePhoto(sceneFeatures("cloudy")), "Grey clouds", "Weather"],
    [scenePhoto(RAIN), "Rainy weather", "Weather"],
    [scenePhoto(sceneFeatures("sunshine")), "Bright sunshine", "Weather"],
    [scenePhoto(sceneFeatures("sunrise")), "A sunset", "Nature"],
  ])("%o is described as %s and filed under %s", (signals, description, category) => {
    const described = describeSignals(signals, probe);
    expect(described).toEqual({ description, category });
    expect(categorize(described.description)).toBe(category);
  });

  it("says a sunset over the landscape it names when the probe reads a sunset more likely than not", () => {
    const seashore = { labels: [{ index: index("seashore"), score: 0.75 }] };
    const sunset = describeSignals(scenePhoto(sceneFeatures("sunrise", 0.55), seashore), probe);
    expect(sunset).toEqual({ description: "A sunset over a seashore", category: "Nature" });
    expect(categorize(sunset.description)).toBe("Nature");
    // Below the floor of a name the probe says nothing: the seashore alone.
    expect(describeSignals(scenePhoto(sceneFeatures("sunrise", 0.45), seashore), probe).description).toBe(
      "A seashore",
    );
  });

  it.each([
    // Icebergs under a heavy sky, half seen as a volcano: the sky is what the probe is surer of.
    ["volcano", 0.55, "cloudy", "Grey clouds", "Weather"],
    // A street in the rain, a vehicle the classifier is barely sure of.
    ["streetcar", 0.6, "rain", "Rainy weather", "Weather"],
    // Overwater bungalows seen as a boathouse, on a beach the probe reads more surely.
    ["boathouse", 0.6, "beach", "A beach", "Travel"],
  ] as const)(
    "a %s the classifier is %d sure of, in a %s scene the probe reads more surely, is %s in %s",
    (thing, score, scene, description, category) => {
      const photo = scenePhoto(sceneFeatures(scene, 0.545), { labels: [{ index: index(thing), score }] });
      const described = describeSignals(photo, probe);
      expect(described).toEqual({ description, category });
      expect(categorize(described.description)).toBe(category);
    },
  );

  it("says a beach where the classifier sees a seashore and the probe a beach more likely than not: two models agree", () => {
    const seashore = { labels: [{ index: index("seashore"), score: 0.9 }] };
    const beach = describeSignals(scenePhoto(sceneFeatures("beach", 0.545), seashore), probe);
    expect(beach).toEqual({ description: "A beach", category: "Travel" });
    expect(categorize(beach.description)).toBe("Travel");
    // Below the floor of a name the probe says nothing: the seashore alone.
    expect(describeSignals(scenePhoto(sceneFeatures("beach", 0.45), seashore), probe).description).toBe(
      "A seashore",
    );
  });

  it("keeps the thing the classifier is surer of than the probe of the weather, and a sunny beach", () => {
    const fairlySure = (scene: (typeof SCENES)[number]) => sceneFeatures(scene, 0.545); // about 0.71
    const retriever = { labels: [{ index: index("golden retriever"), score: 0.75 }] };
    expect(describeSignals(scenePhoto(fairlySure("rain"), retriever), probe).description).toBe(
      "A golden retriever",
    );
    // The sun in a beach's sky does not make it a weather photo.
    const seashore = { labels: [{ index: index("seashore"), score: 0.6 }] };
    expect(describeSignals(scenePhoto(fairlySure("sunshine"), seashore), probe).description).toBe(
      "A seashore",
    );
    // An occasion is said as a thing that may not be there: over a named thing, only when the probe is sure.
    const geyser = { labels: [{ index: index("geyser"), score: 0.6 }] };
    expect(describeSignals(scenePhoto(fairlySure("christmas"), geyser), probe).description).toBe("A geyser");
  });

  it("leaves the photo to the other rules when the probe is unsure", () => {
    const people = { faces: [face(), face({ gender: "male" })] };
    expect(describeSignals(scenePhoto(UNSURE, people), probe).description).toBe("Two people");
    const retriever = { labels: [{ index: index("golden retriever"), score: 0.8 }] };
    expect(describeSignals(scenePhoto(UNSURE, retriever), probe).description).toBe("A golden retriever");
  });

  it("needs less certainty when the classifier recognised nothing: the scene replaces a guess", () => {
    const fairlySure = sceneFeatures("christmas", 0.545); // about 0.71
    const guess = { labels: [{ index: index("envelope"), score: 0.2 }] };
    expect(describeSignals(scenePhoto(fairlySure, guess), probe).description).toBe("A Christmas tree");
    const retriever = { labels: [{ index: index("golden retriever"), score: 0.8 }] };
    expect(describeSignals(scenePhoto(fairlySure, retriever), probe).description).toBe("A golden retriever");
    const unsure = sceneFeatures("christmas", 0.49); // about 0.45
    // Sure of neither the scene nor the envelope: nothing is named.
    expect(describeSignals(scenePhoto(unsure, guess), probe).description).toBe("An everyday scene");
  });

  it.each([
    // Sure only that the photo shows furniture (a bookcase or a fire screen): the occasion is the subject.
    [
      [
        { index: index("bookcase"), score: 0.3 },
        { index: index("fire screen"), score: 0.2 },
      ],
      "christmas",
      "A Christmas tree",
      "Holiday",
    ],
    // A plant the classifier cannot name, on a beach the probe is fairly sure of.
    [[{ index: index("buckeye"), score: 0.4 }], "beach", "A beach", "Travel"],
    // An unsure landscape under a sky the probe reads as cloudy.
    [[{ index: index("valley"), score: 0.45 }], "cloudy", "Grey clouds", "Weather"],
  ] as const)(
    "a scene more likely than not replaces a guess %#: %o, %s → %s",
    (labels, scene, description, category) => {
      const described = describeSignals(
        scenePhoto(sceneFeatures(scene, 0.545), { labels: [...labels] }),
        probe,
      );
      expect(described).toEqual({ description, category });
      expect(categorize(description)).toBe(category);
    },
  );

  it("names the occasion's emblem when the classifier half sees its object and the probe reads the occasion", () => {
    // A jack-o'-lantern among the classifier's guesses, unsure of it, and a probe fairly sure of Halloween:
    // the pumpkin both point at. The probe alone unsure: the occasion only.
    const lantern = { labels: [{ index: index("jack-o'-lantern"), score: 0.2 }] };
    const halloween = describeSignals(scenePhoto(sceneFeatures("halloween", 0.545), lantern), probe);
    expect(halloween).toEqual({ description: "A Halloween pumpkin", category: "Holiday" });
    expect(describeSignals(scenePhoto(UNSURE, lantern), probe).description).toBe("A Halloween scene");
    const stocking = { labels: [{ index: index("Christmas stocking"), score: 0.3 }] };
    const christmas = describeSignals(scenePhoto(sceneFeatures("christmas", 0.545), stocking), probe);
    expect(christmas).toEqual({ description: "A Christmas tree", category: "Holiday" });
    // A probe reading another occasion does not make the stocking a pumpkin.
    const other = describeSignals(scenePhoto(sceneFeatures("halloween", 0.545), stocking), probe);
    expect(other.description).toBe("A Christmas scene");
    // With people in it, the people are what the photo is about, not a tree or a pumpkin.
    const children = [face({ age: 7 }), face({ age: 9 })];
    const party = describeSignals(
      scenePhoto(sceneFeatures("halloween", 0.545), { ...lantern, faces: children }),
      probe,
    );
    expect(party.description).toBe("A Halloween scene with two children");
  });

  it("says a Christmas scene with the people in it when it is fairly sure of the occasion", () => {
    const people = {
      faces: [face(), face({ gender: "male" })],
      labels: [{ index: index("envelope"), score: 0.2 }],
    };
    const described = describeSignals(scenePhoto(sceneFeatures("christmas", 0.545), people), probe);
    expect(described).toEqual({ description: "A Christmas scene with two people", category: "Holiday" });
    expect(categorize(described.description)).toBe("Holiday");
  });

  it("never names a scene below the floor of a name, whatever the classifier saw", () => {
    fc.assert(
      fc.property(
        sceneEmbeddings,
        fc.integer({ min: 0, max: 999 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (embedding, label, score) => {
          const signals = scenePhoto(embedding, { labels: [{ index: label, score }] });
          const likely = sceneProbabilities(embedding, probe).some(
            (g) => g.probability >= DESCRIBE_TUNING.unsureSceneCertainty,
          );
          if (!likely) expect(describeSignals(signals, probe)).toEqual(describeSignals(signals, NO_PROBE));
        },
      ),
    );
  });

  it("leaves a photo with people to the people when the probe only sees the weather", () => {
    const people = { faces: [face(), face({ gender: "male" })] };
    expect(describeSignals(scenePhoto(RAIN, people), probe).description).toBe("Two people");
  });

  it("keeps a jack-o'-lantern the classifier sees as the subject", () => {
    const lantern = { labels: [{ index: index("jack-o'-lantern"), score: 0.6 }] };
    expect(describeSignals(scenePhoto(CHRISTMAS, lantern), probe).description).toBe("A jack-o'-lantern");
  });

  it("never invents an occasion or a setting: below certainty, or below the classifier's own for the weather and the beach (but on a shore it sees), the description is the one without a probe", () => {
    fc.assert(
      fc.property(
        sceneEmbeddings,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 999 }),
        (embedding, faces, label) => {
          const signals = scenePhoto(embedding, {
            faces: Array.from({ length: faces }, () => face()),
            labels: [{ index: label, score: 0.7 }],
          });
          const shore = [index("seashore"), index("sandbar")].includes(label);
          const sure = sceneProbabilities(embedding, probe).some(
            (g) =>
              g.probability >= SCENE_CERTAINTY ||
              (["beach", "cloudy", "rain", "sunshine"].includes(g.scene) && g.probability > 0.7) ||
              (g.scene === "beach" && shore && g.probability >= DESCRIBE_TUNING.unsureSceneCertainty),
          );
          if (!sure) expect(describeSignals(signals, probe)).toEqual(describeSignals(signals, NO_PROBE));
        },
      ),
    );
  });
});

describe("plants the classifier half sees as several plants", () => {
  it.each([
    [
      "a rose close-up, half seen as a bee, a daisy and a rose hip",
      signals({ labels: guesses(["bee", 0.25], ["daisy", 0.15], ["rose hip", 0.12]) }),
    ],
    [
      "tulips in a warm evening light, half seen as a flowerpot and a daisy (not a sunset sky)",
      signals({ labels: guesses(["flowerpot", 0.16], ["daisy", 0.15]), sky: { ...plainSky, warm: 0.6 } }),
    ],
    [
      "a dandelion in dark grass, half seen as a daisy, a rope knot and a rose hip (not a dark scene)",
      signals({
        labels: guesses(["daisy", 0.19], ["rope knot", 0.1], ["rose hip", 0.08]),
        sky: { ...plainSky, overallBrightness: 0.1 },
      }),
    ],
  ])("%s is a plant", (_photo, input) => {
    expect(describeSignals(input)).toEqual({ description: "A plant", category: "Plants" });
  });

  it.each([
    [
      "one unsure guess at a daisy beside a spider",
      signals({ labels: guesses(["daisy", 0.29], ["barn spider", 0.13]) }),
      "An everyday scene",
    ],
    [
      "two weak plant guesses beside a surer butterfly",
      signals({ labels: guesses(["cabbage butterfly", 0.3], ["daisy", 0.1], ["cardoon", 0.1]) }),
      "An everyday scene",
    ],
    [
      "a conch the classifier is sure of, with plants half seen beside it",
      signals({ labels: guesses(["conch", 0.55], ["daisy", 0.2], ["rose hip", 0.2]) }),
      "A conch",
    ],
  ])("invents no plant in %s: %j", (_photo, input, description) => {
    expect(describeSignals(input).description).toBe(description);
  });
});

describe("buildings the classifier half sees in several folders", () => {
  it.each([
    [
      "a market hall, half seen as a toy shop, a grocery store and a sweet shop (not a toy)",
      signals({ labels: guesses(["toy shop", 0.42], ["grocery store", 0.32], ["sweet shop", 0.09]) }),
    ],
    [
      "a house with bunting, half seen as a monastery, a prison, a seashore, a palace and a mobile home",
      signals({
        labels: guesses(
          ["monastery", 0.15],
          ["prison", 0.11],
          ["seashore", 0.08],
          ["palace", 0.06],
          ["mobile home", 0.05],
        ),
      }),
    ],
  ])("%s is a building", (_photo, input) => {
    expect(describeSignals(input)).toEqual({ description: "A building", category: "Architecture" });
  });

  it.each([
    [
      "a chapel half seen as a schooner, a church and a radio telescope",
      signals({ labels: guesses(["schooner", 0.28], ["church", 0.2], ["radio telescope", 0.18]) }),
      "An everyday scene",
    ],
    [
      "a wall of bookshelves, seen more as a bookcase and screens than as a library",
      signals({
        labels: guesses(
          ["library", 0.4],
          ["bookcase", 0.37],
          ["window screen", 0.06],
          ["shoji screen", 0.06],
        ),
      }),
      "Furniture",
    ],
    [
      "a church the classifier is sure of",
      signals({ labels: guesses(["church", 0.6], ["monastery", 0.2]) }),
      "A church",
    ],
  ])("says no building of %s: %j", (_photo, input, description) => {
    expect(describeSignals(input).description).toBe(description);
  });

  it("says a building only where its buildings together are a recognised subject", () => {
    const buildings = ["church", "palace", "toy shop", "grocery store", "cinema", "prison"];
    const others = ["schooner", "bookcase", "seashore", "padlock", "tabby"];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom(...buildings, ...others), fc.double({ min: 0, max: 0.3, noNaN: true })),
          {
            minLength: 1,
            maxLength: 5,
          },
        ),
        (pairs) => {
          const { description } = describeSignals(signals({ labels: guesses(...pairs) }));
          const together = pairs
            .filter(([phrase]) => buildings.includes(phrase))
            .reduce((sum, [, score]) => sum + score, 0);
          if (description === "A building")
            expect(together).toBeGreaterThanOrEqual(DESCRIBE_TUNING.subjectConfidence);
        },
      ),
    );
  });
});

describe("honest names: only what the describer is sure of", () => {
  const dogs = (corgi: number, beagle: number) => [
    { index: index("Cardigan corgi"), score: corgi },
    { index: index("beagle"), score: beagle },
  ];

  it.each([
    [signals({ labels: dogs(0.7, 0.1) }), "A Cardigan corgi", "Animals"],
    // Unsure which dog, sure it is a dog.
    [signals({ labels: dogs(0.3, 0.25) }), "A dog", "Animals"],
    // Unsure of the kind of thing, sure of the category: its plain noun.
    [
      signals({
        labels: [
          { index: index("throne"), score: 0.3 },
          { index: index("cannon"), score: 0.1 },
        ],
      }),
      "An antique",
      "Historical",
    ],
    // A palace, a church or a monastery is a building wherever it stands: Architecture, not history.
    [signals({ labels: [{ index: index("palace"), score: 0.9 }] }), "A palace", "Architecture"],
    [
      signals({
        labels: [
          { index: index("monastery"), score: 0.45 },
          { index: index("church"), score: 0.4 },
        ],
      }),
      "A building",
      "Architecture",
    ],
    [signals({ labels: [{ index: index("miniskirt"), score: 0.45 }] }), "Clothing", "Fashion"],
    // Sure of nothing: what is sure of the light, or nothing at all.
    [
      signals({
        labels: guesses(["centipede", 0.2], ["seashore", 0.1]),
        sky: { ...plainSky, warm: 0.6 },
      }),
      "An orange sunset sky",
      "Nature",
    ],
    // A warm light with no land seen under it is no sunset sky: an orange rose, a candle, a harp.
    [
      signals({ labels: guesses(["centipede", 0.2]), sky: { ...plainSky, warm: 0.6 } }),
      "An everyday scene",
      "Unsorted",
    ],
    [signals({ labels: [{ index: index("centipede"), score: 0.2 }] }), "An everyday scene", "Unsorted"],
    [
      signals({
        labels: [{ index: index("centipede"), score: 0.2 }],
        sky: { ...plainSky, overallBrightness: 0.1 },
      }),
      "A dark scene",
      "Unsorted",
    ],
    [
      signals({
        labels: [{ index: index("centipede"), score: 0.2 }],
        sky: { ...plainSky, overallBrightness: 0.9 },
      }),
      "A bright scene",
      "Unsorted",
    ],
    // The people, and a thing with them only when sure of it.
    [signals({ faces: [face()], labels: [{ index: index("violin"), score: 0.35 }] }), "A woman", "People"],
  ])("%#: says %j as %s", (input, description, category) => {
    const result = describeSignals(input);
    expect(result.description).toBe(description);
    expect(categorize(description)).toBe(category);
  });

  it("files each category's plain noun under that category", () => {
    for (const [category, noun] of Object.entries(CATEGORY_NOUNS)) {
      const sentence = noun.charAt(0).toUpperCase() + noun.slice(1);
      expect(categorize(sentence)).toBe(category);
    }
  });

  it("names a kind only when the guesses that share it are together sure of it", () => {
    expect(sureName(dogs(0.3, 0.25), dogs(0.3, 0.25)[0] as LabelScore)).toBe("dog");
    expect(sureName(dogs(0.3, 0.1), dogs(0.3, 0.1)[0] as LabelScore)).toBeNull();
    fc.assert(
      fc.property(fc.float({ min: 0, max: Math.fround(0.49), noNaN: true }), (score) => {
        const label = { index: index("centipede"), score };
        return sureName([label], label) === null;
      }),
    );
  });
});

describe("artworks", () => {
  // A probe on one feature: the photo is an artwork when its first feature is high.
  const art: ArtProbe = { features: 3, bias: -5, weights: [10, 0, 0] };
  const artwork = (overrides: Partial<ImageSignals> = {}) => ({
    ...signals(overrides),
    embedding: [1, 0, 0],
  });

  it.each([
    [artwork(), "A painting"],
    [artwork({ faces: [face()] }), "A painting of a woman"],
    [artwork({ faces: [face(), face({ gender: "male" })] }), "A painting of two people"],
    [artwork({ labels: [{ index: index("valley"), score: 0.5 }] }), "A painting of a valley"],
    // In a painting the classifier's objects are mostly wrong: a portrait reads as a mask.
    [artwork({ labels: [{ index: index("carnival mask"), score: 0.95 }] }), "A painting"],
    // ... or a comic book: the classifier reads a print or a portrait as one.
    [artwork({ labels: [{ index: index("comic book"), score: 0.96 }] }), "A painting"],
    // A jack-o'-lantern it is unsure of in a painting is still a painting.
    [artwork({ labels: [{ index: index("jack-o'-lantern"), score: 0.6 }] }), "A painting"],
  ])("%#: files %j under Art", (input, description) => {
    const result = describeSignals(input, probe, art);
    expect(result.description).toBe(description);
    expect(categorize(result.description)).toBe("Art");
  });

  it("reads how the photo is made, after what it shows: the style statistics follow the pooled features", () => {
    // Pooled features [what, what], style statistics [brush, grain]: only brush strokes make it an artwork.
    const byStyle: ArtProbe = { features: 4, bias: -5, weights: [0, 0, 10, 0] };
    const made = (style: number[]) => ({ ...signals({}), embedding: [1, 1], style });
    expect(describeSignals(made([1, 0]), probe, byStyle).description).toBe("A painting");
    expect(describeSignals(made([0, 1]), probe, byStyle).category).not.toBe("Art");
    expect(artFeatures([1, 2], [3])).toEqual([1, 2, 3]);
  });

  it("says an artwork, not a painting, on white paper or a grey ground: it may be a drawing or a print", () => {
    const paper = { ...plainSky, grey: 0.9, brightness: 0.9 };
    expect(describeSignals(artwork({ sky: paper }), probe, art).description).toBe("An artwork");
    const portrait = artwork({ sky: paper, faces: [face()] });
    expect(describeSignals(portrait, probe, art)).toEqual({
      description: "An artwork of a woman",
      category: "Art",
    });
  });

  it("names a daisy the classifier is all but certain of as a daisy, whatever the art probe says", () => {
    const daisy = artwork({ labels: [{ index: index("daisy"), score: 0.99 }] });
    expect(describeSignals(daisy, probe, art)).toEqual({ description: "A daisy", category: "Plants" });
  });

  it("says what a photo shows when the classifier is sure of a real thing: an organ or a shark is no painting", () => {
    // A cathedral organ in the dark, a great white shark seen from below: the art probe reads their light
    // and texture as brushwork, the classifier is sure of what they are.
    const organ = artwork({ labels: [{ index: index("organ"), score: 0.8 }] });
    expect(describeSignals(organ, probe, art).description).toBe("An organ");
    const shark = artwork({ labels: [{ index: index("great white shark"), score: 0.9 }] });
    expect(describeSignals(shark, probe, art)).toEqual({
      description: "A great white shark",
      category: "Marine Life",
    });
    // A drawn jack-o'-lantern the classifier is sure of goes with the Halloween photos.
    const lantern = artwork({ labels: [{ index: index("jack-o'-lantern"), score: 0.94 }] });
    expect(describeSignals(lantern, probe, art)).toEqual({
      description: "A jack-o'-lantern",
      category: "Holiday",
    });
  });

  it("keeps an artwork the classifier reads as a picture or a mask an artwork, sure or not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("comic book", "jigsaw puzzle", "book jacket", "carnival mask"),
        fc.float({ min: Math.fround(0.5), max: Math.fround(0.97), noNaN: true }),
        (picture, score) => {
          const painted = artwork({ labels: [{ index: index(picture), score }] });
          return describeSignals(painted, probe, art).category === "Art";
        },
      ),
    );
  });

  it("names a flower the classifier is more sure of than not as the flower: a close-up is not brushwork", () => {
    fc.assert(
      fc.property(fc.float({ min: Math.fround(0.5), max: Math.fround(0.97), noNaN: true }), (score) => {
        const sunflower = artwork({ labels: [{ index: index("daisy"), score }] });
        const said = describeSignals(sunflower, probe, art);
        return said.description === "A daisy" && categorize(said.description) === "Plants";
      }),
    );
    // Less sure of the flower, or sure of an animal, it stays a painting ("A painting of a flamingo" is Art).
    const unsure = artwork({ labels: [{ index: index("daisy"), score: 0.4 }] });
    expect(describeSignals(unsure, probe, art).category).toBe("Art");
    const flamingo = artwork({ labels: [{ index: index("flamingo"), score: 0.7 }] });
    expect(describeSignals(flamingo, probe, art).category).toBe("Art");
  });

  it("calls a sunflower field half seen as several plants, together more likely than not, a plant", () => {
    const field = artwork({
      labels: guesses(["rose hip", 0.26], ["yellow slipper orchid", 0.19], ["greenhouse", 0.11]),
    });
    expect(describeSignals(field, probe, art)).toEqual({ description: "A plant", category: "Plants" });
    // Plants together less sure than not: a painted bouquet stays a painting.
    const bouquet = artwork({ labels: guesses(["rose hip", 0.26], ["vase", 0.3], ["daisy", 0.2]) });
    expect(describeSignals(bouquet, probe, art)).toEqual({ description: "A painting", category: "Art" });
  });

  it("calls a photo it is sure of nothing else in an artwork from more likely than not", () => {
    // The probe 0.62 sure (under its full certainty), the classifier sure of no thing: a painting is what
    // the photo most likely is, as a scene is said from the floor of a name where no thing is named.
    const halfSure = (labels: LabelScore[]) => ({ ...signals({ labels }), embedding: [0.55, 0, 0] });
    expect(artProbability([0.55, 0, 0], art)).toBeLessThan(ART_CERTAINTY);
    const unsure = halfSure(guesses(["centipede", 0.1], ["harp", 0.08]));
    expect(describeSignals(unsure, probe, art)).toEqual({ description: "A painting", category: "Art" });
    // Sure of a thing, or of a category, it says that: the probe is heard over them only from its certainty.
    const valley = halfSure(guesses(["valley", 0.9]));
    expect(describeSignals(valley, probe, art).description).toBe("A valley");
    const clothes = halfSure(guesses(["jersey shirt", 0.25], ["sweatshirt", 0.15]));
    expect(describeSignals(clothes, probe, art).description).toBe("Clothing");
    // Less sure than not of a painting, nothing is named.
    const plain = { ...unsure, embedding: [0.45, 0, 0] };
    expect(describeSignals(plain, probe, art)).toEqual({
      description: "An everyday scene",
      category: "Unsorted",
    });
  });

  it("leaves a photo of the real thing to the other rules", () => {
    const photo = { ...signals({ labels: [{ index: index("valley"), score: 0.9 }] }), embedding: [0, 0, 0] };
    expect(describeSignals(photo, probe, art).description).toBe("A valley");
    expect(artProbability([0, 0, 0], art)).toBeLessThan(ART_CERTAINTY);
    expect(artProbability([1, 0], art)).toBe(0);
  });
});
