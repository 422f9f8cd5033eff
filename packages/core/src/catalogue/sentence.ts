/**
 * Reads a photo description as a sentence: words with their part of speech and lemma (wink-nlp with its
 * English light model, which runs in Node and in the browser), the noun phrases, and the lexicon terms
 * (catalogue keywords and WordNet words, `lexicon.ts`) each phrase contains.
 */
import model from "wink-eng-lite-web-model";
import winkNLP, { type ItsFunction } from "wink-nlp";
import { CATALOGUE } from "./catalogue.ts";
import type { CategoryName } from "./category-names.ts";
import { longestAt, singularForms, tokenize } from "./keyword-match.ts";
import { LEXICON } from "./lexicon.ts";
import { words } from "./word-list.ts";
import { WORDNET_MATERIALS, WORDNET_OCCASIONS } from "./wordnet-lexicon.generated.ts";

// Only the part-of-speech pipe: sentence splitting, named entities and sentiment are not needed here.
const nlp = winkNLP(model, ["pos"]);
const its = nlp.its;
// wink-nlp's type declarations give `its.lemma` a raw-document parameter `out` does not accept; it works.
const lemmaOf = its.lemma as unknown as ItsFunction<string>;

export type PartOfSpeech =
  | "noun"
  | "verb"
  | "adjective"
  | "adverb"
  | "conjunction"
  | "determiner"
  | "number"
  | "adposition"
  | "other";

export interface Word {
  /** Lower-cased, accents folded (`tokenize`). */
  readonly text: string;
  readonly pos: PartOfSpeech;
  /** The forms the lexicon is searched with: the word, its lemma and its possible singulars. */
  readonly forms: readonly string[];
  /** Joined to the previous word by a hyphen or an apostrophe ("snow-covered", "jack-o'-lantern"). */
  readonly joined: boolean;
  /** After a comma, semicolon, colon or full stop: no noun phrase runs across it. */
  readonly afterBreak: boolean;
  /** Followed by 's: "a person's feet", "children's shoes". */
  readonly possessive?: boolean;
}

export interface Term {
  readonly category: CategoryName;
  readonly keyword: string;
  /** Word index of the term's first and last word. */
  readonly start: number;
  readonly end: number;
}

export interface Phrase {
  /** Word indexes [start, end] of the noun phrase; `head` is its last noun. */
  readonly start: number;
  readonly end: number;
  readonly head: number;
  /** The word right before the phrase when it is a preposition or a verb ("in", "wearing"), else "". */
  readonly before: string;
  /**
   * Whether the phrase is what a verb acts on: its object ("cooking meat") or a preposition right after the
   * verb ("filming with a camera"), as opposed to a preposition after a noun ("a man with a violin").
   */
  readonly afterVerb: boolean;
  /** Whether "of" follows the phrase ("a pair of", "a painting of"). */
  readonly ofFollows: boolean;
}

export interface Sentence {
  readonly words: readonly Word[];
  readonly terms: readonly Term[];
  readonly phrases: readonly Phrase[];
}

const POS: Readonly<Record<string, PartOfSpeech>> = {
  NOUN: "noun",
  PROPN: "noun",
  VERB: "verb",
  AUX: "verb",
  ADJ: "adjective",
  DET: "determiner",
  NUM: "number",
  ADP: "adposition",
  ADV: "adverb",
  CCONJ: "conjunction",
};

