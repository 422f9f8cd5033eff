import {
  jpegAdobeTransform,
  jpegFrame,
  oldStyleJpeg,
  piecesInside,
  type TiffPiece,
  tiffPieces,
  withJpegTables,
} from "@photo-organizer/core";
import * as utif2 from "utif2";
import { convertedPage, first, inkToRgb, tag } from "./tiff-colour";

/**
 * The first page of a TIFF through UTIF (utif2, MIT): every compression TIFF scans and editors write
 * (none, LZW, Deflate, PackBits, JPEG, CCITT) and RGB, CMYK, Lab, palette and greyscale pages, as RGBA.
 * `maxPixels` is checked against the page's own size, and its tiles', before its pixels are decoded.
 *
 * JPEG-compressed pages (old style, 6, and TIFF/JPEG, 7) are decoded here, strip by strip or tile by tile,
 * by the JPEG decoder utif2 ships (pdf.js's): utif2's own path decodes neither old-style pages whose data is
 * one interchange JPEG nor CMYK JPEG pages, and does not bound a strip's JPEG by the strip's size. The
 * colours utif2 decompresses but does not show right are converted in `tiff-colour.ts`.
 */
export function decodeTiffFirstPage(buffer: ArrayBuffer, maxPixels: number): ImageData {
  const { width, height, data } = tiffFirstPageRgba(buffer, maxPixels);
  return new ImageData(data, width, height);
}

/** A decoded page, as the RGBA bytes an ImageData is made of. */
export type RgbaPage = { width: number; height: number; data: Uint8ClampedArray<ArrayBuffer> };

/** utif2 is CommonJS: a bundler gives its exports as the namespace, Node (in tests) as its default export. */
const UTIF = (utif2 as typeof utif2 & { default?: typeof utif2 }).default ?? utif2;

/** The part of pdf.js's JpegImage that utif2 exports as UTIF.JpegDecoder and calls itself. */
type JpegDecoder = {
  parse(data: Uint8Array): void;
  getData(options: { width: number; height: number; forceRGB: boolean; isSourcePDF: boolean }): Uint8Array;
};
const { JpegDecoder } = UTIF as unknown as { JpegDecoder: new () => JpegDecoder };

const COMPRESSION = 259;

export function tiffFirstPageRgba(buffer: ArrayBuffer, maxPixels: number): RgbaPage {
  const [page] = UTIF.decode(buffer);
  if (!page) throw new Error("The TIFF file holds no image");
  const width = Number(first(page, 256) ?? 0);
  const height = Number(first(page, 257) ?? 0);
  if (!(width > 0 && height > 0)) throw new Error("The TIFF page has no size");
  if (width * height > maxPixels) throw new Error("The TIFF page is too large");
  // A tile is decoded whole, however little of it the page shows: it is held to the same limit.
  if ((first(page, 322) ?? 0) * (first(page, 323) ?? 0) > maxPixels)
    throw new Error("The TIFF page's tiles are too large");
  const compression = first(page, COMPRESSION) ?? 1;
  if (compression === 6 || compression === 7) {
    const decoded = jpegPage(new Uint8Array(buffer), page, width, height);
    if (decoded) return decoded;
  }
  UTIF.decodeImage(buffer, page);
  // utif2's JPEG paths turn a YCbCr page's tag into RGB once they have converted it.
  const rgba = convertedPage(page, width, height) ?? UTIF.toRGBA8(page);
  if (rgba.length < width * height * 4) throw new Error("The TIFF page is incomplete");
  return {
    width,
    height,
    data: new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, width * height * 4),
  };
}

/** The strips or tiles of a page (its first sample plane), or null when its tags do not describe them. */
function pagePieces(page: utif2.IFD, width: number, height: number): TiffPiece[] | null {
  const tiled = tag(page, 322) !== undefined;
  return tiffPieces({
    width,
    height,
    tileWidth: tiled ? first(page, 322) : undefined,
    tileHeight: tiled ? first(page, 323) : undefined,
    rowsPerStrip: first(page, 278),
    offsets: tag(page, tiled ? 324 : 273) ?? [],
    byteCounts: tag(page, tiled ? 325 : 279) ?? [],
  });
}

/**
 * A JPEG-compressed page, or null for one utif2 decodes itself: an old-style page without a whole
 * interchange JPEG (utif2 rebuilds its stream from the JPEG tables tags).
 */
function jpegPage(bytes: Uint8Array, page: utif2.IFD, width: number, height: number): RgbaPage | null {
  const blank = (): RgbaPage => ({ width, height, data: new Uint8ClampedArray(width * height * 4) });
  if (first(page, COMPRESSION) === 6) {
    const whole = oldStyleJpeg(bytes, first(page, 513) ?? null);
    if (!whole) return null;
    const out = blank();
    drawJpeg(out, whole, { x: 0, y: 0, width, height });
    return out;
  }
  if ((first(page, 284) ?? 1) !== 1) throw new Error("The TIFF page stores its colours in separate planes");
  const pieces = pagePieces(page, width, height);
  if (!pieces) throw new Error("The TIFF page's strips or tiles do not cover it");
  if (!piecesInside(pieces, bytes.length)) throw new Error("The TIFF file ends before its picture does");
  const tables = tag(page, 347);
  const jpegTables = tables ? Uint8Array.from(tables) : null;
  const out = blank();
  for (const piece of pieces) {
    const jpeg = withJpegTables(jpegTables, bytes.subarray(piece.offset, piece.offset + piece.length));
    drawJpeg(out, jpeg, piece);
  }
  return out;
}

/** Decodes one JPEG strip or tile into its box of the page, after checking it fits there. */
function drawJpeg(out: RgbaPage, jpeg: Uint8Array, box: Pick<TiffPiece, "x" | "y" | "width" | "height">) {
  const frame = jpegFrame(jpeg);
  if (!frame?.decodable) throw new Error("A JPEG strip or tile of the TIFF page cannot be decoded");
  if (frame.width > box.width || frame.height > box.height) {
    throw new Error("A JPEG strip or tile declares more pixels than its place in the page");
  }
  const decoder = new JpegDecoder();
  decoder.parse(jpeg);
  // Four-channel samples come out as ink amounts (255: full ink). The decoder takes them as Adobe stores
  // them, inverted, unless told they come from a PDF; a TIFF's own CMYK JPEG (no Adobe segment) is not.
  const samples = decoder.getData({
    width: frame.width,
    height: frame.height,
    forceRGB: false,
    isSourcePDF: jpegAdobeTransform(jpeg) === null,
  });
  const channels = samples.length / (frame.width * frame.height);
  if (channels !== 1 && channels !== 3 && channels !== 4) throw new Error("Unexpected JPEG channels");
  const rows = Math.min(frame.height, out.height - box.y);
  const columns = Math.min(frame.width, out.width - box.x);
  // Greyscale repeats its one sample; RGB takes the next two.
  const step = channels === 3 ? 1 : 0;
  for (let y = 0; y < rows; y++) {
    let from = y * frame.width * channels;
    let to = ((box.y + y) * out.width + box.x) * 4;
    for (let x = 0; x < columns; x++, from += channels, to += 4) {
      if (channels === 4) {
        inkToRgb(out.data, to, samples, from);
      } else {
        out.data[to] = samples[from] as number;
        out.data[to + 1] = samples[from + step] as number;
        out.data[to + 2] = samples[from + 2 * step] as number;
      }
      out.data[to + 3] = 255;
    }
  }
}
