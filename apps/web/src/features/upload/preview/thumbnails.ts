import { DECLARED_SIZE_BYTES, declaredSize, formatRule, type ImageType } from "@photo-organizer/core";
import { PreviewPool } from "./preview-pool";
import { THUMBNAIL_MAX_SIDE } from "./preview-protocol";

/** Formats an <img> cannot show: their thumbnails are decoded small in a worker. */
const NEEDS_DECODING: ReadonlySet<ImageType> = new Set(["heic", "tiff", "raw"]);

export function needsDecodedThumbnail(type: ImageType | undefined): boolean {
  return type !== undefined && NEEDS_DECODING.has(type);
}

/**
 * One worker for the selection list's thumbnails, started with the first HEIC, TIFF or RAW file shown:
 * thumbnails are made one at a time, off the main thread, only for rows on screen, so 250 selected photos
 * never stall the page nor compete with a batch for more than one core.
 */
let pool: PreviewPool | null = null;

export function decodedThumbnail(file: File, signal: AbortSignal): Promise<Blob | null> {
  pool ??= new PreviewPool(1);
  return pool
    .preview(file, signal, { maxSide: THUMBNAIL_MAX_SIDE, output: "blob" })
    .then((result) => result.blob)
    .catch(() => null);
}

/**
 * Whether an <img> may show `file` as its thumbnail: its header declares no more pixels than its format's
 * limit. The page would otherwise decode a decompression bomb whole for a 48-pixel square; such a file is
 * refused when organised anyway, and its row keeps the placeholder. A header that cannot be read gives false.
 */
export async function withinPixelLimit(file: Blob, type: ImageType): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, DECLARED_SIZE_BYTES).arrayBuffer());
  const size = declaredSize(type, head);
  return size !== null && size.width * size.height <= formatRule(type).maxPixels;
}
