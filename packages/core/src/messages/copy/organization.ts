/** Organization settings (#21): own folders, folder and name patterns, duplicates, sidecars. Own wording. */

type Which = "folder" | "name";

const tokenList = (tokens: readonly string[]) => tokens.map((t) => `{${t}}`).join(", ");

export const ORGANIZATION_COPY = {
  featureName: "Advanced categorization",
  /** What "Advanced categorization" is, concretely: pricing cards, features page, the settings panel. */
  featureSummary:
    "Your own folders and words, folders by date ({year}/{month}), names with the date in front, exact duplicates skipped and not charged, and XMP sidecars for Lightroom or digiKam.",
  featureDetails: [
    "Your own folders (up to 50), with the words that say what belongs in each",
    "Folders by date or camera, e.g. 2024/Travel",
    "File names with the date and time, e.g. 2024-06-14_beach_at_sunset.jpg",
    "Exact duplicates found before analysis: skipped or set aside, never charged",
    "XMP sidecars with the description, folder and date",
  ],
  /** 403 of `PUT /api/organization-settings` for a plan without the feature. */
  planRefusal: (plan: string) =>
    `Advanced categorization (your own folders, patterns, duplicate handling and sidecars) is part of Pro and VIP. Your ${plan} plan organizes with the standard folders; upgrade to use your settings.`,
  /** GET on a plan that no longer has the feature: the saved settings are kept and not applied. */
  notApplied: (plan: string) =>
    `Your settings are saved but not applied: your ${plan} plan organizes with the standard folders. Upgrade to Pro or VIP to use them again.`,
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
  },
} as const;
