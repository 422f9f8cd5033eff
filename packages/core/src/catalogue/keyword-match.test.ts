import { describe, expect, it } from "vitest";
import { buildKeywordIndex, findKeywords, singularForms, tokenize } from "./keyword-match.ts";

describe("tokenize", () => {
  it.each([
    ["A Cat on a SOFA.", ["a", "cat", "on", "a", "sofa"]],
    ["t-shirt", ["t", "shirt"]],
    ["Valentine's Day", ["valentine", "day"]],
    ["Valentine’s Day", ["valentine", "day"]],
    ["Café crème", ["cafe", "creme"]],
    ["3D printer, 2024", ["3d", "printer", "2024"]],
    ["  ", []],
  ])("%j → %j", (input, expected) => {
    expect(tokenize(input)).toEqual(expected);
  });
});

describe("singularForms", () => {
  it.each([
    ["cat", ["cat"]],
    ["cats", ["cats", "cat"]],
    ["boxes", ["boxes", "boxe", "box"]],
    ["cherries", ["cherries", "cherrie", "cherri", "cherry"]],
    ["knives", ["knives", "knife", "knive", "kniv", "knif"]],
    ["scarves", ["scarves", "scarf", "scarve", "scarv", "scarfe"]],
    ["people", ["people", "person"]],
    ["men", ["men", "man"]],
    ["women", ["women", "woman"]],
    ["firemen", ["firemen", "fireman"]],
    ["children", ["children", "child"]],
    ["grandchildren", ["grandchildren", "grandchild"]],
    ["geese", ["geese", "goose"]],
    ["mice", ["mice", "mouse"]],
    ["glass", ["glass"]],
    ["bus", ["bus"]],
  ])("%j → %j", (word, expected) => {
    expect(new Set(singularForms(word))).toEqual(new Set(expected));
  });
});

describe("findKeywords", () => {
  const index = buildKeywordIndex([
    { name: "Animals", keywords: ["dog", "cat", "sea lion"] },
    { name: "Food", keywords: ["hot dog", "cake"] },
    { name: "Marine", keywords: ["lion fish"] },
  ]);
  const found = (text: string) => findKeywords(index, text).map((hit) => `${hit.keyword}@${hit.position}`);

  it.each([
    ["A dog", ["dog@1"]],
    ["Two hot dogs", ["hot dog@1"]],
    ["A hot-dog stand and a dog", ["hot dog@1", "dog@6"]],
    ["sea lions on rocks", ["sea lion@0"]],
    ["Cats and cakes", ["cat@0", "cake@2"]],
    ["education", []],
    ["catalogue", []],
    ["", []],
  ])("%j → %j", (text, expected) => {
    expect(found(text)).toEqual(expected);
  });
});
