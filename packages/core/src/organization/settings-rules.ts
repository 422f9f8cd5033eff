import type { OrganizationSettings } from "../api/organization-settings.ts";
import { CATEGORY_NAMES, type Category, UNSORTED } from "../catalogue/category-names.ts";
import { buildKeywordIndex, findKeywords, type KeywordIndex } from "../catalogue/keyword-match.ts";
import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";
import { folderName } from "../naming/file-names.ts";
import {
  DEFAULT_FOLDER_PATTERN,
  DEFAULT_NAME_PATTERN,
  parseFolderPattern,
  parseNamePattern,
} from "./patterns.ts";

export const MAX_OWN_FOLDERS = 50;
export const MAX_FOLDER_WORDS = 30;
export const MAX_WORD_LENGTH = 40;

/**
 * Catalogue folders, names from the description, exact duplicates in `Duplicates/` (every photo selected is in
 * the output unless the user chose to leave copies out), no sidecars.
 */
export const DEFAULT_ORGANIZATION_SETTINGS: OrganizationSettings = {
  folderPattern: DEFAULT_FOLDER_PATTERN,
  namePattern: DEFAULT_NAME_PATTERN,
  folders: [],
  otherPhotos: "keep-category",
  duplicates: "folder",
  sidecars: false,
};

export interface SettingsProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** A folder's name must have at least one letter or digit (else its folder would have no name on disk). */
export function hasFolderName(name: string): boolean {
  return /[\p{L}\p{Nd}]/u.test(name);
}

/** Folder names compare as the ZIP would write them: `Pets & Wildlife` and `pets wildlife` are one folder. */
const folderKey = (name: string) => folderName(name).toLowerCase();

/** Every rule the settings break, each at the field it concerns; none for valid settings. */
export function settingsProblems(settings: OrganizationSettings): SettingsProblem[] {
  const copy = ORGANIZATION_COPY.settingsErrors;
  const problems: SettingsProblem[] = [];
  const folderPattern = parseFolderPattern(settings.folderPattern);
  if (!folderPattern.ok) problems.push({ path: ["folderPattern"], message: folderPattern.message });
  const namePattern = parseNamePattern(settings.namePattern);
  if (!namePattern.ok) problems.push({ path: ["namePattern"], message: namePattern.message });
  if (settings.folders.length > MAX_OWN_FOLDERS) {
    problems.push({ path: ["folders"], message: copy.tooManyFolders(MAX_OWN_FOLDERS) });
  }
  const names = new Map<string, string>();
  const flowsInto = new Map<string, string>();
  const reserved = folderKey(ORGANIZATION_COPY.duplicatesFolder);
  // A first level of plain text naming the duplicates' folder would put every photo in with the copies.
  const firstLevel = settings.folderPattern.trim().split("/")[0] ?? "";
  if (folderPattern.ok && !firstLevel.includes("{") && folderKey(firstLevel) === reserved) {
    problems.push({ path: ["folderPattern"], message: copy.folderNameReserved(firstLevel.trim()) });
  }
  settings.folders.forEach((folder, index) => {
    const key = folderKey(folder.name);
    if (!hasFolderName(folder.name)) {
      problems.push({ path: ["folders", index, "name"], message: copy.folderNameEmpty });
    } else if (key === reserved) {
      problems.push({ path: ["folders", index, "name"], message: copy.folderNameReserved(folder.name) });
    } else if (names.has(key)) {
      problems.push({ path: ["folders", index, "name"], message: copy.duplicateFolder(folder.name) });
    } else {
      names.set(key, folder.name);
    }
    for (const category of folder.categories) {
      const first = flowsInto.get(category);
      if (first !== undefined && first !== folder.name) {
        problems.push({
          path: ["folders", index, "categories"],
          message: copy.categoryTwice(category, first, folder.name),
        });
      }
      flowsInto.set(category, folder.name);
    }
  });
  if (settings.otherPhotos !== "keep-category") {
    const other = settings.otherPhotos.folder;
    if (!/[\p{L}\p{Nd}]/u.test(other)) {
      problems.push({ path: ["otherPhotos", "folder"], message: copy.otherFolderEmpty });
    } else if (folderKey(other) === reserved) {
      problems.push({ path: ["otherPhotos", "folder"], message: copy.folderNameReserved(other) });
    }
  }
  return problems;
}

