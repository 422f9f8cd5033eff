import type { IFD } from "utif2";

/**
 * Colours utif2 decompresses but does not show right (its `toRGBA8` reads `window` for CMYK, which a worker
 * has not), converted to RGBA from the samples `UTIF.decodeImage` leaves in `page.data` (16-bit samples
 * little-endian).
 */

export const tag = (page: IFD, id: number): number[] | undefined => page[`t${id}`] as number[] | undefined;
export const first = (page: IFD, id: number): number | undefined => tag(page, id)?.[0];

export const PHOTOMETRIC = { cmyk: 5 } as const;

/**
 * CMYK ink amounts (0: none, 255: full) at `ink[from]`, `ink[from + stride]`, … as RGB, by the device
 * conversion browsers apply to a CMYK JPEG without an ICC profile: R = (255 − C)(255 − K) / 255, and so on.
 */
export function inkToRgb(rgba: Uint8ClampedArray, at: number, ink: Uint8Array, from: number, stride = 1) {
  const white = 255 - (ink[from + 3 * stride] as number);
  for (let c = 0; c < 3; c++) rgba[at + c] = ((255 - (ink[from + c * stride] as number)) * white) / 255;
}

/** The samples utif2 decompressed, checked to hold `needed` bytes (fewer: the page's data stops short). */
function samplesOf(page: IFD, needed: number): Uint8Array {
  if (page.data.length < needed) throw new Error("The TIFF page is incomplete");
  return page.data;
}

/** A page of 8 or 16 bits a sample, or an error for other depths. */
function bytesPerSample(page: IFD): 1 | 2 {
  const bits = first(page, 258) ?? 8;
  if (bits !== 8 && bits !== 16) throw new Error(`Unsupported ${bits}-bit TIFF page`);
  return bits === 8 ? 1 : 2;
}

/** A CMYK page as RGBA; samples past the fourth (alpha, other inks) are left out. */
export function cmykPage(page: IFD, width: number, height: number): Uint8ClampedArray {
  const samples = first(page, 277) ?? 4;
  if (samples < 4) throw new Error("A CMYK TIFF page needs four samples a pixel");
  const bytes = bytesPerSample(page);
  const data = samplesOf(page, width * height * samples * bytes);
  const rgba = new Uint8ClampedArray(width * height * 4);
  // 16-bit samples: their high byte, the second of each little-endian pair.
  for (let i = 0; i < width * height; i++) {
    inkToRgb(rgba, i * 4, data, i * samples * bytes + bytes - 1, bytes);
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}
