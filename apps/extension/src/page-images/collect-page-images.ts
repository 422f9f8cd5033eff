export type PageImage = { src: string; width: number; height: number; alt: string };

/**
 * Runs inside the page (chrome.scripting serialises this function alone: it may use nothing from outside): the
 * page's pictures at least `minSide` pixels on both sides, each address once, largest first.
 *
 * - A `srcset` image, or one in a `<picture>`, gives its largest candidate, not the one the browser chose for
 *   the space it fills on screen (a thumbnail's): the photo, not its preview.
 * - A picture inside a link to an image file (a gallery's thumbnail, a forum's or a blog's preview) gives the
 *   linked image, the full-size photo, and its own picture only if that one cannot be loaded.
 * - Pictures the page has not loaded yet are found too: those below the fold (`loading="lazy"`), those a script
 *   loads on scrolling (their address in `data-src` and the like, a placeholder in `src`), and photos shown as
 *   an element's CSS background. Their size is read by loading them, each given up after `waitMs`.
 */
export async function collectPageImages(minSide: number, waitMs: number): Promise<PageImage[]> {
  const absolute = (url: string | null | undefined): string | null => {
    if (!url || /^\s*$/.test(url)) return null;
    try {
      const href = new URL(url.trim(), document.baseURI).href;
      return /^(https?:|data:image\/|blob:)/.test(href) ? href : null;
    } catch {
      return null;
    }
  };
  /** A `srcset`'s largest candidate, by its width or density descriptor. */
  const largestIn = (srcset: string, naturalWidth: number): { url: string; width: number } | null => {
    let best: { url: string; width: number } | null = null;
    // Candidates are "url [descriptor]" separated by commas; a url has no white space.
    for (const [, url, descriptor = "1x"] of srcset.matchAll(
      /([^\s,][^\s]*?),?(?:\s+([\d.]+[wx]))?\s*(?:,|$)/g,
    )) {
      const n = Number.parseFloat(descriptor);
      const width = descriptor.endsWith("w") ? n : n * (naturalWidth || 1);
      const href = absolute(url);
      if (href && width > (best?.width ?? 0)) best = { url: href, width };
    }
    return best;
  };
  const lazyAddress = (element: HTMLElement): string | null =>
    absolute(
      element.dataset.src ??
        element.dataset.lazySrc ??
        element.dataset.original ??
        element.dataset.lazy ??
        element.dataset.hiRes,
    );
  const lazySrcset = (element: HTMLElement): string =>
    element.dataset.srcset ?? element.dataset.lazySrcset ?? "";

  /** The image file a link leads to (by its address's extension; a link to a page is no photo), or null. */
  const linkedImage = (element: HTMLElement): string | null => {
    const href = absolute(element.closest("a[href]")?.getAttribute("href"));
    if (!href) return null;
    if (href.startsWith("data:image/")) return href;
    try {
      return /\.(jpe?g|jfif|png|webp|avif|gif|heic|heif|tiff?|bmp)$/i.test(new URL(href).pathname)
        ? href
        : null;
    } catch {
      return null;
    }
  };

  const found = new Map<string, PageImage>();
  /** addresses whose size is known only by loading them */
  const unsized = new Map<string, string>();
  /** by a linked full-size image's address: the picture the page shows for it, offered if that one will not load */
  const shownInstead = new Map<string, { src: string; width: number; height: number }>();
  const add = (src: string, width: number, height: number, alt: string) => {
    if (width >= minSide && height >= minSide && !found.has(src)) found.set(src, { src, width, height, alt });
  };

  for (const image of Array.from(document.images)) {
    const alt = (image.alt || "").trim();
    const sources = [image.srcset, lazySrcset(image)];
    if (image.parentElement instanceof HTMLPictureElement)
      for (const source of Array.from(image.parentElement.querySelectorAll("source")))
        sources.push(source.srcset, lazySrcset(source));
    const largest = sources
      .map((srcset) => (srcset ? largestIn(srcset, image.naturalWidth) : null))
      .reduce<{ url: string; width: number } | null>(
        (best, candidate) => (candidate && candidate.width > (best?.width ?? 0) ? candidate : best),
        null,
      );
    const shown = absolute(image.currentSrc || image.src);
    const loaded = image.complete && image.naturalWidth > 0;
    const linked = linkedImage(image);
    if (linked && linked !== shown && linked !== largest?.url) {
      unsized.set(linked, alt);
      const own = largest?.url ?? shown;
      if (own && loaded)
        shownInstead.set(linked, { src: own, width: image.naturalWidth, height: image.naturalHeight });
      continue;
    }
    // A placeholder (a blank pixel, a blurred preview) stands where a script will put the photo.
    const lazy = lazyAddress(image);
    if (
      lazy &&
      lazy !== shown &&
      (!loaded || image.naturalWidth < minSide || image.naturalHeight < minSide)
    ) {
      unsized.set(largest?.url ?? lazy, alt);
      continue;
    }
    const src = largest?.url ?? shown;
    if (!src) continue;
    // The size of the picture shown stands for its larger candidates' (same picture, same proportions).
    if (loaded) add(src, image.naturalWidth, image.naturalHeight, alt);
    else if (image.loading === "lazy" || !image.complete) unsized.set(src, alt);
  }

  // A photo shown as a background fills an element at least as large as an offered picture.
  for (const element of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
    const box = element.getBoundingClientRect();
    if (box.width < minSide || box.height < minSide) continue;
    const background = getComputedStyle(element).backgroundImage;
    if (!background || background === "none") continue;
    for (const [, double, single, bare] of background.matchAll(
      /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/g,
    )) {
      const src = absolute(double ?? single ?? bare);
      if (src && !found.has(src) && !unsized.has(src))
        unsized.set(src, (element.getAttribute("aria-label") ?? element.title ?? "").trim());
    }
  }

  // A page of endless thumbnails is not loaded whole: the first pictures not loaded yet are enough to choose from.
  await Promise.all(
    [...unsized].slice(0, 400).map(
      ([src, alt]) =>
        new Promise<void>((resolve) => {
          const probe = new Image();
          const instead = () => {
            const own = shownInstead.get(src);
            if (own) add(own.src, own.width, own.height, alt);
          };
          const timer = setTimeout(() => {
            probe.src = "";
            instead();
            resolve();
          }, waitMs);
          probe.onload = () => {
            clearTimeout(timer);
            add(src, probe.naturalWidth, probe.naturalHeight, alt);
            resolve();
          };
          probe.onerror = () => {
            clearTimeout(timer);
            instead();
            resolve();
          };
          probe.src = src;
        }),
    ),
  );
  return [...found.values()].sort((a, b) => b.width * b.height - a.width * a.height);
}
