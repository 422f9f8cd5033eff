import { MESSAGES } from "../messages/messages.ts";
import { detectImageType, type ImageType } from "./image-type.ts";

/** Largest accepted file: "up to 15MB each" (spec section 5), read as 15 MiB. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

export type FileRejectionReason = "empty" | "too_large" | "not_jpeg_or_png";

export interface FileCheckInput {
  readonly name: string;
  /** The file's full size in bytes. */
  readonly size: number;
  /** At least the first `IMAGE_SIGNATURE_BYTES` bytes of the file (more is fine). */
  readonly head: Uint8Array;
}

export type FileCheck =
  | { readonly ok: true; readonly type: ImageType }
  | { readonly ok: false; readonly reason: FileRejectionReason; readonly message: string };

/** D12: JPEG and PNG only, checked by content, up to 15 MB; a rejection names the file and the reason. */
export function checkImageFile({ name, size, head }: FileCheckInput): FileCheck {
  if (size <= 0) return { ok: false, reason: "empty", message: MESSAGES.fileEmpty(name) };
  if (size > MAX_FILE_BYTES) return { ok: false, reason: "too_large", message: MESSAGES.fileTooLarge(name) };
  const type = detectImageType(head);
  if (type === null)
    return { ok: false, reason: "not_jpeg_or_png", message: MESSAGES.fileNotJpegOrPng(name) };
  return { ok: true, type };
}

/** Splits a selection into accepted files and rejections, keeping the user's order in both. */
export function validateSelection<T extends FileCheckInput>(
  files: readonly T[],
): {
  accepted: Array<{ file: T; type: ImageType }>;
  rejected: Array<{ file: T; reason: FileRejectionReason; message: string }>;
} {
  const accepted: Array<{ file: T; type: ImageType }> = [];
  const rejected: Array<{ file: T; reason: FileRejectionReason; message: string }> = [];
  for (const file of files) {
    const check = checkImageFile(file);
    if (check.ok) accepted.push({ file, type: check.type });
    else rejected.push({ file, reason: check.reason, message: check.message });
  }
  return { accepted, rejected };
}
