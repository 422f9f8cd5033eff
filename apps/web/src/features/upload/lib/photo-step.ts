import {
  failedEntryPath,
  layoutPath,
  type ManifestStatus,
  MESSAGES,
  type PhotoLayout,
  UNSORTED_FOLDER,
  zipEntryPath,
} from "@photo-organizer/core";
import type { PhotoLearning } from "@photo-organizer/core/api";
import { PhotoUnreadableError } from "../preview/preview-pool";
import { unreadableReason } from "../preview/unreadable-message";

export type Analysis = {
  description: string;
  category: string;
  /** the folder the account's settings chose (#21); the category when they do not apply */
  folder?: string;
  /** the account's patterns with the photo's date and camera, when its settings apply (#21) */
  layout?: PhotoLayout;
  /** what the results view needs to re-file the photo live (local classifier only) */
  learning?: PhotoLearning;
};

/**
 * One selected photo after its step: what the streamed ZIP writes and the results view shows (the review
 * starts from these, the reviewed ZIP reads them again).
 */
export type PhotoResult = {
  /** its place in the selection (also the ZIP's order) */
  readonly index: number;
  readonly file: File;
  /** null: it failed or never ran */
  readonly analysis: Analysis | null;
  readonly status: ManifestStatus;
  /** why it has no analysis, in the user's words; null when analysed or never run */
  readonly failure: string | null;
  /** what went wrong, for the batch to tell a photo's fault from the service's */
  readonly error?: unknown;
  /** the preview made for the analysis (JPEG, base64), reused as its thumbnail; null when none was made */
  readonly thumbnail: string | null;
  /** the preview's difference hash, to point out near-duplicates; absent when not asked for (#21) */
  readonly dhash?: string;
  /** the folder the step files it in */
  readonly folder: string;
  /** `Folder/name.ext` before clashes are numbered (the ZIP's path allocator numbers them) */
  readonly path: string;
};

/** The preview sent for analysis (JPEG, base64) and, when the duplicate check asked for it, its dHash. */
export type Preview = { base64: string; dhash?: string };

/** Where a photo's step gets its preview and its analysis. */
export type PhotoStepDeps = {
  /** the small JPEG sent for analysis (base64); rejects with PhotoUnreadableError when it cannot be made */
  preview(file: File, signal: AbortSignal): Promise<string | Preview>;
  /** `photoKey` names the photo within the batch, so a repeated request never takes a second slot */
  analyze(
    file: File,
    request: { base64Image: string; batchId: string; photoKey: string },
    signal: AbortSignal,
  ): Promise<Analysis>;
  /** the account's patterns and the photo's date and camera; absent or null: today's folders and names */
  layout?(file: File, signal: AbortSignal): Promise<PhotoLayout | null>;
  /**
   * The photo's analysis already received before an interruption (kept in the browser); null or absent: none.
   * Such a photo is written from it, never previewed, sent or charged again.
   */
  answered?(index: number): Analysis | null;
};

/** Where an analysed photo goes: under the account's patterns when they apply, else its category. */
function analysedPath(file: File, analysis: Analysis, folder: string): string {
  if (!analysis.layout) return zipEntryPath(folder, analysis.description, file.name);
  return layoutPath(analysis.layout, { folder, description: analysis.description, originalName: file.name });
}

/** Folder and name: from the analysis, or the photo's own name in Unsorted (rule 8, D5). */
function placed(index: number, file: File, thumbnail: string | null, analysis: Analysis | null) {
  const folder = analysis ? (analysis.folder ?? analysis.category) : UNSORTED_FOLDER;
  return {
    index,
    file,
    thumbnail,
    analysis,
    folder,
    path: analysis ? analysedPath(file, analysis, folder) : failedEntryPath(file.name),
  };
}

/** A photo with its analysis, filed and named by it. */
export function analysed(
  index: number,
  file: File,
  analysis: Analysis,
  thumbnail: string | null = null,
): PhotoResult {
  return { ...placed(index, file, thumbnail, analysis), status: "ok", failure: null };
}

/** A photo with no analysis: `error` says why (none: it never ran, the batch stopped first). */
export function notAnalysed(
  index: number,
  file: File,
  error?: unknown,
  thumbnail: string | null = null,
): PhotoResult {
  const ran = error !== undefined;
  const unreadable = error instanceof PhotoUnreadableError;
  return {
    ...placed(index, file, thumbnail, null),
    status: unreadable ? "unreadable" : "failed",
    failure: unreadable
      ? unreadableReason(error.reason)
      : ran
        ? (error instanceof Error ? error.message : String(error)) || null
        : null,
    error,
  };
}

/**
 * One photo, straight through: selection → preview → analysis → folder and name → ready for the output.
 * Never throws: a photo that fails comes out unanalysed, with why.
 */
export async function organizePhoto(
  file: File,
  at: { index: number; batchId: string },
  deps: PhotoStepDeps,
  signal: AbortSignal,
): Promise<PhotoResult> {
  let thumbnail: string | null = null;
  let dhash: string | undefined;
  try {
    const kept = deps.answered?.(at.index);
    if (kept) {
      const layout = (await deps.layout?.(file, signal)) ?? null;
      return analysed(at.index, file, layout ? { ...kept, layout } : kept);
    }
    const preview = await deps.preview(file, signal);
    thumbnail = typeof preview === "string" ? preview : preview.base64;
    dhash = typeof preview === "string" ? undefined : preview.dhash;
    const analysis = await deps.analyze(
      file,
      { base64Image: thumbnail, batchId: at.batchId, photoKey: String(at.index) },
      signal,
    );
    if (!analysis.description?.trim()) throw new Error(MESSAGES.failedToGetDescription);
    const layout = (await deps.layout?.(file, signal)) ?? null;
    const result = analysed(at.index, file, layout ? { ...analysis, layout } : analysis, thumbnail);
    return dhash ? { ...result, dhash } : result;
  } catch (error) {
    const result = notAnalysed(at.index, file, error, thumbnail);
    return dhash ? { ...result, dhash } : result;
  }
}
