import * as UTIF from "utif2";

/**
 * The first page of a TIFF through UTIF (utif2, MIT): every compression TIFF scans and editors write
 * (none, LZW, Deflate, PackBits, JPEG, CCITT) and RGB, CMYK, Lab, palette and greyscale pages, as RGBA.
 * `maxPixels` is checked against the page's own size before its pixels are decoded.
 */
export function decodeTiffFirstPage(buffer: ArrayBuffer, maxPixels: number): ImageData {
  const [page] = UTIF.decode(buffer);
  if (!page) throw new Error("The TIFF file holds no image");
  const width = Number((page.t256 as number[] | undefined)?.[0] ?? 0);
  const height = Number((page.t257 as number[] | undefined)?.[0] ?? 0);
  if (!(width > 0 && height > 0)) throw new Error("The TIFF page has no size");
  if (width * height > maxPixels) throw new Error("The TIFF page is too large");
  UTIF.decodeImage(buffer, page);
  const rgba = UTIF.toRGBA8(page);
  if (rgba.length < width * height * 4) throw new Error("The TIFF page is incomplete");
  return new ImageData(
    new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, width * height * 4),
    width,
    height,
  );
}
