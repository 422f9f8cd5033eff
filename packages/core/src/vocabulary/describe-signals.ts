/**
 * Turns what the local models saw into one English sentence naming the main subject first, e.g.
 * "A golden retriever", "A smiling woman with a violin", "A seashore at sunset", "Grey clouds".
 * The category it is meant to land in is returned beside it so tests can check that `categorize` agrees.
 * Every rule names only what the models are sure of (`DESCRIBE_TUNING`); how each was measured, held out,
 * is in decision records 017, 028, 029 and 035.
 */
import { categorize } from "../catalogue/categorize.ts";
import { COOKWARE, GEAR_OF } from "../catalogue/sentence-rules.ts";
import { ART_CERTAINTY, type ArtProbe, artFeatures, artProbability } from "./art-probe.ts";
import { ART_PROBE } from "./art-probe-weights.generated.ts";
import { artworkPhrase, realThing } from "./artwork-phrase.ts";
import { CATEGORY_NOUNS } from "./category-nouns.ts";
import { type CategoryVote, classOf, phraseOf, sureName, voteCategories } from "./classifier-guesses.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { buildingPhrase, livingPlant, plantPhrase } from "./guesses-together.ts";
import { IMAGENET_VOCABULARY } from "./imagenet-vocabulary.ts";
import { beachPhrase, objectsPhrase } from "./objects-phrase.ts";
import { capitalise, peoplePhrase, withArticle } from "./phrases.ts";
import type { SceneGuess, SceneName, SceneProbe } from "./scene-probe.ts";
import { SCENE_PROBE } from "./scene-probe-weights.generated.ts";
import {
  BEACH_CLASSES,
  describedScene,
  OVERCAST,
  probeReads,
  SCENE_CATEGORY,
  scenePhrase,
} from "./scene-reading.ts";
import type { FaceSignal, ImageSignals, SignalDescription } from "./signals.ts";

/** Classes that show an occasion by themselves, whatever else is in the photo. */
const OCCASION_CLASSES = new Set(["jack-o'-lantern", "Christmas stocking"].map(classOf));
/** The occasion an occasion class shows, said when the classifier is not sure of the object itself. */
const OCCASION_SCENES: Record<number, string> = {
  [classOf("jack-o'-lantern")]: "a Halloween scene",
  [classOf("Christmas stocking")]: "a Christmas scene",
};
/** The probe's scene of the occasion an occasion class shows. */
const OCCASION_SCENE_NAMES: Record<number, SceneName> = {
  [classOf("jack-o'-lantern")]: "halloween",
  [classOf("Christmas stocking")]: "christmas",
};

/** ImageNet's people (WordNet's persons among its classes): who is in the photo, not what they are with. */
const PERSON_CLASSES = new Set(["bridegroom", "scuba diver", "baseball player"].map(classOf));

/** The faces that are people: sure ones, or a group of less sure ones. */
function peopleOf(found: readonly FaceSignal[], top: CategoryVote | undefined): FaceSignal[] {
  const tuning = DESCRIBE_TUNING;
  // Blazeface takes some pet close-ups for a face: a "face" filling much of a photo the classifier is sure
  // shows an animal is the animal's.
  const animalCloseUp = top?.category === "Animals" && top.score >= tuning.animalCloseUp;
  const faces = found.filter(
    (f) => f.area >= tuning.minFaceArea && !(animalCloseUp && f.area >= tuning.petFaceArea),
  );
  // One unsure face is often a pattern; several together are a group of people, except in a photo the
  // classifier is sure shows an animal: there they are the animals' heads (a herd, a boar's snout).
  const sure = faces.filter((f) => f.score >= tuning.faceScore);
  const group = faces.filter((f) => f.score >= tuning.groupFaceScore);
  return group.length >= tuning.groupSize && !animalCloseUp ? group : sure;
}

/**
 * Whether the object detector can add anything: only where neither the faces nor the classifier name a thing
 * (the photos the describer would otherwise say plainly: "An everyday scene", "Grey clouds", "Furniture"),
 * and on a beach with nobody the faces show, where it names the people, umbrellas and chairs on it; the
 * analyzer runs it on those alone.
 */
export function wantsObjects(
  signals: Pick<ImageSignals, "faces" | "labels" | "style"> & { embedding?: readonly number[] | null },
  probe: SceneProbe = SCENE_PROBE,
): boolean {
  const top = voteCategories(signals.labels)[0];
  if (peopleOf(signals.faces, top).length > 0) return false;
  return (
    top === undefined ||
    sureName(signals.labels, top.best) === null ||
    onBeach(signals, top, describedScene(signals, probe))
  );
}

