/** What the object detector is sure of, counted and said as people say it. */
import { kindsOf, phraseOf } from "./classifier-guesses.ts";
import { COCO_VOCABULARY } from "./coco-vocabulary.ts";
import { DESCRIBE_TUNING } from "./describe-tuning.ts";
import { capitalise, NUMBER_WORDS, withArticle } from "./phrases.ts";
import type { LabelScore, ObjectSignal, SignalDescription } from "./signals.ts";

const PERSON = 0;
/** Things one puts people, pets and things on: said as where the rest is ("on a sofa"). */
const PLACES = new Set(
  ["bench", "sofa", "bed", "table"].map((one) => COCO_VOCABULARY.findIndex(([o]) => o === one)),
);

/** "a dog", "two dogs", "many cars"; "a person", "three people", "a group of people". */
function countPhrase(index: number, count: number): string {
  const [one, several] = COCO_VOCABULARY[index] ?? ["object", "objects"];
  if (count === 1) return withArticle(one);
  if (count < NUMBER_WORDS.length) return `${NUMBER_WORDS[count]} ${several}`;
  return index === PERSON ? "a group of people" : `many ${several}`;
}

/**
 * Whether one of the classifier's best guesses is the found thing or a kind of it (a Labrador for a dog, an
 * Egyptian cat for a cat): two models that see the photo differently agree on what it shows.
 */
function classifierAgrees(index: number, labels: readonly LabelScore[]): boolean {
  const noun = COCO_VOCABULARY[index]?.[0];
  return (
    noun !== undefined &&
    labels
      .slice(0, DESCRIBE_TUNING.votingLabels)
      .some((label) => phraseOf(label) === noun || kindsOf(label).includes(noun))
  );
}

/**
 * What the object detector is sure of, said as people say it: the people first, then an animal with them,
 * then where they are ("Two people and a dog on a sofa", "A laptop on a table", "Three sheep"); null when it
 * is sure of nothing. Each kind of thing is counted; other things are left out rather than listed.
 */
export function objectsPhrase(
  objects: readonly ObjectSignal[],
  labels: readonly LabelScore[] = [],
): SignalDescription | null {
  const counts = new Map<number, number>();
  for (const o of objects) {
    const floor =
      o.index === PERSON || classifierAgrees(o.index, labels)
        ? DESCRIBE_TUNING.objectConfidence
        : DESCRIBE_TUNING.thingConfidence;
    if (o.score >= floor && o.area >= DESCRIBE_TUNING.minObjectArea)
      counts.set(o.index, (counts.get(o.index) ?? 0) + 1);
  }
  // Best first, as the detector gives them.
  const kinds = [...counts.keys()];
  const people = counts.get(PERSON) ?? 0;
  const place = kinds.find((k) => PLACES.has(k));
  const things = kinds.filter((k) => k !== PERSON && !PLACES.has(k));
  const animal = things.find((k) => COCO_VOCABULARY[k]?.[2] === "Animals");
  const subject = people > 0 ? PERSON : (things[0] ?? place);
  if (subject === undefined) return null;
  const withAnimal =
    people > 0 && animal !== undefined ? ` and ${countPhrase(animal, counts.get(animal) ?? 1)}` : "";
  const onPlace = place !== undefined && place !== subject ? ` on ${countPhrase(place, 1)}` : "";
  const description = `${countPhrase(subject, counts.get(subject) ?? 1)}${withAnimal}${onPlace}`;
  return { description: capitalise(description), category: COCO_VOCABULARY[subject]?.[2] ?? "Misc" };
}

/** What stands on a beach, said as on a beach (a chair on a beach is a beach chair). */
const BEACH_THINGS = new Map(
  ["umbrella", "chair"].map((one) => [COCO_VOCABULARY.findIndex(([o]) => o === one), one] as const),
);

/**
 * The people or the beach umbrellas and chairs the detector is sure of on a beach ("Two people on a beach",
 * "Three beach umbrellas"), at the floors `objectsPhrase` keeps; null when it is sure of none of them.
 */
export function beachPhrase(objects: readonly ObjectSignal[]): string | null {
  const sure = objects.filter(
    (o) =>
      (o.index === PERSON || BEACH_THINGS.has(o.index)) &&
      o.area >= DESCRIBE_TUNING.minObjectArea &&
      o.score >= (o.index === PERSON ? DESCRIBE_TUNING.objectConfidence : DESCRIBE_TUNING.thingConfidence),
  );
  const people = sure.filter((o) => o.index === PERSON).length;
  if (people > 0) return `${countPhrase(PERSON, people)} on a beach`;
  const first = sure[0];
  if (first === undefined) return null;
  const count = sure.filter((o) => o.index === first.index).length;
  const thing = `beach ${BEACH_THINGS.get(first.index)}`;
  if (count === 1) return withArticle(thing);
  return `${count < NUMBER_WORDS.length ? NUMBER_WORDS[count] : "many"} ${thing}s`;
}