/** The folder a photo goes to: an own folder's name, or its catalogue category (or the other-photos folder). */
export type FolderChooser = (photo: {
  readonly category: Category | string;
  readonly description: string;
}) => string;

/**
 * Files photos into the user's own folders: a folder word found in the description decides first (the
 * describer names the main subject first, so the earliest hit wins), then the folder the photo's catalogue
 * category flows into, then the other-photos rule. Words are matched as the catalogue's keywords are
 * (whole words, any case, plurals, several-word phrases: `keyword-match.ts`).
 */
export function createFolderChooser(settings: OrganizationSettings): FolderChooser {
  const index: KeywordIndex<string> = buildKeywordIndex(
    settings.folders.map((folder) => ({ name: folder.name, keywords: folder.words })),
  );
  const byCategory = new Map<string, string>();
  for (const folder of settings.folders) {
    for (const category of folder.categories)
      if (!byCategory.has(category)) byCategory.set(category, folder.name);
  }
  return ({ category, description }) => {
    const [hit] = findKeywords(index, description);
    if (hit) return hit.category;
    const mapped = byCategory.get(category);
    if (mapped !== undefined) return mapped;
    if (settings.otherPhotos === "keep-category") return category;
    return settings.otherPhotos.folder;
  };
}

/** The settings a batch uses: the saved ones when the plan has Advanced categorization, else the defaults. */
export function effectiveSettings(
  saved: OrganizationSettings | undefined,
  applies: boolean,
): OrganizationSettings {
  return applies && saved ? saved : DEFAULT_ORGANIZATION_SETTINGS;
}

/**
 * The folders photos can go to under the settings, for the review's "Move to…": the own folders, then the
 * other-photos folder, or the catalogue categories no own folder takes (and Unsorted) when photos keep theirs.
 */
export function offeredFolders(settings: OrganizationSettings): string[] {
  const own = settings.folders.map((folder) => folder.name);
  if (settings.otherPhotos !== "keep-category") {
    const other = settings.otherPhotos.folder;
    return own.some((name) => folderKey(name) === folderKey(other)) ? own : [...own, other];
  }
  const taken = new Set<string>(settings.folders.flatMap((folder) => folder.categories));
  const kept = [...CATEGORY_NAMES, UNSORTED].filter((category) => !taken.has(category));
  return [...own, ...kept.filter((category) => !own.some((name) => folderKey(name) === folderKey(category)))];
}

/**
 * Where a stored learning example votes under the settings, or null when it votes nowhere: a catalogue
 * category (or Unsorted) goes where that category flows now, an own folder's name to that folder while the
 * settings have it. So examples kept under another scheme still teach, and a folder the user removed, or one
 * the plan no longer applies, files nothing there.
 */
export function createExampleMapper(settings: OrganizationSettings): (folder: string) => string | null {
  const choose = createFolderChooser({
    ...settings,
    folders: settings.folders.map((f) => ({ ...f, words: [] })),
  });
  const catalogue = new Set<string>([...CATEGORY_NAMES, UNSORTED]);
  const own = new Map<string, string>();
  for (const folder of settings.folders) own.set(folderKey(folder.name), folder.name);
  if (settings.otherPhotos !== "keep-category")
    own.set(folderKey(settings.otherPhotos.folder), settings.otherPhotos.folder);
  return (folder) => {
    const mine = own.get(folderKey(folder));
    if (mine !== undefined) return mine;
    return catalogue.has(folder) ? choose({ category: folder, description: "" }) : null;
  };
}
