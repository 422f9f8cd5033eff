import type { IFD } from "utif2";

/**
 * Colours utif2 decompresses but does not show right (its `toRGBA8` reads `window` for CMYK, which a worker
 * has not, leaves CIELab pages transparent black and reads subsampled YCbCr as if it were RGB), converted to RGBA from the samples
 * `UTIF.decodeImage` leaves in `page.data`: 16-bit samples little-endian, each strip at the byte where the
 * row it starts on would be, at 3 bytes a pixel for 3 samples of 8 bits.
 */

export const tag = (page: IFD, id: number): number[] | undefined => page[`t${id}`] as number[] | undefined;
export const first = (page: IFD, id: number): number | undefined => tag(page, id)?.[0];
/** The `index`th value of a RATIONAL tag, which utif2 gives as [numerator, denominator] pairs. */
function rational(page: IFD, id: number, index: number, fallback: number): number {
  const pairs = page[`t${id}`] as unknown as Array<[number, number]> | undefined;
  const [numerator, denominator] = pairs?.[index] ?? [];
  return numerator !== undefined && denominator ? numerator / denominator : fallback;
}

export const PHOTOMETRIC = { cmyk: 5, ycbcr: 6, cielab: 8 } as const;

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

/**
 * The conversion of one YCbCr pixel to RGB (TIFF 6.0 section 21): its ReferenceBlackWhite scales the samples,
 * its YCbCrCoefficients weigh the primaries (defaults: [0, 255, 128, 255, 128, 255] and Rec. 601).
 */
function ycbcrToRgb(page: IFD) {
  const [red, green, blue] = [0.299, 0.587, 0.114].map((value, i) => rational(page, 529, i, value)) as [
    number,
    number,
    number,
  ];
  const [y0, y1, cb0, cb1, cr0, cr1] = [0, 255, 128, 255, 128, 255].map((value, i) =>
    rational(page, 532, i, value),
  ) as [number, number, number, number, number, number];
  return (rgba: Uint8ClampedArray, at: number, y: number, cb: number, cr: number) => {
    const luma = ((y - y0) * 255) / (y1 - y0 || 255);
    const r = ((cr - cr0) * 127 * (2 - 2 * red)) / (cr1 - cr0 || 127) + luma;
    const b = ((cb - cb0) * 127 * (2 - 2 * blue)) / (cb1 - cb0 || 127) + luma;
    rgba[at] = r;
    rgba[at + 1] = (luma - blue * b - red * r) / green;
    rgba[at + 2] = b;
    rgba[at + 3] = 255;
  };
}

/**
 * A YCbCr page (not JPEG-compressed) as RGBA. Its data is in units of h × v luma samples followed by one Cb
 * and one Cr for them all (YCbCrSubSampling, [2, 2] by default), unit rows of v pixel rows, strip by strip.
 * Subsampled tiles are refused: utif2 copies tiles as if their pixels were 3 bytes each.
 */
export function ycbcrPage(page: IFD, width: number, height: number): Uint8ClampedArray {
  if (bytesPerSample(page) !== 1 || (first(page, 277) ?? 3) !== 3)
    throw new Error("Unsupported YCbCr TIFF page");
  const [h = 2, v = 2] = tag(page, 530) ?? [];
  if (![1, 2, 4].includes(h) || ![1, 2, 4].includes(v)) throw new Error("Unsupported YCbCr subsampling");
  const unit = h * v + 2;
  const tiled = tag(page, 322) !== undefined;
  if (tiled && unit !== 3) throw new Error("Subsampled YCbCr tiles are not supported");
  const rowsPerStrip = tiled ? height : Math.min(first(page, 278) ?? height, height);
  const across = Math.ceil(width / h);
  const toRgb = ycbcrToRgb(page);
  const data = page.data;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let top = 0; top < height; top += rowsPerStrip) {
    const unitRows = Math.ceil(Math.min(rowsPerStrip, height - top) / v);
    const strip = top * width * 3;
    if (strip + unitRows * across * unit > data.length) throw new Error("The TIFF page is incomplete");
    for (let row = 0; row < unitRows; row++) {
      for (let column = 0; column < across; column++) {
        const at = strip + (row * across + column) * unit;
        const cb = data[at + unit - 2] as number;
        const cr = data[at + unit - 1] as number;
        for (let dy = 0; dy < v; dy++) {
          const y = top + row * v + dy;
          for (let dx = 0; dx < h; dx++) {
            const x = column * h + dx;
            if (x < width && y < height)
              toRgb(rgba, (y * width + x) * 4, data[at + dy * h + dx] as number, cb, cr);
          }
        }
      }
    }
  }
  return rgba;
}

/** sRGB's transfer curve as bytes, for linear values 0…1 in 4,096 steps. */
const SRGB = Uint8ClampedArray.from({ length: 4097 }, (_, i) => {
  const linear = i / 4096;
  return 255 * (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);
});
const srgb = (linear: number) => SRGB[Math.round(Math.min(1, Math.max(0, linear)) * 4096)] as number;
/** CIE Lab's inverse companding, f⁻¹(t). */
const cube = (t: number) => (t > 6 / 29 ? t * t * t : 3 * (6 / 29) ** 2 * (t - 4 / 29));

/**
 * A CIELab page (TIFF 6.0 section 23: L* from 0 to 100 over the sample's range, a* and b* signed, 8 or 16
 * bits; only L* for one sample) as RGBA: Lab to XYZ relative to D65, as libvips takes it, to
 * linear sRGB, then sRGB's curve.
 */
export function cielabPage(page: IFD, width: number, height: number): Uint8ClampedArray {
  const samples = first(page, 277) ?? 3;
  const bytes = bytesPerSample(page);
  const data = samplesOf(page, width * height * samples * bytes);
  const rgba = new Uint8ClampedArray(width * height * 4);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const signed = (at: number) => (bytes === 1 ? view.getInt8(at) : view.getInt16(at, true) / 256);
  for (let i = 0; i < width * height; i++) {
    const at = i * samples * bytes;
    const lightness =
      bytes === 1 ? ((data[at] as number) * 100) / 255 : (view.getUint16(at, true) * 100) / 65535;
    const fy = (lightness + 16) / 116;
    const a = samples >= 3 ? signed(at + bytes) : 0;
    const b = samples >= 3 ? signed(at + 2 * bytes) : 0;
    const x = 0.95047 * cube(fy + a / 500);
    const y = cube(fy);
    const z = 1.08883 * cube(fy - b / 200);
    rgba[i * 4] = srgb(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
    rgba[i * 4 + 1] = srgb(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
    rgba[i * 4 + 2] = srgb(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** A page in a colour utif2 does not show right, as RGBA; null for the others, which `toRGBA8` shows. */
export function convertedPage(page: IFD, width: number, height: number): Uint8ClampedArray | null {
  switch (first(page, 262)) {
    case PHOTOMETRIC.cmyk:
      return cmykPage(page, width, height);
    case PHOTOMETRIC.ycbcr:
      return ycbcrPage(page, width, height);
    case PHOTOMETRIC.cielab:
      return cielabPage(page, width, height);
    default:
      return null;
  }
}
