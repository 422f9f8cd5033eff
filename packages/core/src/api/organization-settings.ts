import { z } from "zod";
import { CATEGORY_NAMES } from "../catalogue/category-names.ts";
import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";
import { MAX_NAME_LENGTH } from "../naming/file-names.ts";
import { MAX_PATTERN_LENGTH } from "../organization/patterns.ts";
import {
  MAX_FOLDER_WORDS,
  MAX_OWN_FOLDERS,
  MAX_WORD_LENGTH,
  settingsProblems,
} from "../organization/settings-rules.ts";

const settingsErrors = ORGANIZATION_COPY.settingsErrors;
const patternErrors = ORGANIZATION_COPY.patternErrors;

/**
 * A folder's name: every limit says in our words what to change, since the settings panel and the API
 * show the first problem as it is.
 */
const folderNameSchema = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(MAX_NAME_LENGTH, {
      error: (issue) => settingsErrors.folderNameTooLong(String(issue.input), MAX_NAME_LENGTH),
    });

export const ownFolderSchema = z.object({
  name: folderNameSchema(settingsErrors.folderNameEmpty).describe("The folder's name as the user wrote it"),
  words: z
    .array(
      z
        .string()
        .trim()
        .min(1, settingsErrors.wordEmpty)
        .max(MAX_WORD_LENGTH, {
          error: (issue) => settingsErrors.wordTooLong(String(issue.input), MAX_WORD_LENGTH),
        }),
    )
    .max(MAX_FOLDER_WORDS, settingsErrors.tooManyWords(MAX_FOLDER_WORDS))
    .describe("Words that say what belongs here, matched in the photo's description"),
  categories: z
    .array(z.enum(CATEGORY_NAMES))
    .max(CATEGORY_NAMES.length)
    .describe("Catalogue categories that flow into this folder"),
});

export const otherPhotosSchema = z
  .union([
    z.literal("keep-category"),
    z.object({ folder: folderNameSchema(settingsErrors.otherFolderEmpty) }).strict(),
  ])
  .describe("Where photos no own folder takes go: their catalogue category, or one named folder");

const organizationSettingsShape = z.object({
  folderPattern: z
    .string()
    .max(MAX_PATTERN_LENGTH, patternErrors.tooLong("folder", MAX_PATTERN_LENGTH))
    .describe("Folders, with {category} {year} {month} {month_name} {day} {camera}, joined by /"),
  namePattern: z
    .string()
    .max(MAX_PATTERN_LENGTH, patternErrors.tooLong("name", MAX_PATTERN_LENGTH))
    .describe("File names, with {description} {date} {time} {original} {camera} {category}"),
  folders: z.array(ownFolderSchema).max(MAX_OWN_FOLDERS, settingsErrors.tooManyFolders(MAX_OWN_FOLDERS)),
  otherPhotos: otherPhotosSchema,
  duplicates: z
    .enum(["skip", "folder"])
    .describe("Exact duplicates: left out with a manifest line, or put in Duplicates/"),
  sidecars: z.boolean().describe("Write an XMP sidecar beside each photo"),
});

/** The settings, with every rule of `settingsProblems` reported as an issue at the field it concerns. */
export const organizationSettingsSchema = organizationSettingsShape.superRefine((settings, context) => {
  for (const problem of settingsProblems(settings)) {
    context.addIssue({ code: "custom", message: problem.message, path: [...problem.path] });
  }
});

/** `GET /api/organization-settings`, and the answer of `PUT`. */
export const organizationSettingsViewSchema = z.object({
  settings: organizationSettingsShape,
  saved: z.boolean().describe("The user has saved settings (else these are the defaults)"),
  applies: z.boolean().describe("The account's plan has Advanced categorization: batches use these settings"),
});

export type OwnFolder = z.infer<typeof ownFolderSchema>;
export type OtherPhotos = z.infer<typeof otherPhotosSchema>;
export type OrganizationSettings = z.infer<typeof organizationSettingsShape>;
export type OrganizationSettingsView = z.infer<typeof organizationSettingsViewSchema>;
