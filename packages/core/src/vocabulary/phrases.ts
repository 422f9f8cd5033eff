/** Sentence pieces: articles, capitals, the people the faces show. */
import type { FaceSignal } from "./signals.ts";

export const NUMBER_WORDS = ["", "one", "two", "three", "four", "five"];

/** Nouns that are plural only ("binoculars", "jeans") or uncountable ("clothing"): they take no article. */
const PLURAL_ONLY =
  /(?:^| )(binoculars|drumsticks|jeans|pyjamas|bars|flowers|skis|sunglasses|trunks|clothing|food|furniture|armor|makeup|jewelry|cutlery|outerwear|fur|athletics|wine|coffee|oil|cereal|sauce|bread)$/i;
/** Written with a vowel, spoken with a consonant: "a unicycle", "a European", "a ukulele". */
const CONSONANT_SOUND = /^(uni|eu|one\b|u[bcdfgjklmnprstvz][aeiou])/i;
/** Written with a consonant, spoken with a vowel: "an hourglass". */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** The phrase with "a" or "an" by its first sound, or without an article when the noun is plural only. */
export function withArticle(phrase: string): string {
  if (PLURAL_ONLY.test(phrase)) return phrase;
  const vowel = (/^[aeiou]/i.test(phrase) && !CONSONANT_SOUND.test(phrase)) || VOWEL_SOUND.test(phrase);
  return `${vowel ? "an" : "a"} ${phrase}`;
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

function personNoun(face: FaceSignal): string {
  if (face.age > 0 && face.age < 13) return "child";
  if (face.gender === "female") return "woman";
  if (face.gender === "male") return "man";
  return "person";
}

/** "a smiling woman", "two people", "a group of six people". */
export function peoplePhrase(faces: readonly FaceSignal[]): string {
  const [only] = faces;
  if (faces.length === 1 && only) {
    const smiling = only.emotion === "happy" ? "smiling " : "";
    return withArticle(`${smiling}${personNoun(only)}`);
  }
  const allChildren = faces.every((f) => f.age > 0 && f.age < 13);
  const noun = allChildren ? "children" : "people";
  if (faces.length < NUMBER_WORDS.length) return `${NUMBER_WORDS[faces.length]} ${noun}`;
  return `a group of ${noun}`;
}
