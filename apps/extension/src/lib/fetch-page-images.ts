import { EXTENSION_COPY } from "@photo-organizer/core";
import { fetchImage, type ImageSource } from "../background/image-source";
import type { PageImage } from "../page-images/collect-page-images";
import { imageName } from "../popup/page-choice";

/**
 * A downloaded image as a file, dated by the server's Last-Modified where it sent one (the date a date pattern
 * and manifest.csv use when the photo carries none of its own); else the moment it was downloaded, as a file
 * made now is.
 */
export function imageFile(source: ImageSource): File {
  return new File([source.bytes as BlobPart], source.name, {
    type: source.mime,
    ...(source.lastModified !== undefined ? { lastModified: source.lastModified } : {}),
  });
}

/**
 * The chosen page images as files, one after the other, each given up after its time; a line for each that could
 * not be downloaded. Stops between images once `cancel` fires.
 */
export async function fetchPageImages(
  images: readonly PageImage[],
  tabId: number,
  onProgress: (done: number, total: number) => void,
  cancel: AbortSignal,
): Promise<{ files: File[]; missed: string[] }> {
  const files: File[] = [];
  const missed: string[] = [];
  for (const [done, image] of images.entries()) {
    if (cancel.aborted) break;
    onProgress(done, images.length);
    const source = await fetchImage(image.src, tabId);
    if (source) files.push(imageFile(source));
    else missed.push(EXTENSION_COPY.fetchFailed(imageName(image)));
  }
  return { files, missed };
}
