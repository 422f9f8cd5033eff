import { EXTENSION_COPY } from "@photo-organizer/core";
import { addressName } from "../background/image-source";
import type { PageImage } from "../page-images/collect-page-images";

/**
 * The most photos one choice may take now: `cap` (the plan's batch cap on Free; none on Pro and VIP, whose
 * choice runs as consecutive batches), or fewer when this month's allowance has fewer left (`remaining`, from
 * /api/usage). More would be downloaded or chosen only for the server to refuse them.
 */
export function batchLimit(cap: number, remaining: number): number {
  return Math.max(0, Math.min(cap, remaining));
}

/**
 * The images ticked when the page's list opens and by "Select all": the first `limit` of the list (largest
 * first), the most one batch takes now (`batchLimit`). Ticking more would only download images the batch then
 * drops or the server refuses.
 */
export function firstImages(images: readonly PageImage[], limit: number): Set<string> {
  return new Set(images.slice(0, limit).map((image) => image.src));
}

/**
 * The user's ticks when the most a batch may take falls to `limit` (a photo charged meanwhile): kept, but for
 * those past the limit, dropped from the end of the list. Never ticks what the user left unticked.
 */
export function keepWithin(
  images: readonly PageImage[],
  chosen: ReadonlySet<string>,
  limit: number,
): ReadonlySet<string> {
  if (chosen.size <= limit) return chosen;
  return new Set(
    images
      .filter((image) => chosen.has(image.src))
      .slice(0, limit)
      .map((image) => image.src),
  );
}

/** Whether `src` may be ticked: it already is, or the batch has room for it. */
export function canTick(chosen: ReadonlySet<string>, src: string, limit: number): boolean {
  return chosen.has(src) || chosen.size < limit;
}

/**
 * How a page image is called in the list and in a message: its alt text, else the last part of its address,
 * else its size (a data: or blob: address says nothing to a person and can be thousands of characters long).
 */
export function imageName(image: PageImage): string {
  return image.alt || addressName(image.src) || EXTENSION_COPY.pageImageUnnamed(image.width, image.height);
}
