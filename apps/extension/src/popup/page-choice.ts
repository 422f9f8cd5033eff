import { EXTENSION_COPY } from "@photo-organizer/core";
import { addressName } from "../background/image-source";
import type { PageImage } from "../page-images/collect-page-images";

/**
 * The images ticked when the page's list opens and by "Select all": the first `batchCap` of the list (largest
 * first), the most one batch of the plan takes. Ticking more would only download images the batch then drops.
 */
export function firstImages(images: readonly PageImage[], batchCap: number): Set<string> {
  return new Set(images.slice(0, batchCap).map((image) => image.src));
}

/** Whether `src` may be ticked: it already is, or the batch has room for it. */
export function canTick(chosen: ReadonlySet<string>, src: string, batchCap: number): boolean {
  return chosen.has(src) || chosen.size < batchCap;
}

/**
 * How a page image is called in the list and in a message: its alt text, else the last part of its address,
 * else its size (a data: or blob: address says nothing to a person and can be thousands of characters long).
 */
export function imageName(image: PageImage): string {
  return image.alt || addressName(image.src) || EXTENSION_COPY.pageImageUnnamed(image.width, image.height);
}