/**
 * Whether the photo is of a beach with nobody the faces show: the probe's beach, or the classifier's sure
 * seashore or sandbar. The people and the beach umbrellas and chairs on it are then what the photo shows.
 */
function onBeach(
  signals: Pick<ImageSignals, "labels">,
  top: CategoryVote | undefined,
  scene: SceneGuess | null,
): boolean {
  if (scene) return scene.scene === "beach";
  return (
    top !== undefined && BEACH_CLASSES.has(top.best.index) && sureName(signals.labels, top.best) !== null
  );
}

/**
 * `signals.embedding` (the classifier's pooled features) feeds the scene and art probes; `probe` and `art`
 * are the shipped ones except when the evaluation measures probes trained without the photos it scores.
 */
export function describeSignals(
  signals: ImageSignals & { embedding?: readonly number[] | null },
  probe: SceneProbe = SCENE_PROBE,
  art: ArtProbe = ART_PROBE,
): SignalDescription {
  const tuning = DESCRIBE_TUNING;
  const votes = voteCategories(signals.labels);
  const top = votes[0];
  const people = peopleOf(signals.faces, top);

  // A painting, drawing, print, mural or sculpture is Art whatever it shows; it says what it shows only in
  // words it is sure of (the classifier's classes are those of real things: a portrait reads as a mask).
  const real = realThing(signals.labels[0]) || livingPlant(signals.labels);
  // How likely an artwork the photo is, read once: heard here from full certainty, at the end from 0.5.
  const artwork = real ? 0 : artProbability(artFeatures(signals.embedding, signals.style), art);
  if (artwork >= ART_CERTAINTY) {
    return { description: capitalise(artworkPhrase(signals, people, probe)), category: "Art" };
  }
  // A jack-o'-lantern is Halloween even as the classifier's fifth guess: it is what the photo is about,
  // and the people in it come second.
  const occasion = signals.labels
    .slice(0, tuning.occasionLabels)
    .find((label) => OCCASION_CLASSES.has(label.index) && label.score >= tuning.occasionCue);
  const scene = describedScene(signals, probe);
  if (occasion) {
    const withPeople = people.length > 0 ? ` with ${peoplePhrase(people)}` : "";
    const sure = occasion.score >= tuning.nameConfidence;
    // Unsure of the object, but the probe reads the same occasion: what the probe says of it.
    const agreed = !sure && scene && scene.scene === OCCASION_SCENE_NAMES[occasion.index];
    const said = agreed ? scenePhrase(scene, people) : null;
    if (said) return { description: capitalise(said), category: "Holiday" };
    // Sure of the object, it names it; else only the occasion it shows ("A Halloween scene").
    const what = sure ? withArticle(phraseOf(occasion)) : (OCCASION_SCENES[occasion.index] ?? "");
    return { description: capitalise(`${what}${withPeople}`), category: "Holiday" };
  }
  // What the detector is sure of on a beach: the VLM names the people, the umbrellas and the chairs on it,
  // not the beach. Other things (a boat, a surfboard, a dog) would file a beach photo elsewhere: not said.
  const onTheBeach =
    people.length === 0 && signals.objects && onBeach(signals, top, scene)
      ? beachPhrase(signals.objects)
      : null;
  if (onTheBeach) return { description: capitalise(onTheBeach), category: SCENE_CATEGORY.beach };
  // An occasion or setting no ImageNet class names (a decorated tree, a beach), when the probe is sure of it.
  const said = scene && scenePhrase(scene, people);
  if (scene && said) return { description: capitalise(said), category: SCENE_CATEGORY[scene.scene] };
  if (people.length > 0 && top && top.best.score >= tuning.objectOverFaces) {
    // A costume, an instrument, an umbrella, a product held up: the photo is about the object. People say
    // who first ("A woman with a bassoon", "Two people with an umbrella"), and so does the sentence wherever
    // it still files the photo under the object's category; elsewhere the object comes first, or the people
    // would take the photo ("A feather boa with a man" is Fashion, "A man with a feather boa" People). A
    // person the classifier names (a bridegroom, a scuba diver) is one of the people: named first.
    const object = withArticle(phraseOf(top.best));
    const who = peoplePhrase(people);
    const peopleFirst = `${who} with ${object}`;
    const description =
      !PERSON_CLASSES.has(top.best.index) && categorize(peopleFirst) === top.category
        ? peopleFirst
        : `${object} with ${who}`;
    return { description: capitalise(description), category: top.category };
  }
  if (people.length > 0) {
    const subject = peoplePhrase(people);
    const context = votes.find((v) => v.category !== "Fashion" && v.score >= tuning.contextConfidence);
    const thing = context && sureName(signals.labels, context.best);
    const withWhat = thing ? ` with ${withArticle(thing)}` : "";
    // The gear of an activity in their hands is what they do ("A man with a canoe paddle"; categorize.ts).
    const gear = thing && COOKWARE.has(thing.toLowerCase()) ? "Food" : context?.category;
    const doing = thing && gear && GEAR_OF.has(gear) ? gear : "People";
    return { description: capitalise(`${subject}${withWhat}`), category: doing };
  }

  // Only when the classifier ran and recognised nothing; without it (faces only) nothing is said.
  const classified = signals.labels.length > 0;
  const recognised = top !== undefined && top.score >= tuning.subjectConfidence;
  const landscape = top?.category === "Nature";
  // What the classifier is sure the photo shows; null when it is sure of no thing.
  const name = top ? sureName(signals.labels, top.best) : null;
  // Nothing named yet: a plant the classifier half sees as several plants, before the objects, the sky and
  // the light (a rose is no sunset sky, a dandelion in the grass no everyday scene).
  const plant = name === null ? plantPhrase(signals.labels) : null;
  if (plant) return { description: capitalise(plant), category: "Plants" };
  // Nothing named yet: what the object detector is sure of, before the sky and the light.
  const found = name === null && signals.objects ? objectsPhrase(signals.objects, signals.labels) : null;
  if (found) return found;
  // An overcast or warm upper third is a sky only where the classifier sees some land under it: without a
  // landscape among its best guesses it is a grey wall, a shop, a grey-green lawn behind a flower, an orange
  // rose, a candle's glow.
  const seesLand = signals.labels
    .slice(0, tuning.votingLabels)
    .some((label) => IMAGENET_VOCABULARY[label.index]?.[1] === "Nature");
  // A sunny beach is a beach: the sun in its sky does not make it a weather photo.
  const beach = top !== undefined && BEACH_CLASSES.has(top.best.index);
  if (classified && signals.sky.sun >= tuning.sunInSky && (landscape || !recognised) && !beach) {
    // The sun itself is in the frame: the photo is of the sunny sky, whatever the landscape under it.
    // Short enough that the file name keeps every word (names are cut at 40 characters).
    // The sky first: it is what the photo is about, and the sentence reads so without a rule for it.
    const description =
      landscape && name ? `a bright sun over ${withArticle(name)}` : "a bright sun in a blue sky";
    return { description: capitalise(description), category: "Weather" };
  }
  if (
    classified &&
    !recognised &&
    seesLand &&
    signals.sky.grey >= tuning.overcastShare &&
    signals.sky.brightness < tuning.whiteBackground
  ) {
    return { description: capitalise(OVERCAST), category: "Weather" };
  }
  if (!top) return { description: "", category: "Unsorted" };

  if (signals.sky.warm >= tuning.sunsetShare && (landscape || (!recognised && seesLand))) {
    return {
      description: name && landscape ? capitalise(`${withArticle(name)} at sunset`) : "An orange sunset sky",
      category: "Nature",
    };
  }
  // A landscape under a sky the probe reads as a sunrise or sunset more likely than not, warm or not in
  // the upper third: the sunset is what the photo is of, over the land the classifier names.
  if (name && landscape && probeReads(signals, probe, "sunrise"))
    return { description: capitalise(`a sunset over ${withArticle(name)}`), category: "Nature" };
  if (name) return { description: capitalise(withArticle(name)), category: top.category };
  // Sure of no thing: buildings it half sees in several folders at once, when together they outweigh its
  // best category.
  const building = buildingPhrase(signals.labels, top);
  if (building) return { description: capitalise(building), category: "Architecture" };
  // Sure of the category but of no thing in it: the category's plain noun ("A building").
  const plain = recognised ? CATEGORY_NOUNS[top.category] : undefined;
  if (plain) return { description: capitalise(plain), category: top.category };
  // Sure of nothing else, not even a category: an artwork more likely than not is the likeliest reading, as
  // a scene is from the floor of a name where no thing is named (`unsureSceneCertainty`).
  if (artwork >= tuning.nameConfidence)
    return { description: capitalise(artworkPhrase(signals, people, probe)), category: "Art" };
  return plainScene(signals);
}

/**
 * A photo the describer is sure of nothing in: said plainly, by its light, and filed Unsorted (an empty
 * sentence would be an analysis that failed).
 */
function plainScene(signals: ImageSignals): SignalDescription {
  const light = signals.sky.overallBrightness;
  const description =
    light < DESCRIBE_TUNING.darkScene
      ? "A dark scene"
      : light >= DESCRIBE_TUNING.brightScene
        ? "A bright scene"
        : "An everyday scene";
  return { description, category: "Unsorted" };
}
