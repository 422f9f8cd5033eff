export type PageImage = { src: string; width: number; height: number; alt: string };

/**
 * Runs inside the page (chrome.scripting serialises this function alone: it may use nothing from outside): the
 * page's loaded images at least `minSide` pixels on both sides, each address once, largest first. A `srcset`
 * image gives its largest candidate, not the one the browser chose for the space it fills on screen (a
 * thumbnail's): the photo, not its preview.
 */
export function collectPageImages(minSide: number): PageImage[] {
  const largest = (image: HTMLImageElement): string => {
    let best = image.currentSrc || image.src;
    let bestWidth = 0;
    // Candidates are "url [descriptor]" separated by commas; a url has no white space.
    for (const [, url, descriptor = "1x"] of image.srcset.matchAll(
      /([^\s,][^\s]*?),?(?:\s+([\d.]+[wx]))?\s*(?:,|$)/g,
    )) {
      const n = Number.parseFloat(descriptor);
      const width = descriptor.endsWith("w") ? n : n * (image.naturalWidth || 1);
      if (!url || !(width > bestWidth)) continue;
      try {
        best = new URL(url, document.baseURI).href;
        bestWidth = width;
      } catch {
        // not an address: the candidate is left out
      }
    }
    return best;
  };
  const found = new Map<string, { src: string; width: number; height: number; alt: string }>();
  for (const image of Array.from(document.images)) {
    const src = image.srcset ? largest(image) : image.currentSrc || image.src;
    if (!src || !image.complete) continue;
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    if (width < minSide || height < minSide) continue;
    if (!/^(https?:|data:image\/|blob:)/.test(src)) continue;
    if (!found.has(src)) found.set(src, { src, width, height, alt: (image.alt || "").trim() });
  }
  return [...found.values()].sort((a, b) => b.width * b.height - a.width * a.height);
}
