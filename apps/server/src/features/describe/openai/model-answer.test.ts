import { categorize, isCategory } from "@photo-organizer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readModelAnswer } from "./model-answer.ts";

describe("readModelAnswer", () => {
  it("takes the model's sentence and folder from the JSON it was asked for", () => {
    expect(
      readModelAnswer(
        '{"description": "A glowing pumpkin carved with a monster face", "category": "Holiday"}',
      ),
    ).toEqual({ description: "A glowing pumpkin carved with a monster face", category: "Holiday" });
  });

  it("finds the JSON in a fenced block or after a few words of introduction", () => {
    const expected = { description: "A family of four among autumn leaves", category: "People" };
    const object = '{"description": "A family of four among autumn leaves", "category": "People"}';
    expect(readModelAnswer(`\`\`\`json\n${object}\n\`\`\``)).toEqual(expected);
    expect(readModelAnswer(`Here is the answer: ${object}`)).toEqual(expected);
  });

  it("accepts a folder name in another case", () => {
    expect(
      readModelAnswer('{"description": "A starfish on the sand", "category": "marine life"}').category,
    ).toBe("Marine Life");
  });

  it("files the sentence itself when the folder is not one of the catalogue's", () => {
    for (const category of ["Pets", "Unsorted", "", 3, null]) {
      const content = JSON.stringify({ description: "A tabby cat asleep on a sofa", category });
      expect(readModelAnswer(content)).toEqual({
        description: "A tabby cat asleep on a sofa",
        category: categorize("A tabby cat asleep on a sofa"),
      });
    }
  });

  it("keeps a plain sentence as the description and files it", () => {
    expect(readModelAnswer('"A golden retriever on a sandy beach."\nSecond line')).toEqual({
      description: "A golden retriever on a sandy beach.",
      category: categorize("A golden retriever on a sandy beach."),
    });
  });

  it("says nothing rather than naming a photo after broken JSON or an empty answer", () => {
    for (const content of [
      '{"description": "A cat',
      '{"category": "Animals"}',
      '{"description": " "}',
      "",
      " ",
      42,
    ]) {
      expect(readModelAnswer(content)).toEqual({ description: "", category: "Unsorted" });
    }
  });

  it("always answers a catalogue folder or Unsorted, whatever the model sent", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.record({ description: fc.string(), category: fc.string() }).map((o) => JSON.stringify(o)),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (content) => {
          const { description, category } = readModelAnswer(content);
          expect(isCategory(category)).toBe(true);
          expect(description).not.toMatch(/\n/);
          if (description === "") expect(category).toBe("Unsorted");
        },
      ),
    );
  });
});
