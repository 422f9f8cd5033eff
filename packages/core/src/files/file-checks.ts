import { MESSAGES } from "../messages/messages.ts";
import { formatRule } from "./image-formats.ts";
import { detectImageFormat, type ImageFormat, unreadableRawFormat } from "./image-type.ts";

/** The spec's "up to 15MB each" (section 5), read as 15 MiB: JPEG's and PNG's limit, and the previews'. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

export type FileRejectionReason = "empty" | "too_large" | "not_supported";

export interface FileCheckInput {
  readonly name: string;
  /** The file's full size in bytes. */
  readonly size: number;
  /** At least the first `IMAGE_SIGNATURE_BYTES` bytes of the file (more is fine). */
  readonly head: Uint8Array;
}

export type FileCheck =
  | { readonly ok: true; readonly format: ImageFormat }
  | { readonly ok: false; readonly reason: FileRejectionReason; readonly message: string };

/** The formats a file's name promises, by its extension, where it is the usual one of a format we read. */
const NAMED_FORMATS: Record<string, string> = {
  jpg: "JPG",
  jpeg: "JPG",
  png: "PNG",
  heic: "HEIC",
  heif: "HEIC",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  bmp: "BMP",
  tif: "TIFF",
  tiff: "TIFF",
  dng: "DNG",
};

const namedFormat = (name: string) => NAMED_FORMATS[name.slice(name.lastIndexOf(".") + 1).toLowerCase()];

/**
 * D12: an accepted format, checked by content, within that format's size limit; a rejection names the file.
 * `limitSize: false` is for the command-line tool: it copies the original on the user's own disk and sends only a
 * preview, so no byte limit protects anything there (a photo too large to preview still goes to Unsorted).
 */
export function checkImageFile(
  { name, size, head }: FileCheckInput,
  { limitSize = true }: { limitSize?: boolean } = {},
): FileCheck {
  if (size <= 0) return { ok: false, reason: "empty", message: MESSAGES.fileEmpty(name) };
  const format = detectImageFormat(head);
  if (format === null) {
    const raw = unreadableRawFormat(head);
    // A photo's name with content we cannot read is a damaged photo, not a file of another kind.
    const named = name.includes(".") ? namedFormat(name) : undefined;
    const message = raw
      ? MESSAGES.rawNotReadable(name, raw)
      : named
        ? MESSAGES.fileDamaged(name, named)
        : MESSAGES.fileNotSupported(name);
    return { ok: false, reason: "not_supported", message };
  }
  const rule = formatRule(format.type);
  if (limitSize && size > rule.maxBytes)
    return {
      ok: false,
      reason: "too_large",
      message: MESSAGES.fileTooLarge(name, rule.label, rule.maxBytes),
    };
  return { ok: true, format };
}

/** Splits a selection into accepted files and rejections, keeping the user's order in both. */
export function validateSelection<T extends FileCheckInput>(
  files: readonly T[],
): {
  accepted: Array<{ file: T; format: ImageFormat }>;
  rejected: Array<{ file: T; reason: FileRejectionReason; message: string }>;
} {
  const accepted: Array<{ file: T; format: ImageFormat }> = [];
  const rejected: Array<{ file: T; reason: FileRejectionReason; message: string }> = [];
  for (const file of files) {
    const check = checkImageFile(file);
    if (check.ok) accepted.push({ file, format: check.format });
    else rejected.push({ file, reason: check.reason, message: check.message });
  }
  return { accepted, rejected };
}
