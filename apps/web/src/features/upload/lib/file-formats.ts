import type { ImageFormat } from "@photo-organizer/core";

/**
 * The format each selected file was recognised as by its content when it was selected (D12), for the
 * manifest and the thumbnails: read once from the file's first bytes, never from its name.
 */
const formats = new WeakMap<File, ImageFormat>();

export function rememberFormat(file: File, format: ImageFormat): void {
  formats.set(file, format);
}

export function formatOf(file: File): ImageFormat | undefined {
  return formats.get(file);
}
