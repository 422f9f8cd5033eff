import { describe, expect, it } from "vitest";
import { mediumOf } from "./artwork-medium.ts";

describe("mediumOf", () => {
  it.each([
    ["a pencil portrait drawing", "drawing"],
    ["a red-chalk figure drawing", "drawing"],
    ["an ink doodle", "drawing"],
    ["a steel engraving of a windmill", "print"],
    ["a ukiyo-e woodblock print", "print"],
    ["a bronze statue of a woman", "sculpture"],
    ["a stone relief of a crowd", "sculpture"],
    ["street art: graffiti lettering", "mural"],
    ["a ceiling mural in a library", "mural"],
    ["a digital cartoon illustration", "illustration"],
    // A watercolour, an ink-wash landscape, an icon and an abstract with a hand print are paintings.
    ["a watercolour of a barn", "painting"],
    ["an ink-wash landscape with birds", "painting"],
    ["an icon of a saint", "painting"],
    ["an abstract with a hand print", "painting"],
  ])("%j is a %s", (note, medium) => {
    expect(mediumOf(note)).toBe(medium);
  });
});
