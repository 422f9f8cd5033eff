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
 *    COM1, COM¹, LPT², …, judged on the part before the first dot: `CON.tar.jpg` is CON) gets `_photo`
 *    after that part so the ZIP unpacks everywhere.
 * 6. The extension is taken from the original file name, lower-cased; `jpg` when it has none (or one that is
 *    not plain letters and digits).
 * 7. Folders are named from the category by rules 3–5 (category names are not stripped of leading phrases);
 *    an empty category is `Unsorted`.
 * 8. The ZIP entry path is `Category_Folder/name.ext`. A photo whose analysis failed goes to `Unsorted/` under
 *    its original file name, made safe for every file system (D5): characters file systems refuse and
 *    invisible ones (control and format characters: bidi controls, zero-width) removed, no trailing dot or
 *    space, rule 5's device names guarded, and at most 100 characters (`MAX_ORIGINAL_NAME_LENGTH`) with its
 *    extension kept.
 * 9. Within one batch, a path already used gets `_2`, `_3`, … before the extension, compared
 *    case-insensitively (`createPathAllocator` in `path-allocator.ts`).
 * The ZIP is `organized_photos.zip` and holds `manifest.csv` (D6, `manifest-csv.ts`).
 */

export const MAX_NAME_LENGTH = 40;
/** Rule 8: the longest kept original name (code points, extension included); file systems allow 255 bytes. */
export const MAX_ORIGINAL_NAME_LENGTH = 100;
export const DEFAULT_EXTENSION = "jpg";
export const EMPTY_NAME = "photo";
export const UNSORTED_FOLDER = "Unsorted";
export const ZIP_FILE_NAME = "organized_photos.zip";
/** The folder a run writes into when the user picks a destination folder instead of a ZIP (#22). */
export const OUTPUT_FOLDER_NAME = "organized_photos";
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
/**
 * Windows' device names (also with the ISO 8859-1 superscript digits it reads as digits), compared without
 * case and without the trailing spaces Windows ignores.
 */
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³]) *$/iu;

/** Rule 5: `_photo` after a device name, which Windows judges on the part before the first dot. */
/** A name Windows keeps for a device (CON, NUL, COM1, …), whatever follows its first dot. */
export function isDeviceName(name: string): boolean {
  const dot = name.indexOf(".");
  return WINDOWS_DEVICE.test(dot === -1 ? name : name.slice(0, dot));
}

export function guardDeviceName(name: string): string {
  const dot = name.indexOf(".");
  const device = dot === -1 ? name : name.slice(0, dot);
  if (!WINDOWS_DEVICE.test(device)) return name;
  const trimmed = device.trimEnd();
  return `${trimmed}_${EMPTY_NAME}${name.slice(trimmed.length)}`;
}

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
  return guardDeviceName(name);
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

/**
 * Characters no common file system accepts in a name, and the invisible ones: controls, format characters
 * (bidi overrides that make `gpj.exe` read as `exe.jpg`, zero-width joiners and spaces, soft hyphens),
 * line and paragraph separators, and lone surrogates, which are not text.
 */
const UNSAFE_IN_FILE_NAME = /[<>:"/\\|?*\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** Windows drops trailing dots and spaces from a name. */
const TRAILING_DOTS_AND_SPACES = /[. ]+$/u;
/** An original name's extension is kept through the length cap when it is this short. */
const MAX_KEPT_EXTENSION_LENGTH = 10;

/** Cuts the name to `MAX_ORIGINAL_NAME_LENGTH` code points, keeping a short extension whole. */
function capLength(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= MAX_ORIGINAL_NAME_LENGTH) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length > 1 && extension.length <= MAX_KEPT_EXTENSION_LENGTH + 1 ? extension : [];
  const stem = characters
    .slice(0, MAX_ORIGINAL_NAME_LENGTH - kept.length)
    .join("")
    .replace(TRAILING_DOTS_AND_SPACES, "");
  return `${stem}${kept.join("")}`;
}

/** The original file name made safe for every file system; `photo.jpg` when nothing is left. */
export function safeOriginalName(originalName: string): string {
  const cleaned = baseName(originalName)
    .replace(UNSAFE_IN_FILE_NAME, "")
    .normalize("NFC")
    .trim()
    .replace(TRAILING_DOTS_AND_SPACES, "");
  if (cleaned === "" || cleaned.startsWith(".")) return `${EMPTY_NAME}.${fileExtension(originalName)}`;
  // Cut, guard (a cut can end the name's first part on a device name), and cut again (the guard adds text).
  return capLength(guardDeviceName(capLength(cleaned)));
}

/** Rule 8, D5: where a photo whose analysis failed goes: `Unsorted/<original name>`. */
export function failedEntryPath(originalName: string): string {
  return `${UNSORTED_FOLDER}/${safeOriginalName(originalName)}`;
}
