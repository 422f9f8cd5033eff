/**
 * Walking a JPEG's markers as a decoder meets them, from SOI to EOI: the header segments (APPn, DQT, DHT, SOF,
 * DRI, …), each scan's header, and past each scan's entropy-coded data to the marker that ends it. Bytes
 * where a marker should stand are skipped up to the next marker, as libjpeg (and so every browser) does.
 * Every read is bounds-checked: the walk simply stops where the bytes end.
 */

export type JpegMarker = {
  /** the marker code (the byte after 0xFF): 0xC0 SOF0, 0xDA SOS, 0xD9 EOI, … */
  readonly marker: number;
  /** where the marker's 0xFF stands */
  readonly offset: number;
  /** where the segment's body starts (after its length field), or ends for a marker without one */
  readonly start: number;
  /** where the segment ends as its length field declares it: may lie past the bytes when they are cut short */
  readonly end: number;
};

export const SOI = 0xd8;
export const EOI = 0xd9;
export const SOS = 0xda;

/** Markers that stand alone, without a length: TEM, RST0–RST7 and SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= SOI);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Whether 0xFF then `code` is a marker where it stands. 0x00 stuffs a 0xFF byte into entropy-coded data and
 * 0xFF is a fill byte. Inside a scan's data, restart markers belong to the data, and so do the reserved codes
 * (0x02–0xBF), which only a damaged scan holds: the decoder reads on to the marker that ends the scan.
 */
function isMarker(code: number, inScan: boolean): boolean {
  if (code === 0x00 || code === 0xff) return false;
  return !inScan || (code >= 0xc0 && !isRestart(code));
}

/** The offset of the next marker at or after `from`, or -1 when the bytes end first. */
function nextMarker(bytes: Uint8Array, from: number, inScan: boolean): number {
  let at = bytes.indexOf(0xff, from);
  while (at >= 0 && at + 1 < bytes.length) {
    if (isMarker(bytes[at + 1] as number, inScan)) return at;
    at = bytes.indexOf(0xff, at + 1);
  }
  return -1;
}

/**
 * The markers of the JPEG that starts at the first byte of `bytes`, in order, ending with its EOI. The walk
 * ends early, without an EOI, where the bytes end (in a segment or in a scan's data) or a segment declares a
 * length under 2: a complete JPEG is one whose walk reaches EOI. Bytes after the EOI (an MPO's second
 * picture, a gain map, a phone's trailer) are not read.
 */
export function* jpegMarkers(bytes: Uint8Array): Generator<JpegMarker> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return;
  let from = 2;
  let inScan = false;
  for (;;) {
    const offset = nextMarker(bytes, from, inScan);
    if (offset < 0) return;
    const marker = bytes[offset + 1] as number;
    if (marker === EOI || standalone(marker)) {
      yield { marker, offset, start: offset + 2, end: offset + 2 };
      if (marker === EOI) return;
      from = offset + 2;
      continue;
    }
    if (offset + 4 > bytes.length) return;
    const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
    if (length < 2) return;
    const end = offset + 2 + length;
    yield { marker, offset, start: offset + 4, end };
    if (end > bytes.length) return;
    from = end;
    inScan = marker === SOS;
  }
}

/**
 * The segments of a JPEG's header, up to its first scan or the end of the bytes: what a header reader needs
 * (frame, EXIF, Adobe). Stops before the first SOS or EOI.
 */
export function* jpegHeaderSegments(bytes: Uint8Array): Generator<JpegMarker> {
  for (const segment of jpegMarkers(bytes)) {
    if (segment.marker === SOS || segment.marker === EOI) return;
    yield segment;
  }
}

/**
 * The transform flag of a JPEG's Adobe APP14 segment (0: none, i.e. RGB or CMYK; 1: YCbCr; 2: YCCK), or null
 * when it has none. Adobe's convention: CMYK (and YCCK) samples of a JPEG with this segment are stored
 * inverted (255 is no ink); without it, as TIFF stores them (255 is full ink).
 */
export function jpegAdobeTransform(bytes: Uint8Array): number | null {
  for (const { marker, start, end } of jpegHeaderSegments(bytes)) {
    if (marker !== 0xee || end - start < 12 || end > bytes.length) continue;
    const name = String.fromCharCode(...bytes.subarray(start, start + 5));
    if (name === "Adobe") return bytes[start + 11] as number;
  }
  return null;
}

/**
 * Whether a JPEG's picture is all there: its walk passes a scan and reaches the EOI within the bytes. A file
 * cut short ends inside a scan's data (or a segment) instead, where browsers decode what is there and fill
 * the rest with grey. Only the first picture is read: what follows its EOI may be missing.
 */
export function jpegComplete(bytes: Uint8Array): boolean {
  let scanned = false;
  for (const { marker } of jpegMarkers(bytes)) {
    if (marker === SOS) scanned = true;
    if (marker === EOI) return scanned;
  }
  return false;
}
