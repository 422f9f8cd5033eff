export type PageImage = { src: string; width: number; height: number; alt: string };

/**
 * Runs inside the page (chrome.scripting serialises this function alone: it may use nothing from outside): the
 * page's loaded images at least `minSide` pixels on both sides, each address once, largest first. `srcset`
 * images give the candidate the browser chose (`currentSrc`).
 */
export function collectPageImages(minSide: number): PageImage[] {
  const found = new Map<string, { src: string; width: number; height: number; alt: string }>();
  for (const image of Array.from(document.images)) {
    const src = image.currentSrc || image.src;
    if (!src || !image.complete) continue;
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    if (width < minSide || height < minSide) continue;
    if (!/^(https?:|data:image\/|blob:)/.test(src)) continue;
    if (!found.has(src)) found.set(src, { src, width, height, alt: (image.alt || "").trim() });
  }
  return [...found.values()].sort((a, b) => b.width * b.height - a.width * a.height);
}
