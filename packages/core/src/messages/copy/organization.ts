/** Organization settings (#21): own folders, folder and name patterns, duplicates, sidecars. Own wording. */

import { MANIFEST_FILE_NAME } from "../../naming/file-names.ts";
import { formatCount } from "../format-count.ts";

type Which = "folder" | "name";

const tokenList = (tokens: readonly string[]) => tokens.map((t) => `{${t}}`).join(", ");

/** The start of a text too long to quote whole: enough to find it, not the whole of it sent back. */
const QUOTED_AT_MOST = 80;
const startOf = (text: string) => {
  const characters = Array.from(text);
  return characters.length > QUOTED_AT_MOST ? `${characters.slice(0, QUOTED_AT_MOST).join("")}…` : text;
};

export const ORGANIZATION_COPY = {
  featureName: "Advanced categorization",
  /** What "Advanced categorization" is, concretely: pricing cards, features page, the settings panel. */
  featureSummary:
    "Your own folders and words, folders by date ({year}/{month}) and names with the date in front, exact duplicates set aside in a Duplicates folder and not charged, look-alikes pointed out, and XMP sidecars (photo.jpg.xmp) for digiKam or darktable.",
  /** The features page's line under AI-Powered Organization. */
  featuresPageLine:
    "With Pro and VIP, Advanced categorization sorts into your own folders and words, by date ({year}/{category}), with the date in front of names, and with XMP sidecars; exact duplicates are set aside in a Duplicates folder and not charged.",
  featureDetails: [
    "Your own folders (up to 50), with the words that say what belongs in each",
    "Folders by date or camera, e.g. 2024/Travel",
    "File names with the date and time, e.g. 2024-06-14_beach_at_sunset.jpg",
    "Exact duplicates found before analysis, skipped or set aside, never charged; look-alikes pointed out",
    "XMP sidecars with the description, folder and date",
  ],
  /** 403 of `PUT /api/organization-settings` for a plan without the feature. */
  planRefusal: (plan: string) =>
    `Advanced categorization (your own folders, patterns and sidecars) is part of Pro and VIP. Your ${plan} plan organizes with the standard folders; upgrade to use your settings.`,
  /** GET on a plan that no longer has the feature: the saved settings are kept and not applied. */
  notApplied: (plan: string) =>
    `Your settings are saved but not applied: your ${plan} plan organizes with the standard folders. Upgrade to Pro or VIP to use them again.`,
  panel: {
    open: "Organization settings",
    title: "Organization settings",
    description: "Choose your folders and how photos are named.",
    proBadge: "Pro",
    upgradeNote: "Advanced categorization is part of Pro and VIP.",
    /** Under the locked panel: what applies instead of the choices shown (which are Pro's defaults). */
    withoutFeature:
      "Without it, photos go to the standard folders under names from their descriptions, and an exact duplicate is organized and charged like any other photo.",
    upgradeLink: "See plans",
    folderPattern: "Folders",
    folderPatternHint: "Tokens: {category} {year} {month} {month_name} {day} {camera}, joined by /",
    namePattern: "File names",
    namePatternHint: "Tokens: {description} {date} {time} {original} {camera} {category}",
    ownFolders: "Your own folders",
    ownFoldersHint:
      "Photos whose description has one of a folder's words go there; so do the categories you pick.",
    folderName: "Folder name",
    folderWords: "Words (comma-separated)",
    folderCategories: "Categories that flow in (comma-separated)",
    /** Placeholders of a new folder's fields: an example of what each takes. */
    folderNameExample: "e.g. Pets",
    folderWordsExample: "e.g. dog, cat, puppy",
    folderCategoriesExample: "e.g. Animals, Marine Life",
    addFolder: "Add folder",
    removeFolder: (name: string) => `Remove folder ${name || "without a name"}`,
    otherPhotos: "Everything else",
    keepCategory: "Keeps its category folder",
    otherFolder: "Goes to one folder:",
    duplicates: "Exact duplicates (found before analysis, not charged)",
    duplicatesSkip: "Leave them out (listed in the manifest)",
    duplicatesFolder: "Put them in Duplicates/",
    sidecars: "Write an XMP sidecar beside each photo",
    preview: "Preview",
    /** Under the preview: which date a photo without one in its metadata gets (the third example has neither). */
    undatedNote: `A photo without a capture date in its metadata is dated by its file (when it was last saved), and ${MANIFEST_FILE_NAME} says so (date_source). Only a photo with neither goes to Unknown_date.`,
    save: "Save settings",
    reset: "Back to the defaults",
    saved: "Settings saved",
    /** Closing the panel with changes not saved: asked, not lost. */
    discardTitle: "Discard your changes?",
    discardBody: "You changed the organization settings without saving them; closing drops those changes.",
    discard: "Discard changes",
    keepEditing: "Keep editing",
    unknownCategory: (name: string) => `${name} is not a category.`,
  },
  /** The live preview's three example photos. */
  previewPhotos: [
    {
      description: "A golden retriever puppy in the snow",
      category: "Animals",
      originalName: "IMG_2041.JPG",
      date: { year: 2024, month: 1, day: 14, hour: 10, minute: 32, second: 5 },
      camera: "Apple iPhone 15",
    },
    {
      description: "Two kids at a birthday party with a cake",
      category: "Celebrations",
      originalName: "DSC_0193.NEF",
      date: { year: 2024, month: 6, day: 2, hour: 16, minute: 8, second: 51 },
      camera: "Nikon D750",
    },
    {
      description: "A bowl of ramen on a wooden table",
      category: "Food",
      originalName: "scan 17.png",
    },
  ],
  /** The account's settings could not be read as a batch started: it does not start without them. */
  settingsUnreadable:
    "Your organization settings could not be read, so nothing was organized or charged. Please try again in a moment.",
  /** The batch's summary and the results view: exact duplicates set aside before the analysis. */
  duplicatesFound: (count: number): string =>
    count === 1
      ? "1 exact duplicate found: not analyzed and not charged."
      : `${formatCount(count)} exact duplicates found: not analyzed and not charged.`,
  /** Where the results view says they went: the same words for a ZIP and for a folder written on disk. */
  duplicatesWhere: (inFolder: boolean): string =>
    inFolder
      ? "They are in the Duplicates folder."
      : `They are left out, and listed in ${MANIFEST_FILE_NAME}.`,
  /** One duplicate in the results view's list. */
  duplicateOf: (name: string, of: string): string => `${name} is a copy of ${of}`,
  /** A photo whose preview looks like another's (resized, recompressed, the next shot of a burst): both kept. */
  looksLike: (name: string): string => `Looks like ${name}`,
  unknownDateFolder: "Unknown date",
  unknownCameraFolder: "Unknown camera",
  duplicatesFolder: "Duplicates",
  defaultOtherFolder: "Unsorted",
  monthNames: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  patternErrors: {
    empty: (which: Which) => `The ${which} pattern is empty.`,
    tooLong: (which: Which, max: number) => `The ${which} pattern is longer than ${max} characters.`,
    tooManyLevels: (max: number) => `The folder pattern has more than ${max} folder levels.`,
    emptyLevel: "The folder pattern has an empty folder level: remove the extra /.",
    slashInName: "The name pattern cannot contain /: put folders in the folder pattern.",
    unknownToken: (which: Which, token: string, allowed: readonly string[]) =>
      `${token} is not a token of the ${which} pattern. Use ${tokenList(allowed)}.`,
    unclosedBrace: (which: Which, fragment: string) =>
      `The ${which} pattern has a { without its }: "${fragment}".`,
    strayBrace: (which: Which) => `The ${which} pattern has a } without its {.`,
    badCharacter: (which: Which, character: string) =>
      `The ${which} pattern cannot contain "${character}": between tokens use letters, digits, spaces, - and _.`,
  },
  settingsErrors: {
    tooManyFolders: (max: number) => `You can have up to ${max} folders.`,
    folderNameEmpty: "A folder needs a name with at least one letter or digit.",
    folderNameReserved: (name: string) => `"${name}" is the duplicates folder's name: choose another.`,
    duplicateFolder: (name: string) => `There are two folders named "${name}".`,
    categoryTwice: (category: string, first: string, second: string) =>
      `${category} flows into two folders, "${first}" and "${second}": choose one.`,
    otherFolderEmpty: "Name the folder for everything else.",
    folderNameTooLong: (name: string, max: number) =>
      `"${startOf(name)}" is longer than ${max} characters: shorten the folder's name.`,
    wordEmpty: "A folder's words cannot be empty.",
    wordTooLong: (word: string, max: number) =>
      `"${startOf(word)}" is longer than ${max} characters: a folder's words are single words or short phrases.`,
    tooManyWords: (max: number) => `A folder can have up to ${max} words.`,
  },
} as const;
