import { checkImageFile, IMAGE_SIGNATURE_BYTES, MESSAGES } from "@photo-organizer/core";
import { rememberFormat } from "./file-formats";

/** A file turned away on selection (D12), with the toast text naming it and the reason. */
export type Rejection = { file: File; message: string };

export type SelectionResult = {
  /** the new selection: the files kept before, then the newly accepted ones */
  files: File[];
  rejected: Rejection[];
  /** accepted files beyond the plan's batch cap that were left out (the first ones are kept) */
  dropped: number;
};

export function fileKey(file: File): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
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
  const checks = await Promise.all(incoming.map(checkFile));
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
