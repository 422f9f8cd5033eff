/**
 * Every naming rule of spec section 5 and D5/D11, in one place:
 *
 * 1. The description is cut at the first sentence end ('.', '!', '?' or '…' followed by a space or the end,
 *    or a line break), so "A cat. It sleeps." is named from "A cat" and "3.5 inch disk" stays whole.
 * 2. Leading phrases are stripped, repeatedly and case-insensitively: 'The image shows a', 'A', 'An', 'The',
 *    'This is a/an' and similar ('A photo of', 'There are', 'Close-up of', …), so "This is a photo of a dog"
 *    names the dog and "The image shows a." names nothing (→ `photo`). See `LEADING_PHRASES`.
 * 3. Every character that is not a letter or digit is removed; Unicode letters and digits are kept (D11),
 *    with their combining marks (so "café" and Hindi words survive whole), whitespace runs become one `_`, and leading/trailing whitespace is dropped.
 * 4. The name is cut at 40 characters (`MAX_NAME_LENGTH`, counted in Unicode code points). Cutting after the
 *    clean-up keeps as many letters as fit; a cut never leaves a trailing `_`.
 * 5. A name that cleans down to nothing is `photo` (D11). A name Windows reserves for devices (CON, NUL,
 *    COM1, …) gets `_photo` appended so the ZIP unpacks everywhere.
 * 6. The extension is taken from the original file name, lower-cased; `jpg` when it has none (or one that is
 *    not plain letters and digits).
 * 7. Folders are named from the category by rules 3–5 (category names are not stripped of leading phrases);
 *    an empty category is `Unsorted`.
 * 8. The ZIP entry path is `Category_Folder/name.ext`. A photo whose analysis failed goes to `Unsorted/` under
 *    its original file name, made safe for every file system (D5).
 * 9. Within one batch, a path already used gets `_2`, `_3`, … before the extension, compared
 *    case-insensitively (`createPathAllocator` in `path-allocator.ts`).
 * The ZIP is `organized_photos.zip` and holds `manifest.csv` (D6, `manifest-csv.ts`).
 */

export const MAX_NAME_LENGTH = 40;
export const DEFAULT_EXTENSION = "jpg";
export const EMPTY_NAME = "photo";
export const UNSORTED_FOLDER = "Unsorted";
export const ZIP_FILE_NAME = "organized_photos.zip";
export const MANIFEST_FILE_NAME = "manifest.csv";

/**
 * Phrases stripped from the start of a description, longest first; stripping repeats, so "The image shows a"
 * is "the image shows" + "a" and "This is a photo of an owl" becomes "owl".
 */
export const LEADING_PHRASES: readonly string[] = [
  "the image shows",
  "this image shows",
  "the photo shows",
  "this photo shows",
  "the picture shows",
  "this picture shows",
  "the image depicts",
  "this image depicts",
  "the photo depicts",
  "this photo depicts",
  "the image features",
  "this image features",
  "the image contains",
  "this image contains",
  "in this image",
  "in the image",
  "in this photo",
  "in the photo",
  "this is",
  "these are",
  "there is",
  "there are",
  "here is",
  "it is",
  "an image of",
  "a photo of",
  "a picture of",
  "a photograph of",
  "image of",
  "photo of",
  "picture of",
  "photograph of",
  "close-up of",
  "closeup of",
  "a",
  "an",
  "the",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LEADING_PHRASE_PATTERN = new RegExp(
  `^(?:${LEADING_PHRASES.map((phrase) => escapeRegExp(phrase).replaceAll(" ", "\\s+")).join("|")})(?:[\\s,:]+|$)`,
  "iu",
);

/** A sentence ends at . ! ? … followed by whitespace or the end, or at a line break. */
const SENTENCE_END = /[.!?…](?=\s|$)|[\r\n]/u;
const NOT_LETTER_DIGIT_OR_SPACE = /[^\p{L}\p{M}\p{Nd}\s]/gu;
/** Combining marks (accents, Indic vowel signs and viramas) are kept only on a letter or digit. */
const ORPHAN_MARKS = /(?<![\p{L}\p{M}\p{Nd}])\p{M}+/gu;
const WHITESPACE_RUN = /\s+/gu;
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** Rule 2: strips leading phrases until none applies. */
export function stripLeadingPhrases(description: string): string {
  let text = description.trimStart();
  for (;;) {
    const match = LEADING_PHRASE_PATTERN.exec(text);
    if (!match || match[0].length === 0) return text;
    text = text.slice(match[0].length).trimStart();
  }
}

/** Rule 1: the text up to the first sentence end. */
export function firstSentence(text: string): string {
  const end = SENTENCE_END.exec(text);
  return end ? text.slice(0, end.index) : text;
}

/** Rules 3–5: letters and digits only, whitespace runs as `_`, at most 40 characters, `fallback` if empty. */
export function cleanName(text: string, fallback: string = EMPTY_NAME): string {
  const words = text
    .normalize("NFC")
    .replace(NOT_LETTER_DIGIT_OR_SPACE, "")
    .replace(ORPHAN_MARKS, "")
    .replace(WHITESPACE_RUN, " ")
    .trim();
  const cut = Array.from(words).slice(0, MAX_NAME_LENGTH).join("").trimEnd();
  const name = cut.replaceAll(" ", "_");
  if (name === "") return fallback;
  return WINDOWS_RESERVED.test(name) ? `${name}_${EMPTY_NAME}` : name;
}

/** The file name (without extension) for a photo with this description. */
export function nameFromDescription(description: string): string {
  return cleanName(stripLeadingPhrases(firstSentence(description.normalize("NFC").trimStart())));
}

function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}

/** Rule 6: "IMG_1.JPEG" → "jpeg"; "scan" → "jpg". */
export function fileExtension(originalName: string): string {
  const name = baseName(originalName);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return DEFAULT_EXTENSION;
  const extension = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : DEFAULT_EXTENSION;
}

/** Rule 7: "Marine Life" → "Marine_Life". */
export function folderName(category: string): string {
  return cleanName(category, UNSORTED_FOLDER);
}

/** Rule 8: `Category_Folder/name.ext`. */
export function zipEntryPath(category: string, description: string, originalName: string): string {
  return `${folderName(category)}/${nameFromDescription(description)}.${fileExtension(originalName)}`;
}

/** Characters no common file system accepts in a name, and control characters. */
const UNSAFE_IN_FILE_NAME = /[<>:"/\\|?*\p{Cc}]/gu;

/** The original file name made safe for every file system; `photo.jpg` when nothing is left. */
export function safeOriginalName(originalName: string): string {
  const cleaned = baseName(originalName)
    .normalize("NFC")
    .replace(UNSAFE_IN_FILE_NAME, "")
    .trim()
    .replace(/[. ]+$/u, "");
  if (cleaned === "" || cleaned.startsWith(".")) return `${EMPTY_NAME}.${fileExtension(originalName)}`;
  const dot = cleaned.lastIndexOf(".");
  const stem = dot > 0 ? cleaned.slice(0, dot) : cleaned;
  return WINDOWS_RESERVED.test(stem) ? `${stem}_${EMPTY_NAME}${cleaned.slice(stem.length)}` : cleaned;
}

/** Rule 8, D5: where a photo whose analysis failed goes: `Unsorted/<original name>`. */
export function failedEntryPath(originalName: string): string {
  return `${UNSORTED_FOLDER}/${safeOriginalName(originalName)}`;
}
