import { formatCount } from "../messages/format-count.ts";
import { LEARNING } from "./similar-photos.ts";

const photos = (n: number) => `${formatCount(n)} ${n === 1 ? "photo" : "photos"}`;

/** Every text of reviewing a batch and of learning from corrections (#13), once. */
export const REVIEW_TEXTS = {
  // Results view
  resultsHeading: "Your organized photos",
  resultsSummary: (total: number, folders: number) =>
    `${photos(total)} in ${formatCount(folders)} ${folders === 1 ? "folder" : "folders"}`,
  folderCount: (n: number) => photos(n),
  selectPhoto: (name: string) => `Select ${name}`,
  selectedCount: (n: number) => `${photos(n)} selected`,
  clearSelection: "Clear selection",
  moveTo: "Move to…",
  moveSelectedTo: (n: number) => `Move ${photos(n)} to…`,
  moved: (n: number, folder: string) => `Moved ${photos(n)} to ${folder}`,
  refiled: (n: number, folder: string) =>
    `${photos(n)} that ${n === 1 ? "looks" : "look"} like it also moved to ${folder}`,
  rename: "Rename",
  renameLabel: (name: string) => `New name for ${name}`,
  renameSave: "Save name",
  renameCancel: "Cancel",
  renamed: (name: string) => `Renamed to ${name}`,
  renameRefused: "A name needs at least one letter or digit.",
  photoActions: (name: string) => `Actions for ${name}`,
  originalName: (name: string) => `Original: ${name}`,
  zipPath: (path: string) => `In the ZIP: ${path}`,
  /** The same for a run written into a folder on disk, where a move changes the corrected ZIP only. */
  organizedPath: (path: string) => `Organized as: ${path}`,
  editDescription: "Edit description",
  editDescriptionOf: (name: string) => `Edit description of ${name}`,
  descriptionLabel: (name: string) => `Description of ${name}`,
  descriptionSave: "Save description",
  descriptionHint: "The file name follows the description.",
  descriptionRefused: "A description needs at least one letter or digit.",
  dragHint: "Drag photos onto a folder's heading, or use Move to…",
  undo: "Undo",
  redo: "Redo",
  undone: "Last change undone",
  redone: "Change redone",
  nothingToUndo: "Nothing to undo",
  nothingToRedo: "Nothing to redo",
  // The folder overview
  foldersHeading: "Folders",
  showFolder: (folder: string, n: number) => `${folder}, ${photos(n)}`,
  collapseFolder: (folder: string) => `Hide the photos in ${folder}`,
  expandFolder: (folder: string) => `Show the photos in ${folder}`,
  collapseAll: "Collapse all",
  expandAll: "Expand all",
  filterLabel: "Find photos",
  filterPlaceholder: "Find by description or name",
  filterSummary: (shown: number, total: number) => `${formatCount(shown)} of ${photos(total)} match`,
  filterEmpty: (query: string) => `No photo matches “${query}”.`,
  clearFilter: "Clear search",
  changedByYou: "Changed by you",
  filedFromCorrections: "Filed like photos you corrected before",
  refiledLive: "Moved with your correction",
  failedReason: (reason: string) => `Not analyzed: ${reason}`,
  notRun: "the analysis did not run",
  dropHere: (folder: string) => `Drop here to move to ${folder}`,
  // Folder operations (#21)
  newFolder: "New folder…",
  newFolderTitle: (n: number) => `Move ${photos(n)} to a new folder`,
  folderNameLabel: "Folder name",
  folderNameHint: "Letters, digits and spaces; the ZIP's folder is named the same way on every computer.",
  createAndMove: "Create and move",
  folderActions: (folder: string) => `Actions for the folder ${folder}`,
  renameFolder: "Rename folder…",
  renameFolderTitle: (folder: string) => `Rename ${folder}`,
  renameFolderSave: "Rename",
  mergeInto: (folder: string) => `Merge into ${folder}`,
  mergeHeading: "Merge into",
  folderRenamed: (from: string, to: string) => `Renamed ${from} to ${to}`,
  foldersMerged: (n: number, from: string, into: string) => `Merged ${from} into ${into}: ${photos(n)} moved`,
  folderNameTooLong: (max: number) => `A folder name can have at most ${formatCount(max)} characters.`,
  folderNameDevice: (name: string) => `"${name}" is a name Windows keeps for itself: choose another.`,
  downloadReviewed: "Download ZIP",
  downloadCorrected: "Download corrected ZIP",
  downloadedNotice:
    "Your ZIP was saved while the photos were analyzed. Fix any folder below and download a corrected ZIP.",
  reviewNotice: "Check the folders, move or rename what is wrong, then download the ZIP.",
  /** A run saved into a folder on disk: the copies are there; corrections go into a ZIP. */
  savedIntoNotice: (folder: string) =>
    `Your photos were written into ${folder} while they were analyzed. Fix any folder below and download the corrected result as a ZIP.`,
  startOver: "Organize more photos",
  savingExamples: "Remembering your corrections…",
  examplesFailed: "Your corrections could not be remembered this time; your ZIP is not affected.",
  // The switch on /upload
  reviewSwitch: "Review before download",
  reviewSwitchHelp:
    "Off: the ZIP is saved while your photos are analyzed, and you can still fix folders afterwards. On: see every folder first, fix it, then download.",
  // /usage
  usageHeading: "Your corrections",
  usageSummary: (corrections: number, examples: number) =>
    corrections === 0 && examples === 0
      ? "Nothing remembered yet. When you move a photo to another folder, we file your next look-alike photos there too."
      : `${photos(examples)} remembered from your reviews: ${formatCount(corrections)} you moved to another folder, ${formatCount(examples - corrections)} you left in the folder we chose.`,
  usageExplain: `For each one we keep a list of numbers that describes what it looks like (no image, no file name) and the folder it ended in, and file your new look-alike photos there too. The photos you reviewed last count most: one counts half as much for every ${formatCount(LEARNING.halfLife)} photos you review after it. We keep the latest ${formatCount(LEARNING.maxExamplesPerUser)}.`,
  forget: "Forget my corrections",
  forgetting: "Forgetting…",
  forgotten: "Your corrections are forgotten. New photos are filed from their descriptions only.",
  forgetFailed: "Your corrections could not be forgotten. Please try again.",
  // Privacy page
  privacyTitle: "What we learn from your corrections",
  privacySummary:
    "When you correct a folder, we keep a list of numbers summarizing what that photo looks like (never the image) to file your own look-alike photos the same way. You can make us forget it at any time.",
  privacyRetention: `Corrections: until you forget them or delete your account, at most the latest ${formatCount(LEARNING.maxExamplesPerUser)}.`,
  privacyParagraphs: [
    'When you download a batch\'s ZIP from its results, or close its results with "Organize more photos" once its ZIP is saved, every analyzed photo of the batch teaches the service how you sort: the ones you moved to another folder and the ones left where they were, whether you looked at them or not. For each one we store a list of numbers that our image model computed from the preview (a summary of what the photo looks like, from which the photo cannot be rebuilt), the folder and the date. With them we never store the preview, the photo, its file name or its description.',
    `We use these records for one thing only: to file your own next photos that look alike into the folders you chose, the latest counting most. No other user's photos are filed with them, they are never used to train models, and they are not shared. We keep at most ${formatCount(LEARNING.maxExamplesPerUser)} per account; the oldest go first. "Forget my corrections" on the Usage page deletes them at once, and deleting your account deletes them too.`,
  ],
} as const;
