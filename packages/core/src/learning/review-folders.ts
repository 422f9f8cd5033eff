import { CATEGORY_NAMES, UNSORTED } from "../catalogue/category-names.ts";
import { ORGANIZATION_COPY } from "../messages/copy/organization.ts";
import { folderName, isDeviceName, MAX_NAME_LENGTH } from "../naming/file-names.ts";
import { type ReviewState, withHistory } from "./review-state.ts";
import { REVIEW_TEXTS } from "./review-texts.ts";

/**
 * The review's folder operations (#21): a new folder from "Move to…", renaming a folder, merging one into
 * another. A folder is only ever the photos in it, so each operation is a change of the photos' folders: one
 * step of Undo, kept with the review across a reload.
 */

/** Two names are one folder when the ZIP would write them alike: `Pets & Wildlife` and `pets wildlife`. */
export const sameFolder = (a: string, b: string) =>
  folderName(a).toLowerCase() === folderName(b).toLowerCase();

export type FolderNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A folder name the user typed, checked by the ZIP's naming rules: at least one letter or digit, no longer
 * than a folder level may be (so nothing is cut silently), not a name Windows keeps for a device, not the
 * duplicates folder. A name that is an existing folder's under those rules answers that folder's spelling.
 */
export function checkFolderName(wanted: string, existing: readonly string[]): FolderNameCheck {
  const name = wanted.normalize("NFC").replace(/\s+/gu, " ").trim();
  const errors = ORGANIZATION_COPY.settingsErrors;
  if (!/[\p{L}\p{Nd}]/u.test(name)) return { ok: false, message: errors.folderNameEmpty };
  if (Array.from(name).length > MAX_NAME_LENGTH)
    return { ok: false, message: REVIEW_TEXTS.folderNameTooLong(MAX_NAME_LENGTH) };
  if (isDeviceName(name)) return { ok: false, message: REVIEW_TEXTS.folderNameDevice(name) };
  if (sameFolder(name, ORGANIZATION_COPY.duplicatesFolder))
    return { ok: false, message: errors.folderNameReserved(name) };
  return { ok: true, name: existing.find((folder) => sameFolder(folder, name)) ?? name };
}

/**
 * Every photo of `from` into `to` (a rename when `to` is new, a merge when it exists). The photos count as
 * filed by the user: no later move re-files them, and they teach where such photos go. Null when nothing moves.
 */
export function moveFolder(state: ReviewState, from: string, to: string): ReviewState | null {
  if (from === to || !state.photos.some((p) => p.folder === from)) return null;
  const photos = state.photos.map((p) =>
    p.folder === from ? { ...p, folder: to, touched: true, refiled: false } : p,
  );
  return withHistory(state, photos);
}

/** What "Move to…" lists: the folders offered for the batch, then any other folder it has now, A to Z. */
export function menuFolders(state: ReviewState): string[] {
  const offered = state.offered ?? [...CATEGORY_NAMES, UNSORTED];
  const seen = new Set(offered);
  const extra = [...new Set(state.photos.map((p) => p.folder))].filter((f) => !seen.has(f));
  return [...offered, ...extra.sort((a, b) => a.localeCompare(b))];
}
