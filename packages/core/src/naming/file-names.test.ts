import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cleanName,
  failedEntryPath,
  fileExtension,
  firstSentence,
  folderName,
  MANIFEST_FILE_NAME,
  MAX_NAME_LENGTH,
  nameFromDescription,
  safeOriginalName,
  stripLeadingPhrases,
  ZIP_FILE_NAME,
  zipEntryPath,
} from "./file-names.ts";

const NAME_CHARACTERS = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}_]*$/u;

describe("rule 2: stripLeadingPhrases", () => {
  it.each([
    ["The image shows a cat on a sofa", "cat on a sofa"],
    ["the image shows an owl", "owl"],
    ["A dog", "dog"],
    ["An apple", "apple"],
    ["The Eiffel Tower", "Eiffel Tower"],
    ["This is a red car", "red car"],
    ["This is an old map", "old map"],
    ["This is a photo of a dog", "dog"],
    ["There are two boats", "two boats"],
    ["A close-up of a bee", "bee"],
    ["  A   cat", "cat"],
    ["Anna at the beach", "Anna at the beach"],
    ["Apple pie", "Apple pie"],
    ["Theatre stage", "Theatre stage"],
    ["A", ""],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(stripLeadingPhrases(input)).toBe(expected);
  });
});

describe("rule 1: firstSentence", () => {
  it.each([
    ["cat. It sleeps.", "cat"],
    ["Wow! A dog", "Wow"],
    ["Is it a bird? No", "Is it a bird"],
    ["3.5 inch floppy disk", "3.5 inch floppy disk"],
    ["first line\nsecond line", "first line"],
    ["no end", "no end"],
    ["Wait… more", "Wait"],
  ])("%j → %j", (input, expected) => {
    expect(firstSentence(input)).toBe(expected);
  });
});

describe("rules 3-5: cleanName", () => {
  it.each([
    ["cat on a sofa", "cat_on_a_sofa"],
    ["red,  white & blue!", "red_white_blue"],
    ["  spaced   out  ", "spaced_out"],
    ["tabs\tand\nnewlines", "tabs_and_newlines"],
    ["Café crème in Zürich", "Café_crème_in_Zürich"],
    ["东京 タワー 2024", "东京_タワー_2024"],
    ["नमस्ते दुनिया", "नमस्ते_दुनिया"],
    ["cat-dog_mix", "catdogmix"],
    ["!!!", "photo"],
    ["", "photo"],
    ["CON", "CON_photo"],
    ["com1", "com1_photo"],
    ["console", "console"],
    ["a".repeat(45), "a".repeat(40)],
    // Cut at 40 right after a space: no trailing underscore.
    [`${"b".repeat(39)} c`, "b".repeat(39)],
  ])("%j → %j", (input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(cleanName("𝒜".repeat(50))).toBe("𝒜".repeat(40));
  });

  it("keeps decomposed accents by normalising to NFC", () => {
    expect(cleanName("Cafe\u0301")).toBe("Café");
  });
});

describe("nameFromDescription (rules 1-5 together)", () => {
  it.each([
    ["The image shows a cat sitting on a windowsill.", "cat_sitting_on_a_windowsill"],
    ["A cat on a sofa", "cat_on_a_sofa"],
    ["This is an aerial view of Paris. The Seine is visible.", "aerial_view_of_Paris"],
    [
      "a golden retriever puppy playing fetch with a tennis ball in a park",
      "golden_retriever_puppy_playing_fetch_wit",
    ],
    ["The image shows a.", "photo"],
    ["", "photo"],
    ["   ", "photo"],
    ["A photo of CON", "CON_photo"],
  ])("%j → %j", (input, expected) => {
    expect(nameFromDescription(input)).toBe(expected);
  });

  it("never has a character other than letters, digits and _, and never more than 40 characters", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" })),
        (text) => {
          const name = nameFromDescription(text);
          expect(name).toMatch(NAME_CHARACTERS);
          expect(Array.from(name).length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
          expect(name.startsWith("_") || name.endsWith("_")).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe("rule 6: fileExtension", () => {
  it.each([
    ["IMG_0001.JPG", "jpg"],
    ["holiday.jpeg", "jpeg"],
    ["scan.PNG", "png"],
    ["archive.tar.gz", "gz"],
    ["no-extension", "jpg"],
    [".hidden", "jpg"],
    ["trailing.", "jpg"],
    ["weird.jp g", "jpg"],
    ["folder.d/photo", "jpg"],
    ["C:\\pics\\x.Png", "png"],
    ["", "jpg"],
  ])("%j → %j", (input, expected) => {
    expect(fileExtension(input)).toBe(expected);
  });
});

describe("rule 7: folderName", () => {
  it.each([
    ["Animals", "Animals"],
    ["Marine Life", "Marine_Life"],
    ["Outdoor Activities", "Outdoor_Activities"],
    ["Performing Art", "Performing_Art"],
    ["The Arts", "The_Arts"],
    ["", "Unsorted"],
    ["Unsorted", "Unsorted"],
  ])("%j → %j", (input, expected) => {
    expect(folderName(input)).toBe(expected);
  });
});

describe("rule 8: zipEntryPath and failedEntryPath", () => {
  it.each([
    ["Animals", "A cat on a sofa.", "IMG_1.JPG", "Animals/cat_on_a_sofa.jpg"],
    ["Marine Life", "The image shows a sea turtle", "turtle.png", "Marine_Life/sea_turtle.png"],
    ["Unsorted", "", "scan", "Unsorted/photo.jpg"],
  ])("(%j, %j, %j) → %j", (category, description, originalName, expected) => {
    expect(zipEntryPath(category, description, originalName)).toBe(expected);
  });

  it.each([
    ["IMG_0001.JPG", "Unsorted/IMG_0001.JPG"],
    ["my holiday: day 1?.jpg", "Unsorted/my holiday day 1.jpg"],
    ["../../etc/passwd", "Unsorted/passwd"],
    ["C:\\Users\\me\\cat.png", "Unsorted/cat.png"],
    ["name.", "Unsorted/name"],
    ["nul.jpg", "Unsorted/nul_photo.jpg"],
    ["", "Unsorted/photo.jpg"],
    ["???", "Unsorted/photo.jpg"],
  ])("failed %j → %j", (originalName, expected) => {
    expect(failedEntryPath(originalName)).toBe(expected);
  });

  it("keeps a safe original name unchanged", () => {
    expect(safeOriginalName("Ferien 2024 (1).jpeg")).toBe("Ferien 2024 (1).jpeg");
  });
});

describe("file names of the download", () => {
  it.each([
    [ZIP_FILE_NAME, "organized_photos.zip"],
    [MANIFEST_FILE_NAME, "manifest.csv"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
