import { checkImageFile, IMAGE_SIGNATURE_BYTES, MESSAGES } from "@photo-organizer/core";
import { rememberFormat } from "./file-formats";
import { runPool } from "./run-pool";

/** Files whose first bytes are read at once while a selection is checked (a folder may hold thousands). */
const CHECKS_IN_FLIGHT = 32;

/** A file turned away on selection (D12), with the toast text naming it and the reason. */
export type Rejection = { file: File; message: string };

export type SelectionResult = {
  /** the new selection: the files kept before, then the newly accepted ones */
  files: File[];
  rejected: Rejection[];
  /** accepted files beyond the plan's batch cap that were left out (the first ones are kept) */
  dropped: number;
};

/**
 * Where the file sits in a chosen or dropped folder (`trip/day 1/IMG_1.jpg`); its name when picked alone. A
 * dropped folder's files carry it as `relativePath` (react-dropzone), a chosen folder's as webkitRelativePath.
 */
export function relativePathOf(file: File): string {
  const dropped = (file as File & { relativePath?: unknown }).relativePath;
  const path = typeof dropped === "string" && dropped ? dropped : file.webkitRelativePath;
  return path ? path.replace(/^\.?\//, "") : file.name;
}

/** Same name, size and date (and folder path): the same file selected twice. */
export function fileKey(file: File): string {
  return `${relativePathOf(file)}\u0000${file.size}\u0000${file.lastModified}`;
}

/**
 * A folder's files in path order, so the output follows the folder and not the order the browser read it in;
 * files picked one by one (no folder path) keep the order they were picked in.
 */
export function inPathOrder(files: readonly File[]): File[] {
  const paths = new Map(files.map((file) => [file, relativePathOf(file)]));
  if (![...paths.values()].some((path) => path.includes("/"))) return [...files];
  return [...files].sort((a, b) => ((paths.get(a) ?? "") < (paths.get(b) ?? "") ? -1 : 1));
}

/** null when the file is accepted, otherwise the toast text. Reads the file's first bytes only. */
export async function checkFile(file: File): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  } catch {
    return `${MESSAGES.failedToReadFile}: ${file.name}`;
  }
  const check = checkImageFile({ name: file.name, size: file.size, head });
  if (!check.ok) return check.message;
  rememberFormat(file, check.format);
  return null;
}

/**
 * Adds `incoming` to `current`: each file is checked by content (magic bytes, not its name) and size; a
 * file already selected (same name, size and date) is not added twice; the selection is cut to
 * `batchCap`, keeping the first files.
 */
export async function addToSelection(
  current: readonly File[],
  incoming: readonly File[],
  batchCap: number,
): Promise<SelectionResult> {
  const seen = new Set(current.map(fileKey));
  const checks: (string | null)[] = [];
  await runPool(incoming, {
    concurrency: CHECKS_IN_FLIGHT,
    task: checkFile,
    onSettled: (result, file, index) => {
      checks[index] = result.ok ? result.value : `${MESSAGES.failedToReadFile}: ${file.name}`;
    },
  });
  const rejected: Rejection[] = [];
  const accepted: File[] = [];
  incoming.forEach((file, i) => {
    const message = checks[i];
    if (message) {
      rejected.push({ file, message });
      return;
    }
    const key = fileKey(file);
    if (seen.has(key)) return;
    seen.add(key);
    accepted.push(file);
  });
  const room = Math.max(0, batchCap - current.length);
  return {
    files: [...current, ...accepted.slice(0, room)],
    rejected,
    dropped: Math.max(0, accepted.length - room),
  };
}
