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
  MAX_ORIGINAL_NAME_LENGTH,
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
    ["LPT0", "LPT0_photo"],
    // Format characters are not letters: the invisible ones cannot hide a device name or survive in a name.
    ["C\u200bO\u200dN", "CON_photo"],
    ["cat\u202eexe", "catexe"],
    ["\ufeffsunset\u00ad", "sunset"],
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
    ["CON.tar.jpg", "Unsorted/CON_photo.tar.jpg"],
    ["aux.min.PNG", "Unsorted/aux_photo.min.PNG"],
    ["COM¹.jpg", "Unsorted/COM¹_photo.jpg"],
    ["lpt².jpeg", "Unsorted/lpt²_photo.jpeg"],
    ["LPT3 .jpg", "Unsorted/LPT3_photo .jpg"],
    ["com0", "Unsorted/com0_photo"],
    ["CONIN$.png", "Unsorted/CONIN$_photo.png"],
    ["console.jpg", "Unsorted/console.jpg"],
    ["COM10.jpg", "Unsorted/COM10.jpg"],
    // Bidi override: "photo_\u202Egpj.exe" shows as "photo_exe.jpg"; zero-width characters hide in names.
    ["photo_\u202egpj.exe", "Unsorted/photo_gpj.exe"],
    ["hol\u200biday\u2066.jpg", "Unsorted/holiday.jpg"],
    ["\u200b\u200f.jpg", "Unsorted/photo.jpg"],
    [`${"long ".repeat(40)}end.JPEG`, `Unsorted/${"long ".repeat(18)}long.JPEG`],
    [`${"x".repeat(120)}`, `Unsorted/${"x".repeat(100)}`],
    ["", "Unsorted/photo.jpg"],
    ["???", "Unsorted/photo.jpg"],
  ])("failed %j → %j", (originalName, expected) => {
    expect(failedEntryPath(originalName)).toBe(expected);
  });

  it("keeps a safe original name unchanged", () => {
    expect(safeOriginalName("Ferien 2024 (1).jpeg")).toBe("Ferien 2024 (1).jpeg");
    expect(safeOriginalName("東京タワー 🗼.heic")).toBe("東京タワー 🗼.heic");
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

/** Issue 11 item 10: whatever the name, the ZIP entry unpacks on Windows, macOS and Linux and hides nothing. */
describe("safe names over random Unicode", () => {
  const DEVICE = /^(?:con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *$/iu;
  const INVISIBLE_OR_REFUSED = /[<>:"/\\|?*\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
  const anyText = fc.oneof(
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.string({ unit: "grapheme", maxLength: 150 }),
    // Device names and invisible characters mixed in, which random text alone rarely produces.
    fc
      .array(
        fc.oneof(
          fc.constantFrom(
            "CON",
            "nul",
            "Com¹",
            "LPT²",
            "aux",
            "com0",
            ".",
            " ",
            "\u200b",
            "\u202e",
            "\u2066",
          ),
          fc.string({ unit: "binary", maxLength: 8 }),
        ),
        { maxLength: 8 },
      )
      .map((parts) => parts.join("")),
  );
  const extension = fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/);
  const codePoints = (text: string) => Array.from(text).length;

  it("a failed photo's name: nothing refused or invisible, no device name, at most 100 characters", () => {
    fc.assert(
      fc.property(anyText, (originalName) => {
        const path = failedEntryPath(originalName);
        expect(path.startsWith("Unsorted/")).toBe(true);
        const name = path.slice("Unsorted/".length);
        expect(name).not.toMatch(INVISIBLE_OR_REFUSED);
        expect(codePoints(name)).toBeLessThanOrEqual(MAX_ORIGINAL_NAME_LENGTH);
        expect(name.split(".")[0]).not.toMatch(DEVICE);
        expect(name).not.toMatch(/^[.\s]|[. ]$/u);
        expect(safeOriginalName(name)).toBe(name);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("a failed photo keeps its extension however long its name", () => {
    fc.assert(
      fc.property(anyText, extension, (stem, ext) => {
        const name = safeOriginalName(`x${stem.replace(/[./\\]/g, "")}.${ext}`);
        expect(name.endsWith(`.${ext}`)).toBe(true);
        expect(codePoints(name)).toBeLessThanOrEqual(MAX_ORIGINAL_NAME_LENGTH);
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it("a described photo's path: letters, digits and _ only, never a device name", () => {
    fc.assert(
      fc.property(anyText, anyText, extension, (category, description, ext) => {
        const [folder = "", file = ""] = zipEntryPath(category, description, `a.${ext}`).split("/");
        for (const part of [folder, file.slice(0, file.lastIndexOf("."))]) {
          expect(part).toMatch(NAME_CHARACTERS);
          expect(part).not.toMatch(DEVICE);
          expect(codePoints(part)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
        }
        expect(file.endsWith(`.${ext.toLowerCase()}`)).toBe(true);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
