import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  generateLexicon,
  LEXICON_FILE,
  lexiconSource,
  wordnetDictionary,
} from "../../scripts/generate-lexicon.ts";
import { categorize } from "./categorize.ts";
import { WORDNET_LEXICON } from "./wordnet-lexicon.generated.ts";

describe("the WordNet lexicon", () => {
  it("is what `npm run lexicon:generate` writes from WordNet and the catalogue (regenerate after editing either)", () => {
    expect(readFileSync(LEXICON_FILE, "utf8")).toBe(lexiconSource(generateLexicon(wordnetDictionary())));
  }, 30_000);

  it("files words the catalogue never lists by what they are a kind of", () => {
    expect(WORDNET_LEXICON.Animals.split(",")).toContain("waxwing");
    expect(categorize("A flock of waxwings on a branch")).toBe("Animals");
    expect(categorize("A sundress on a hanger")).toBe("Fashion");
    expect(categorize("A sousaphone on a chair")).toBe("Performing Art");
    expect(categorize("A felucca on a river")).toBe("Vehicles");
  });

  it("files paper goods as everyday objects (Misc): a card, a notepad, a sheet of cardboard", () => {
    expect(categorize("A greeting card on a table")).toBe("Misc");
  });

  it("reads a word spelt as a plural as that plural, not as WordNet's own entry for it", () => {
    // WordNet's "cards" is the card game and its "humans" the genus; made things keep theirs ("boxers").
    expect(categorize("Four seed packet cards on a brick wall")).toBe("Misc");
    expect(categorize("Two humans sitting on a bench")).toBe("People");
    expect(categorize("A pair of plaid boxers on a bed")).toBe("Fashion");
  });

  it("files a named building as a Landmark and a named place as Travel", () => {
    expect(categorize("The Sistine Chapel at dusk")).toBe("Landmark");
    expect(categorize("The Petronas Towers at night")).toBe("Landmark");
    expect(categorize("Salzburg at night")).toBe("Travel");
  });
});