function readWords(description: string): Word[] {
  const doc = nlp.readDoc(description);
  const texts = doc.tokens().out();
  const tags = doc.tokens().out(its.pos) as string[];
  const lemmas = doc.tokens().out(lemmaOf) as string[];
  const precedingSpaces = doc.tokens().out(its.precedingSpaces) as string[];
  const words: Word[] = [];
  let glue = false;
  let pause = false;
  texts.forEach((text, i) => {
    const parts = tokenize(text);
    if (parts.length === 0) {
      // Punctuation: a hyphen or apostrophe without spaces joins its neighbours; a comma or stop separates.
      glue = /^[-'’]$/.test(text) && precedingSpaces[i] === "";
      pause ||= /^[,;:.!?]$/.test(text);
      // "children's shoes": the possessor modifies the phrase, it does not end it.
      const owner = words.at(-1);
      if (/^['’]s?$/i.test(text) && owner && !glue) words[words.length - 1] = { ...owner, possessive: true };
      return;
    }
    const lemma = tokenize(lemmas[i] ?? "")[0];
    parts.forEach((part, j) => {
      const forms = singularForms(part);
      if (lemma && !forms.includes(lemma) && j === parts.length - 1) forms.push(lemma);
      words.push({
        text: part,
        pos: POS[tags[i] ?? ""] ?? "other",
        forms,
        joined: j > 0 || (glue && precedingSpaces[i] === ""),
        afterBreak: j === 0 && pause,
      });
    });
    glue = false;
    pause = false;
  });
  return correctTags(words);
}

/** Words the light model tags as nouns where photo descriptions use them as adverbs. */
const ADVERBS: ReadonlySet<string> = new Set(
  words(
    "outdoors, indoors, overhead, upward, upwards, downward, downwards, together, nearby, apart, upright",
  ),
);

/** Participles the light model tags as nouns after the noun they follow ("a Christmas tree lit with lights"). */
const PARTICIPLES: ReadonlySet<string> = new Set(words("lit"));

/**
 * Words of shade the light model tags as nouns at the start of a sentence ("Dark gray and white clouds",
 * "Dark, heavy storm clouds"): before a colour or another adjective they describe.
 */
const SHADES: ReadonlySet<string> = new Set(words("dark, light, pale, deep"));

/** Prepositions the light model sometimes tags as adjectives or adverbs ("riding a bike past pedestrians"). */
const PREPOSITIONS: ReadonlySet<string> = new Set(
  words("past, toward, towards, beneath, beside, amid, amidst, among, along, across, atop, underneath"),
);

/** Colour words: adjectives before a noun, another colour or "and" ("an orange and white shell"). */
export const COLOURS: ReadonlySet<string> = new Set(
  words(`
    black, white, grey, gray, red, blue, green, yellow, orange, purple, pink, brown, tan, beige, cream, navy,
    teal, turquoise, gold, golden, silver, ivory, maroon, violet, lavender, lilac, peach, coral, salmon, mint,
    olive, khaki, mustard, plum, cherry, lemon, lime, rose, burgundy, charcoal, chocolate, coffee, sand,
    stone, honey, wine, copper, bronze, rust, magenta, cyan, indigo, aqua
  `),
);

/** Materials (WordNet, `npm run lexicon:generate`): "rubber", "cardboard", "steel". */
const MATERIALS: ReadonlySet<string> = new Set(WORDNET_MATERIALS.split(","));

/**
 * A word the tagger calls a verb inside a noun-noun compound: after a material, which modifies rather than
 * acts, and before a singular noun, which as a verb's object would need an article: "a rubber feeding
 * nipple", "a cardboard shipping box", "a steel mesh strainer" (not "ice covering branches").
 */
function inMaterialCompound(previous: Word | undefined, next: Word | undefined): boolean {
  if (previous?.pos !== "noun" || previous.possessive || !MATERIALS.has(previous.text)) return false;
  return next?.pos === "noun" && !next.joined && next.forms.length === 1;
}

/**
 * An "-ing" word the lexicon knows as a thing, after a noun and before "of", heads a compound: "a pencil
 * drawing of a face", "an oil painting of a harbour". A verb there ("a man thinking of") is not a thing.
 */
function headBeforeOf(word: Word, previous: Word | undefined, next: Word | undefined): boolean {
  if (!word.text.endsWith("ing") || word.joined || next?.text !== "of") return false;
  if (previous?.pos !== "noun" || previous.possessive) return false;
  return (LEXICON.byFirstWord.get(word.text) ?? []).some((entry) => entry.words.length === 1);
}

/**
 * A plural noun the light model reads as a verb after the nouns of a counted phrase: "Two beige plastic basket
 * muzzles for dogs", "Two fluffy dandelion seed heads on a stem". After a count of several, a verb would not
 * take "-s"; the word is a noun when the lexicon knows its singular.
 */
function countedPlural(list: readonly Word[], i: number): boolean {
  const word = list[i];
  const next = list[i + 1];
  if (word?.pos !== "verb" || word.joined || !/[^s]s$/.test(word.text)) return false;
  if (next && !["adposition", "conjunction"].includes(next.pos)) return false;
  let start = i - 1;
  if (list[start]?.pos !== "noun" || list[start]?.possessive) return false;
  while (start > 0 && ["noun", "adjective"].includes(list[start - 1]?.pos ?? "")) start -= 1;
  const count = list[start - 1];
  if (count?.pos !== "number" || ["one", "1"].includes(count.text)) return false;
  return word.forms.some(
    (form) => form !== word.text && (LEXICON.byFirstWord.get(form) ?? []).some((e) => e.words.length === 1),
  );
}

/**
 * Fixes the tags the light model gets wrong in photo descriptions: "a family of four posing" and "a man
 * crouching outdoors cooking meat" read "posing" and "cooking" as nouns; "an orange and white shell" reads
 * "orange" as the fruit; "a rubber feeding nipple" and "a pencil drawing of a face" read "feeding" and
 * "drawing" as verbs.
 */
function correctTags(tagged: Word[]): Word[] {
  const list = tagged.map((word) => {
    if (ADVERBS.has(word.text)) return { ...word, pos: "adverb" as const };
    if (PREPOSITIONS.has(word.text)) return { ...word, pos: "adposition" as const };
    return word;
  });
  return list.map((word, i) => {
    const previous = list[i - 1];
    const next = list[i + 1];
    let pos = word.pos;
    if (
      (pos === "verb" && inMaterialCompound(previous, next)) ||
      headBeforeOf(word, previous, next) ||
      countedPlural(list, i)
    )
      pos = "noun";
    else if (pos === "noun" && PARTICIPLES.has(word.text) && previous?.pos === "noun") pos = "verb";
    else if (
      pos === "noun" &&
      SHADES.has(word.text) &&
      previous?.pos !== "determiner" &&
      next !== undefined &&
      (next.pos === "adjective" || COLOURS.has(next.text))
    )
      pos = "adjective";
    else if (
      (pos === "verb" || pos === "adverb" || pos === "other") &&
      previous?.pos === "determiner" &&
      (next === undefined || next.pos === "adposition" || next.pos === "conjunction")
    )
      pos = "noun"; // between an article and a preposition: "a trifle with", "an abseiling in", "the wedding of"
    else if (
      pos === "noun" &&
      word.text.endsWith("ing") &&
      !word.joined &&
      previous !== undefined &&
      // After a noun and before one, "-ing" is part of a compound: "a rubber feeding nipple".
      (["adverb", "verb", "number"].includes(previous.pos) ||
        (previous.pos === "noun" && next?.pos !== "noun"))
    )
      pos = "verb";
    else if (
      COLOURS.has(word.text) &&
      next !== undefined &&
      !next.joined &&
      (next.pos === "noun" ||
        next.pos === "adjective" ||
        (next.pos === "conjunction" && !joinsPhrases(list, i + 1)) ||
        COLOURS.has(next.text))
    )
      pos = "adjective";
    return pos === word.pos ? word : { ...word, pos };
  });
}

function findTerms(words: readonly Word[]): Term[] {
  const forms = words.map((word) => word.forms);
  const terms: Term[] = [];
  let position = 0;
  while (position < words.length) {
    const entry = longestAt(LEXICON, forms, position);
    // Only nouns and words inside a compound name things: "fall" the verb and "orange" the colour do not.
    const last = position + (entry?.words.length ?? 1) - 1;
    // Occasions count as modifiers too, whatever the tagger made of them: "a Thanksgiving dinner", "a Halloween
    // costume"; not as verbs ("giving a thumbs up").
    const occasion =
      (entry?.category === "Holiday" || entry?.category === "Celebrations") &&
      (words[position]?.pos !== "verb" || CATALOGUE_KEYWORDS.has(entry.keyword));
    if (entry && (entry.words.length > 1 || occasion || isNounLike(words, position))) {
      terms.push({ category: entry.category, keyword: entry.keyword, start: position, end: last });
      position = last + 1;
    } else {
      position += 1;
    }
  }
  return terms;
}

/**
 * Whether the conjunction at `i` joins two phrases rather than two modifiers: an article after it opens a new
 * phrase, so the colour word before it is a thing ("a glass of wine and a cheese board"), not a shade ("a
 * wine and white dress").
 */
const joinsPhrases = (words: readonly { pos: PartOfSpeech }[], i: number): boolean =>
  words[i + 1]?.pos === "determiner";

/** A noun, or a word the tagger missed as one ("a sleeveless top with…": "top" tagged as adjective). */
function isNounLike(words: readonly Word[], i: number): boolean {
  const word = words[i];
  if (!word) return false;
  if (word.pos === "noun") return true;
  const next = words[i + 1];
  // A colour before a noun, another adjective or "and" describes: "an orange and white shell".
  if (
    COLOURS.has(word.text) &&
    next &&
    (["noun", "adjective"].includes(next.pos) || (next.pos === "conjunction" && !joinsPhrases(words, i + 1)))
  )
    return false;
  // Right after an article and before a preposition, a verb or nothing, a word is a noun whatever the tagger
  // said: "a trifle", "a abseiling".
  if (
    words[i - 1]?.pos === "determiner" &&
    (next === undefined || next.pos === "adposition" || next.pos === "verb")
  )
    return true;
  if (word.pos !== "adjective" && word.pos !== "verb") return false;
  // An adjective or participle right before a noun modifies it ("an orange cat", "a carved pumpkin").
  if (next && !next.joined && (next.pos === "noun" || next.pos === "adjective")) return false;
  return word.pos === "adjective" || /ing$/.test(word.text) === false;
}

const CATALOGUE_KEYWORDS: ReadonlySet<string> = new Set(CATALOGUE.flatMap(({ keywords }) => keywords));

/**
 * Occasion words that decide wherever they are in a sentence: the catalogue's Holiday and Celebrations
 * keywords, and WordNet's names of holidays and events ("Christmastide", "bar mitzvah"); not a WordNet thing
 * or act filed under an occasion ("receipt" under reception).
 */
export function isOccasion(term: Term): boolean {
  if (term.category !== "Holiday" && term.category !== "Celebrations") return false;
  return CATALOGUE_KEYWORDS.has(term.keyword) || WORDNET_OCCASION_WORDS.has(term.keyword);
}

const WORDNET_OCCASION_WORDS: ReadonlySet<string> = new Set(WORDNET_OCCASIONS.split(","));

const PHRASE_PARTS: ReadonlySet<PartOfSpeech> = new Set(["determiner", "number", "adjective", "noun"]);

function findPhrases(words: readonly Word[], terms: readonly Term[]): Phrase[] {
  const termAt = new Map<number, Term>();
  for (const term of terms) for (let i = term.start; i <= term.end; i++) termAt.set(i, term);
  const phrases: Phrase[] = [];
  let i = 0;
  while (i < words.length) {
    const start = i;
    let head = -1;
    while (i < words.length) {
      const word = words[i] as Word;
      const inTerm = termAt.get(i);
      const next = words[i + 1]?.pos ?? "other";
      // Before the head, participles, adverbs and "and" between modifiers belong to the phrase: "a glowing
      // carved pumpkin", "bright yellow sunflowers", "a black and white dress".
      const previous = words[i - 1]?.pos ?? "other";
      // A participle opens a phrase after a preposition or at the start ("rows of thatched huts"); "-ing" only
      // modifies after an article or adjective ("a glowing pumpkin", not "a family of four holding hands").
      const participle =
        word.pos === "verb" &&
        PHRASE_PARTS.has(next) &&
        (/(ed|en)$/.test(word.text)
          ? i > start || previous === "adposition" || i === 0
          : /ing$/.test(word.text) && i > start && (previous === "determiner" || previous === "adjective"));
      const modifier =
        head < 0 &&
        (participle ||
          ((i > start || previous === "adposition") &&
            word.pos === "adverb" &&
            (next === "adjective" || next === "verb")) ||
          (i > start &&
            word.pos === "conjunction" &&
            previous === "adjective" &&
            PHRASE_PARTS.has(next) &&
            !joinsPhrases(words, i)));
      const part =
        PHRASE_PARTS.has(word.pos) ||
        modifier ||
        word.joined ||
        words[i + 1]?.joined === true || // "slip-on shoes", "hand-painted"
        (inTerm !== undefined && inTerm.start < i);
      if (!part || (head >= 0 && word.pos === "determiner") || (i > start && word.afterBreak && head >= 0))
        break;
      if (word.possessive) head = -1;
      else if (word.pos === "noun" || (inTerm && inTerm.end === i && isNounLike(words, i))) head = i;
      i++;
    }
    if (head >= 0) {
      const previous = words[start - 1];
      const beforePreposition = words[start - 2];
      phrases.push({
        start,
        end: i - 1,
        head,
        before: previous && (previous.pos === "adposition" || previous.pos === "verb") ? previous.text : "",
        afterVerb:
          previous?.pos === "verb" || (previous?.pos === "adposition" && beforePreposition?.pos === "verb"),
        ofFollows: words[i]?.text === "of",
      });
    }
    if (i === start) i++;
  }
  return phrases;
}

export function readSentence(description: string): Sentence {
  const words = readWords(description);
  const terms = findTerms(words);
  return { words, terms, phrases: findPhrases(words, terms) };
}

/** The lexicon term a word belongs to, if any. */
export function termAt(sentence: Sentence, index: number): Term | undefined {
  return sentence.terms.find((term) => term.start <= index && index <= term.end);
}
