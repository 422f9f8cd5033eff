import type { CategoryName } from "./category-names.ts";
import { words } from "./word-list.ts";

/**
 * The data behind `categorize`'s reading of a sentence (`categorize.ts`). Each rule is measured with
 * `npm run eval:categorize` on the 473 dev photos the large VLM described, overall and on two halves split
 * by a hash of the file name; a rule stays only when it helps both halves. Figures are in `categorize.ts`.
 */

/**
 * Nouns that stand before "of" for what the photo shows: "a pair of shoes" is about shoes, "a group of
 * ducks" about ducks, "a close-up of a bee" about the bee. An artwork is not one of them: "a painting of a
 * dog" is Art.
 */
export const PARTITIVES: ReadonlySet<string> = new Set(
  words(`
    pair, group, couple, row, pile, heap, stack, set, bunch, lot, number, collection, assortment,
    variety, array, selection, cluster, line, series, handful, dozen, hundred, thousand, dozens,
    hundreds, thousands, piece, slice, kind, type, close, closeup, view, photo, photograph, picture,
    image, shot, snapshot, scene, flock, herd, pack, school, swarm, crowd, family, team, box, basket,
    bowl, plate, cup, glass, jar, bottle, tube, tray, display, arrangement, field, bed, patch, grove, stand,
    mass, sea, pod, litter, brood, colony, troop, bouquet, spray, cluster, bundle, string, strand
  `),
);

/** Nouns that name the picture rather than its subject when nothing follows: "The image shows a cat". */
export const FRAMES: ReadonlySet<string> = new Set([
  "image",
  "photo",
  "photograph",
  "picture",
  "shot",
  "view",
]);

/**
 * People whose relation or age is the point of the photo: a family, a couple, friends, children. They stay
 * People unless an activity is what the photo is about ("a couple riding a snowmobile").
 */
export const PERSONAL_PEOPLE: ReadonlySet<string> = new Set(
  words(`
    family, couple, friend, child, kid, baby, toddler, infant, newborn, portrait, selfie, headshot,
    mother, father, mom, dad, mum, parent, son, daughter, brother, sister, sibling, grandmother,
    grandfather, grandma, grandpa, grandparent, grandchild, husband, wife, twin, boyfriend, girlfriend,
    fiance, fiancee, relative, cousin, aunt, uncle, niece, nephew, group photo
  `),
);

/** Activities that decide over any people: "A couple riding a snowmobile", "A family playing football". */
export const ACTIVITIES: ReadonlySet<CategoryName> = new Set([
  "Sports",
  "Outdoor Activities",
  "Fitness",
  "Performing Art",
  "Vehicles",
  "Photography",
  "Craft",
]);

/**
 * What a person is with that says what they do, when no verb says it: an activity (`ACTIVITIES`) or a meal (a
 * person with a grocery store, a cake or a cooking pot, `COOKWARE`, is cooking or shopping for food).
 */
export const GEAR_OF: ReadonlySet<CategoryName> = new Set([...ACTIVITIES, "Food"]);

/** Cooking pots and pans (filed Misc on their own): in a person's hands they are the gear of a meal. */
export const COOKWARE: ReadonlySet<string> = new Set(
  words(`
    pot, pan, frying pan, skillet, saucepan, stockpot, wok, dutch oven, cauldron, caldron, casserole dish
  `),
);

/**
 * What does not take the photo away from a person who is not one of `PERSONAL_PEOPLE`: other people, the
 * clothes they wear, the buildings, rooms and landscape around them.
 */
export const PEOPLE_CONTEXT: ReadonlySet<CategoryName> = new Set([
  "People",
  "Fashion",
  "Architecture",
  "Design",
  "Nature",
  "Season",
  "Misc",
]);

/** Prepositions and verbs that introduce what a person wears: "a man in a red jacket", "wearing a hat". */
export const ATTIRE_WORDS: ReadonlySet<string> = new Set(["in", "wearing", "wears", "dressed", "with"]);

/**
 * Places people go on holiday. A thing photographed there is a Travel photo ("A cocktail on a sandy beach"),
 * and so is a person there who is not one of `PERSONAL_PEOPLE` ("A man walking along a sandy beach").
 */
export const HOLIDAY_PLACES: ReadonlySet<string> = new Set(
  words(`
    beach, resort, beach resort, hotel, hotel room, hostel, motel, airport, cruise, spa, boardwalk,
    promenade, luggage, suitcase, passport
  `),
);

/** Weather words that describe the sky behind a subject; they decide only when they are the subject. */
export const SKY_WORDS: ReadonlySet<string> = new Set(
  words(`
    sky, cloud, sun, sunshine, sunlight, sunny, cloudy, overcast, blue sky, clear sky, grey sky,
    gray sky, cloudy sky, stormy sky, overcast sky, storm cloud, dark cloud
  `),
);

/**
 * Celebration words that are things at an occasion rather than the occasion itself: they file a photo only
 * as its subject ("A candle on a table" is Celebrations, "A cat beside a candle" is Animals).
 */
export const OCCASION_HINTS: ReadonlySet<string> = new Set(
  words(`
    candle, gift, gift box, balloon, confetti, champagne, streamer, cheers, applause, reception, feast,
    banquet, toast to, sparkler, ceremony, congratulation, costume, holiday, ornament, celebrate,
    reunion, party favor, gala
  `),
);
