import { EOI, jpegMarkers, SOI, SOS } from "./jpeg-markers.ts";

/**
 * The layout of a TIFF page's image data (TIFF 6.0, sections 3 and 15) and the JPEG streams of JPEG-compressed
 * pages (TIFF Technical Note 2 for compression 7, section 22 for the old style, 6): pure arithmetic over the
 * tags' values, which the caller reads from the page's IFD.
 */

export type TiffPageData = {
  readonly width: number;
  readonly height: number;
  /** TileWidth and TileLength for a tiled page; absent for strips */
  readonly tileWidth?: number;
  readonly tileHeight?: number;
  /** RowsPerStrip (absent: the whole page is one strip) */
  readonly rowsPerStrip?: number;
  /** StripOffsets or TileOffsets, and their byte counts */
  readonly offsets: readonly number[];
  readonly byteCounts: readonly number[];
};

/**
 * One strip or tile: the box of the page it covers (a tile's full size, a strip's RowsPerStrip rows, even
 * where the page ends sooner) and where its bytes lie in the file.
 */
export type TiffPiece = {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly offset: number;
  readonly length: number;
};

/**
 * The strips or tiles of a page (one sample plane), in the order the file lists them. null when the tags do
 * not describe the page: a size of 0, or fewer offsets or byte counts than the page needs.
 */
export function tiffPieces(page: TiffPageData): TiffPiece[] | null {
  const { width, height, offsets, byteCounts } = page;
  const tiled = page.tileWidth !== undefined || page.tileHeight !== undefined;
  const boxWidth = tiled ? (page.tileWidth ?? 0) : width;
  const boxHeight = tiled ? (page.tileHeight ?? 0) : Math.min(page.rowsPerStrip ?? height, height);
  if (!(width > 0 && height > 0 && boxWidth > 0 && boxHeight > 0)) return null;
  const across = Math.ceil(width / boxWidth);
  const count = across * Math.ceil(height / boxHeight);
  if (offsets.length < count || byteCounts.length < count) return null;
  return Array.from({ length: count }, (_, i) => ({
    x: (i % across) * boxWidth,
    y: Math.floor(i / across) * boxHeight,
    width: boxWidth,
    height: boxHeight,
    offset: offsets[i] as number,
    length: byteCounts[i] as number,
  }));
}

/** Whether every piece lies inside a file of `fileLength` bytes (a file cut short loses its last pieces). */
export function piecesInside(pieces: readonly TiffPiece[], fileLength: number): boolean {
  return pieces.every((p) => p.offset >= 0 && p.length >= 0 && p.offset + p.length <= fileLength);
}

/**
 * The JPEG stream of one strip or tile of a compression-7 page: the page's JPEGTables (an abbreviated JPEG
 * holding the quantisation and Huffman tables, SOI … EOI) without its EOI, then the piece without its SOI.
 * The piece alone where there are no tables.
 */
export function withJpegTables(tables: Uint8Array | null, piece: Uint8Array): Uint8Array {
  if (tables?.[0] !== 0xff || tables[1] !== SOI) return piece;
  let end = 2;
  for (const marker of jpegMarkers(tables)) {
    if (marker.marker === EOI || marker.end > tables.length) break;
    end = marker.end;
  }
  const rest = piece[0] === 0xff && piece[1] === SOI ? piece.subarray(2) : piece;
  const stream = new Uint8Array(end + rest.length);
  stream.set(tables.subarray(0, end));
  stream.set(rest, end);
  return stream;
}

/**
 * An old-style JPEG page (compression 6) as one JPEG: the interchange stream its JPEGInterchangeFormat tag
 * points at, up to its EOI, when that is a whole JPEG with a scan. null otherwise (no such tag, or a stream
 * of tables only: the page's data must then be rebuilt from its JPEGQTables, JPEGDCTables and JPEGACTables).
 */
export function oldStyleJpeg(bytes: Uint8Array, interchangeOffset: number | null): Uint8Array | null {
  if (interchangeOffset === null || !(interchangeOffset >= 8 && interchangeOffset < bytes.length))
    return null;
  const stream = bytes.subarray(interchangeOffset);
  let scanned = false;
  for (const { marker, end } of jpegMarkers(stream)) {
    if (marker === SOS) scanned = true;
    if (marker === EOI) return scanned ? stream.subarray(0, end) : null;
  }
  return null;
}
